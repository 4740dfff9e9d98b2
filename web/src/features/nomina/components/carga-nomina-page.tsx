import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  NOMINA_EMPTY_FILE_MESSAGE,
  NOMINA_FAILURE_MESSAGE,
  NOMINA_NO_FILE_MESSAGE,
  NOMINA_NOT_ENABLED_MESSAGE,
  NOMINA_SUCCESS_MESSAGE,
} from '@domain/nomina/messages';
import { loadsNomina } from '@domain/nomina/nomina-feature';
import { NominaSheetError, parseNominaSheet } from '@domain/nomina/parse-nomina-sheet';
import type { RowError } from '@domain/spreadsheet-rows';
import { Spinner } from '@web/components/ui/spinner';
import { useToast } from '@web/components/ui/toasts';
import { ApiError } from '@web/lib/api-error';
import { RowErrors } from '@web/components/downloads/row-errors';
import { SpreadsheetPicker } from '@web/components/downloads/spreadsheet-picker';
import { readFirstSheet, SheetReadError } from '@web/lib/downloads/read-first-sheet';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { createNomina } from '../api/create-nomina';
import { countText } from '@domain/es-cl-format';

/**
 * '/cargaNomina' and '/carga-nomina', 'Carga Nómina' (core-platform §2, §5, §7, §8): the payroll file exported
 * by the factoring's back office (.xls, .xlsx, .csv; first sheet) is read with the rules of §5 when
 * 'Confirmar Envío' is pressed, and its good rows are sent with createNomina; refused rows are listed with their
 * sheet row and reason (a decimal folio with the spec's message), never dropped silently. Only factorings whose
 * record enables the nómina (domain/nomina/nomina-feature.ts) see the form. A successful load refreshes the
 * cession lists so the Estado DBThor column shows it.
 */
export function CargaNominaPage({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const features = useFactoringFeatures(rutFactoring);
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  if (features.isPending) return <Spinner />;
  if (!loadsNomina(features.data)) {
    return (
      <div className="alert alert-warning" role="alert">
        {NOMINA_NOT_ENABLED_MESSAGE}
      </div>
    );
  }

  const confirm = async () => {
    setRowErrors([]);
    setResult(null);
    if (!file) {
      toast('error', NOMINA_NO_FILE_MESSAGE);
      return;
    }
    setSending(true);
    try {
      const { rows, errors } = await readRows(file);
      setRowErrors(errors);
      if (rows.length === 0) return;
      if (errors[0]) toast('warning', errors[0].mensaje);
      const answer = await createNomina(rutFactoring, rows);
      toast('success', NOMINA_SUCCESS_MESSAGE);
      setResult(`${answer.body} ${countText(answer.filas, 'documento', 'documentos')} en la nómina.`);
      await queryClient.invalidateQueries({ queryKey: ['cesiones'] });
    } catch (error) {
      console.error('Carga de nómina fallida', error);
      toast('error', NOMINA_FAILURE_MESSAGE);
      if (error instanceof ApiError && error.code) setResult(`${NOMINA_FAILURE_MESSAGE}: ${error.message}`);
    } finally {
      setSending(false);
    }
  };

  const readRows = async (chosen: File) => {
    try {
      return parseNominaSheet(await readFirstSheet(chosen));
    } catch (error) {
      if (error instanceof NominaSheetError) {
        toast('error', NOMINA_EMPTY_FILE_MESSAGE);
        return { rows: [], errors: error.errors };
      }
      if (error instanceof SheetReadError) {
        toast('error', error.message);
        return { rows: [], errors: [] };
      }
      throw error;
    }
  };

  return (
    <section>
      <h1 className="h4 mb-3">Carga Nómina</h1>
      <SpreadsheetPicker
        inputId="archivo-nomina"
        label="Nómina exportada desde su sistema (.xls, .xlsx, .csv): estado en la columna 1, folio en la 5, rut cliente en la 10 y rut deudor en la 12, desde la fila 11"
        action={sending ? 'Enviando...' : 'Confirmar Envío'}
        onFile={setFile}
        onAction={() => void confirm()}
        busy={sending}
      />
      <RowErrors title="Filas no consideradas" errors={rowErrors.map((e) => `Fila ${e.fila}: ${e.mensaje}`)} />
      {result ? (
        <div className="alert alert-info" role="status" data-testid="nomina-resultado">
          {result}
        </div>
      ) : null}
    </section>
  );
}
