import { useState } from 'react';
import type { CesionView } from '@domain/cession';
import type { DteInput } from '@domain/wire/schema-types';
import { useToast } from '@web/components/ui/toasts';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';
import { CessionsScreen } from '../../features/cessions/components/cessions-screen';
import { CESSION_SCREENS } from '../../lib/cessions/cession-screens';
import { devolverCesiones } from '../../features/cession-actions/api/devolver-cesiones';
import { useCessionAction } from '../../features/cession-actions/hooks/use-cession-action';
import { checkDevolucion } from '../../features/cession-actions/model/devolucion';
import { AecErrorModal } from '../../features/cession-actions/components/aec-error-modal';
import { LiveEnviosProvider } from '../../components/cessions/cesion-envio-badge';
import { DevolucionModal } from '../../features/cession-actions/components/devolucion-modal';
import { AcquiredCampaign } from '../../features/campaigns/components/acquired-campaign';

interface AcquiredCessionsScreenProps {
  rutFactoring: string;
  allowed: boolean;
}

/**
 * '/cesion-adquiridas' with the return (devolución) of core-platform §2, §5, §6: users with devolverCesion get a
 * 'Devolver' button in each card's footer; it refuses an empty selection ('Debe elegir por lo menos un documento')
 * and a re-assigned document ('Uno o mas de lo dtes seleccionado ya se encuentra recedido'), then asks
 * 'Confirmar Devolucion de Cesiones' (typing 'devolver') and calls devolverCesiones. The server checks the flag
 * too. The action's state lives here, above the cards, because the cards restart when the list refetches. The returned
 * documents' badges follow their envío live, and the error modal opens by itself when the SII rejects one. The
 * campaign due for the user (or forced by `?force_campaign=N`) opens over the list (core-platform §1, §6).
 */
export function AcquiredCessionsScreen({ rutFactoring, allowed }: AcquiredCessionsScreenProps) {
  const toast = useToast();
  const canReturn = useFactoringFlags()?.devolverCesion ?? false;
  const action = useCessionAction(rutFactoring, canReturn);
  const [pending, setPending] = useState<DteInput[] | null>(null);

  const devolver = (selected: CesionView[]) => {
    const check = checkDevolucion(selected);
    if (check.ok) setPending(check.dtes);
    else toast('error', check.message);
  };
  const send = async (dtes: DteInput[]) => {
    await action.run(() => devolverCesiones(rutFactoring, dtes));
    setPending(null);
  };

  return (
    <LiveEnviosProvider envios={action.live}>
      <CessionsScreen
        screen={CESSION_SCREENS.adquiridas}
        rutFactoring={rutFactoring}
        allowed={allowed}
        cardActions={
          canReturn
            ? (selected) => (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={action.busy}
                  onClick={() => devolver(selected)}
                >
                  Devolver
                </button>
              )
            : undefined
        }
      />
      {pending ? (
        <DevolucionModal
          count={pending.length}
          busy={action.busy}
          onConfirm={() => void send(pending)}
          onClose={() => setPending(null)}
        />
      ) : null}
      {action.showProblems ? (
        <AecErrorModal problems={action.problems} sent={action.sent} onClose={action.dismissProblems} />
      ) : null}
      {allowed ? <AcquiredCampaign rutFactoring={rutFactoring} /> : null}
    </LiveEnviosProvider>
  );
}
