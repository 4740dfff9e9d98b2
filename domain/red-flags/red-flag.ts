/**
 * Red flags on cessions (beyond the spec): the rules, their Spanish labels and the shape a flag
 * is stored with (CessionRecord.alertas) and returned by the API (Cesion.alertas, schema.graphql).
 */

/** The rules, in the order the screens list them. */
export const RED_FLAG_RULES = [
  'NOTA_CREDITO_PREVIA',
  'RECLAMO_PREVIO',
  'VENCIDO_AL_CEDER',
  'MONTO_SOBRE_TOTAL',
  'CESION_DUPLICADA',
  'DEUDOR_RECLAMADOR',
] as const;

/** One rule's id. */
export type RedFlagRule = (typeof RED_FLAG_RULES)[number];

/** A raised flag: the rule and why, in Spanish, with the dates and amounts that decided it. */
export interface RedFlag {
  regla: RedFlagRule;
  motivo: string;
}

/** Short Spanish name of each rule (the badge and the by-rule filter). */
export const RED_FLAG_LABELS: Readonly<Record<RedFlagRule, string>> = {
  NOTA_CREDITO_PREVIA: 'Nota de crédito antes de ceder',
  RECLAMO_PREVIO: 'Reclamado antes de ceder',
  VENCIDO_AL_CEDER: 'Vencido al ceder',
  MONTO_SOBRE_TOTAL: 'Monto cedido sobre el total',
  CESION_DUPLICADA: 'Cedido nuevamente a otro',
  DEUDOR_RECLAMADOR: 'Deudor con muchos reclamos',
};

/** True when the text is one of {@link RED_FLAG_RULES}. */
export function isRedFlagRule(value: unknown): value is RedFlagRule {
  return typeof value === 'string' && (RED_FLAG_RULES as readonly string[]).includes(value);
}

/**
 * The flags of a cession as one text: 'Label: motivo' joined by ' | ' ('' without flags), for export cells and
 * screen-reader labels.
 */
export function redFlagsText(alertas: readonly RedFlag[]): string {
  return alertas.map((flag) => `${RED_FLAG_LABELS[flag.regla]}: ${flag.motivo}`).join(' | ');
}
