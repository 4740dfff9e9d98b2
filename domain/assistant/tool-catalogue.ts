/**
 * The assistant's tools as offered to an engine (client-radar.md §2 'Query assistant'): a Spanish description and the
 * JSON Schema of the arguments of each, all answered on the server by the views the client-detail screens use, over
 * the validated client's own database. No tool takes a RUT: the server binds the client.
 */
import type { ToolName, ToolSpec } from './assistant-port';

const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The month window every ranged tool takes (both optional; default the last 12 months). */
const WINDOW_PARAMETERS = {
  type: 'object',
  properties: {
    desde: { type: 'string', pattern: MONTH_PATTERN, description: 'Primer mes del período, yyyy-MM (inclusive).' },
    hasta: { type: 'string', pattern: MONTH_PATTERN, description: 'Último mes del período, yyyy-MM (inclusive).' },
  },
  additionalProperties: false,
} as const;

const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false } as const;

const spec = (name: ToolName, description: string, ranged = true): ToolSpec => ({
  name,
  description,
  parameters: ranged ? WINDOW_PARAMETERS : NO_PARAMETERS,
});

/** Every tool, in the order of the quick options and then the others. */
export const TOOL_SPECS: readonly ToolSpec[] = [
  spec(
    'tgrDebt',
    'Deuda fiscal del cliente en la Tesorería General de la República (TGR): monto total, pagos vencidos y convenios de pago vigentes.',
    false,
  ),
  spec(
    'factorings',
    'Factorings con los que opera el cliente: monto cedido a cada uno, su participación y el número de cesiones en el período.',
  ),
  spec(
    'crossSales',
    'Ventas cruzadas: contrapartes a las que el cliente vende y a la vez compra, con los totales de venta y compra del período.',
  ),
  spec('monthlyPurchases', 'Compras mensuales del cliente (libro de compras): total y cantidad de documentos por mes.'),
  spec('monthlySales', 'Ventas mensuales del cliente (libro de ventas): total y cantidad de documentos por mes.'),
  spec('cessions', 'Cesiones del cliente: monto vendido y monto cedido por mes, y el porcentaje cedido del período.'),
  spec(
    'claimsAndCreditNotes',
    'Reclamos y notas de crédito de las ventas del cliente: montos y cantidades del período y los deudores con más reclamos.',
  ),
  spec(
    'riskLevel',
    'Nivel de riesgo del cliente (bajo, medio o alto) con su puntaje y alertas, calculado sobre pagos, deuda fiscal y concentración.',
  ),
];

/** The spec of a tool, or undefined for a name that is not a tool. */
export function toolSpec(name: string): ToolSpec | undefined {
  return TOOL_SPECS.find((tool) => tool.name === name);
}

/** Each tool's title as the screens name it: the quick options of client-radar.md §2, then the others. */
export const TOOL_TITLES: Readonly<Record<ToolName, string>> = {
  tgrDebt: 'TGR',
  factorings: 'Factorings con los que opera',
  crossSales: 'Ventas cruzadas',
  monthlyPurchases: 'Compras mensuales',
  monthlySales: 'Ventas mensuales',
  cessions: 'Cesiones',
  claimsAndCreditNotes: 'Reclamos y notas de crédito',
  riskLevel: 'Nivel de riesgo',
};
