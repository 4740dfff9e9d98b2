import { useState } from 'react';
import type { CesionView } from '@domain/cession';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { CessionsScreen } from '../../features/cessions/components/cessions-screen';
import { EnvioProgressBar } from '../../features/cession-actions/components/envio-progress-bar';
import { envioProgress } from '../../lib/cessions/envio-progress';
import { CESSION_SCREENS, type CessionScreen } from '../../lib/cessions/cession-screens';
import { cesionMasiva } from '../../features/cession-actions/api/cesion-masiva';
import { useFactoringsToGive } from '@web/lib/recesionarios/get-factorings-to-give';
import { useCessionAction } from '../../features/cession-actions/hooks/use-cession-action';
import { checkGridCession } from '../../features/cession-actions/model/cesion-masiva-payload';
import { RecesionConfirmModal } from '../../features/cession-actions/components/recesion-confirm-modal';
import { AecErrorModal } from '../../features/cession-actions/components/aec-error-modal';
import { LiveEnviosProvider } from '../../components/cessions/cesion-envio-badge';
import { EnviosAecPanel } from '../../features/cession-actions/components/envios-aec-panel';
import { RecesionarioSelect } from '../../features/cession-actions/components/recesionario-select';
import type { CesionMasivaInput } from '@domain/wire/schema-types';

/**
 * Which documents the grid lists. core-platform §2 says the grid "uses the assigned documents grid grouped by
 * assignee", but a factoring can only re-assign what it holds, and the spec itself fetches the list type 'grilla'
 * as acquired (§4 "Lists"), lets only documents with an estadoCesion be re-assigned and hides re-assigned ones
 * behind Mostrar Recesiones (§4, §5): all of these are the acquired documents. Grouped by their assignee every
 * acquired document would fall in one card (the factoring itself), so the cards are the acquired screen's, by
 * cedente (the client who ceded them), each with its select-all.
 */
const GRID_SCREEN: CessionScreen = {
  ...CESSION_SCREENS.adquiridas,
  title: 'Cesión masiva desde grilla',
  permission: 'cederPorGrilla',
};

/** A confirmed check of the grid waiting for 'receder', and how to take its rows out of their card's selection. */
interface PendingRecesion {
  payload: CesionMasivaInput;
  cedible: CesionView[];
  excluded: CesionView[];
  unselect: () => void;
}

/**
 * '/cesion-masiva-grilla' (core-platform §2 "Mass assignment", §4, §5, §6): the acquired documents in cards with
 * select-all, 'Mostrar Recesiones', the rows that cannot be re-ceded explained ('Dte recedido', 'No fue posible
 * descargar XML AEC desde el SII'), the recessionary dropdown, a 'Confirmar Envio' button in each card's footer over
 * its selection (the §5 messages when the form is not ready), the 'Confirmar Recesiones' modal (typing 'receder')
 * listing the documents it will send, then cesionMasivaGrilla with them; the toast on 200, otherwise the error modal.
 * Once the server took the envío, the confirmed rows leave their card's selection, and the list read again keeps the
 * rest as the user left it. Each row then shows
 * its envío state as it changes, the overall progress of the last envío shows ('12 de 40 aceptadas'), the error modal
 * opens by itself when the SII rejects one, and the 'Envíos al SII' panel lists the factoring's recent envíos.
 */
export function CesionMasivaGrillaPage({ rutFactoring, allowed }: { rutFactoring: string; allowed: boolean }) {
  const toast = useToast();
  const recesionarios = useFactoringsToGive(rutFactoring);
  const [rutCesionario, setRutCesionario] = useState('');
  const [pending, setPending] = useState<PendingRecesion | null>(null);
  const action = useCessionAction(rutFactoring);
  const recesionario = recesionarios.data?.find((candidate) => candidate.rut === pending?.payload.rutCesionario);

  const confirmEnvio = (selected: CesionView[], unselect: (ids: readonly string[]) => void) => {
    const check = checkGridCession(rutCesionario, selected);
    if (check.ok) setPending({ ...check, unselect: () => unselect(selected.map((cesion) => cesion.id)) });
    else toast('error', check.message);
  };
  const send = async ({ payload, unselect }: PendingRecesion) => {
    // Once the server took the envío, what the user confirmed leaves the card's selection: a second Confirmar Envio
    // sends only what the user selects again.
    if (await action.run(() => cesionMasiva(rutFactoring, payload, 'grilla'))) unselect();
    setPending(null);
  };

  return (
    <LiveEnviosProvider envios={action.live}>
      <CessionsScreen
        screen={GRID_SCREEN}
        rutFactoring={rutFactoring}
        allowed={allowed}
        toolbar={
          <>
            <EnvioProgressBar progress={envioProgress(action.followed)} />
            <EnviosAecPanel rutFactoring={rutFactoring} />
            <RecesionarioSelect rutFactoring={rutFactoring} value={rutCesionario} onChange={setRutCesionario} />
            <p className="small text-muted">
              Elija el factoring, seleccione los documentos y presione Confirmar Envio en el pie de cada tarjeta.
            </p>
          </>
        }
        cardActions={(selected, unselect) => (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={action.busy}
            onClick={() => confirmEnvio(selected, unselect)}
          >
            Confirmar Envio
          </button>
        )}
      />
      {pending ? (
        <RecesionConfirmModal
          cedible={pending.cedible}
          excluded={pending.excluded}
          recesionario={
            recesionario
              ? `${recesionario.razonSocial} (${displayRut(recesionario.rut)})`
              : displayRut(pending.payload.rutCesionario)
          }
          busy={action.busy}
          onConfirm={() => void send(pending)}
          onClose={() => setPending(null)}
        />
      ) : null}
      {action.showProblems ? (
        <AecErrorModal problems={action.problems} sent={action.sent} onClose={action.dismissProblems} />
      ) : null}
    </LiveEnviosProvider>
  );
}
