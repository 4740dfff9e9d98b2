import { countText, formatClp, formatPercentOne } from '../../es-cl-format';
import { factoringConcentrationView } from '../../client-db/views/factoring-concentration-view';
import type { Fact } from '../assistant-port';
import { toolLink } from '../tool-link';
import { periodFact, type ToolContext, type ToolOutput } from './tool-context';

/** Factorings listed by name in the answer (the rest are in the tab). */
export const LISTED_FACTORINGS = 5;

/**
 * 'Factorings con los que opera': the client's cessions grouped by factoring in the window, largest amount first
 * (factoringConcentrationView, the Cesiones tab's 'Concentración por Factoring').
 */
export function factoringsTool({ reader, window }: ToolContext): ToolOutput {
  const rows = factoringConcentrationView(reader, window);
  const count = countText(rows.length, 'factoring', 'factorings');
  const listed = rows.slice(0, LISTED_FACTORINGS).map((row): Fact => ({
    label: row.factoring,
    text: `${formatClp(row.montoCedido)} (${formatPercentOne(row.participacion)}, ${countText(row.cantidadCesiones, 'cesión', 'cesiones')})`,
  }));
  const facts = [periodFact(window), { label: 'Factorings', text: count }, ...listed];
  const summary =
    rows.length === 0
      ? `Del ${window.texto} el cliente no registra cesiones a factorings.`
      : `Del ${window.texto} el cliente operó con ${count}: ` +
        `${listed.map((fact) => `${fact.label} ${fact.text}`).join('; ')}.`;
  return { summary, facts, link: toolLink(reader.clientRut, 'cesiones', window) };
}
