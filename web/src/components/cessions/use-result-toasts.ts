import { useEffect, useRef } from 'react';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { EMPTY_RESULT_MESSAGE, FETCH_ERROR_MESSAGE } from '../../lib/cessions/messages';

interface ListQueryState {
  error: Error | null;
  errorUpdatedAt: number;
  dataUpdatedAt: number;
  /** Rows of the last successful answer, undefined before the first one. */
  rowCount: number | undefined;
  /** Text of the error toast; by default the server's message for user-facing codes, else the generic one. */
  errorText?: (error: Error) => string;
}

const defaultErrorText = (error: Error) => userMessage(error, FETCH_ERROR_MESSAGE);

/**
 * Raises the toasts of core-platform §8 once per answer: the server's message for authorization and
 * validation errors, else 'Ocurrio un error en el envío! ...' (error); 'No se encontraron AECs para el
 * periodo de búsqueda' (info, 4000 ms) when a search returns no rows, closed as soon as a later answer brings rows
 * (it would otherwise still say so above them while it is hovered or focused).
 */
export function useResultToasts({
  error,
  errorUpdatedAt,
  dataUpdatedAt,
  rowCount,
  errorText = defaultErrorText,
}: ListQueryState): void {
  const toast = useToast();
  const handledError = useRef(0);
  const handledData = useRef(0);
  const closeEmpty = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!error || errorUpdatedAt === handledError.current) return;
    handledError.current = errorUpdatedAt;
    toast('error', errorText(error));
  }, [error, errorUpdatedAt, toast, errorText]);

  useEffect(() => {
    if (rowCount === undefined || dataUpdatedAt === handledData.current) return;
    handledData.current = dataUpdatedAt;
    closeEmpty.current?.();
    closeEmpty.current = rowCount === 0 ? toast('info', EMPTY_RESULT_MESSAGE) : null;
  }, [rowCount, dataUpdatedAt, toast]);
}
