import { Link } from 'react-router';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';

/** Why a debtor company's user finds no client here, in the screen's Spanish. */
export const DEUDOR_RADAR_NOTE =
  'El radar de clientes es para factorings: muestra los clientes cuyas facturas el factoring compra. Su empresa usa Radar Cesiones como deudor, por lo que no tiene clientes que mostrar aquí.';

/**
 * The note of the client dashboard for a debtor company's user: the one whose flags in the selected company grant the
 * owed view (cesionesAdeudadas, core-platform §2 post-login rule and §6), with a link to the documents it owes.
 * Nothing for a factoring's user.
 */
export function DeudorRadarNote() {
  if (!useFactoringFlags()?.cesionesAdeudadas) return null;
  return (
    <div className="alert alert-info" role="note" data-testid="deudor-radar-note">
      {DEUDOR_RADAR_NOTE} Los documentos que su empresa debe están en <Link to="/adeudadas">Cesiones adeudadas</Link>.
    </div>
  );
}
