import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CesionView } from '@domain/cession';
import type { AccionReclamo } from '@domain/reclamo/reclamo-dte';
import type { DteInput } from '@domain/wire/schema-types';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { CessionsScreen } from '../../features/cessions/components/cessions-screen';
import { CESSION_SCREENS } from '../../lib/cessions/cession-screens';
import { rechazarDte, type RechazoDteResultado } from '../../features/rechazo-dte/api/rechazar-dte';
import { rechazoDtes } from '../../features/rechazo-dte/model/rechazo-request';
import { RechazoModal } from '../../features/rechazo-dte/components/rechazo-modal';
import { RechazoResultsModal } from '../../features/rechazo-dte/components/rechazo-results-modal';

interface OwedCessionsScreenProps {
  /** The debtor company the user acts for. */
  rutFactoring: string;
  allowed: boolean;
}

/**
 * '/adeudadas' with 'Rechazar Dte' (core-platform §2 "A 'Rechazar Dte' button exists in one variant").
 * Our reading of that variant: the owed screen is the one a debtor company's user sees (the company is the DTE's
 * receptor, role 'deudor' in the cession lists); 'Rechazar Dte' lets it claim (reclamar) at the SII an invoice that
 * was ceded to a factoring, so the claim is on the registry's record and the factoring learns it from the DTE's events
 * at once. Each card's footer has the button over its selection ('Debe elegir por lo menos un documento' when none);
 * the confirmation says Rechazar, asks the claim type and expects 'eliminar'; then each document's SII answer is shown.
 * The server checks the company, the cesionesAdeudadas flag and that each document is owed.
 */
export function OwedCessionsScreen({ rutFactoring, allowed }: OwedCessionsScreenProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DteInput[] | null>(null);
  const [results, setResults] = useState<RechazoDteResultado[] | null>(null);
  const mutation = useMutation({
    mutationFn: ({ dtes, accion }: { dtes: DteInput[]; accion: AccionReclamo }) =>
      rechazarDte(rutFactoring, dtes, accion),
    onSuccess: (answer) => {
      setPending(null);
      setResults(answer);
    },
    onError: (error) => toast('error', userMessage(error, 'No fue posible rechazar los documentos')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cesiones'] }),
  });

  const rechazar = (selected: CesionView[]) => {
    const request = rechazoDtes(selected);
    if (request.ok) setPending(request.dtes);
    else toast('error', request.message);
  };

  return (
    <>
      <CessionsScreen
        screen={CESSION_SCREENS.adeudadas}
        rutFactoring={rutFactoring}
        allowed={allowed}
        cardActions={(selected) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={mutation.isPending}
            onClick={() => rechazar(selected)}
          >
            Rechazar Dte
          </button>
        )}
      />
      {pending ? (
        <RechazoModal
          count={pending.length}
          busy={mutation.isPending}
          onConfirm={(accion) => mutation.mutate({ dtes: pending, accion })}
          onClose={() => setPending(null)}
        />
      ) : null}
      {results ? <RechazoResultsModal results={results} onClose={() => setResults(null)} /> : null}
    </>
  );
}
