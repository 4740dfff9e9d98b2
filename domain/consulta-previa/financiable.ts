/**
 * The '¿Financiable?' verdict of a document before a factoring buys it (beyond the spec): Sí, Con
 * reparos or No, with the reasons behind it. It weighs the registry (ceded to someone else is double financing:
 * No), the SII's cedibility answer (RECLAMO manual codResp 20-25), the debtor's events (claims RCD/RFP/RFT and an
 * annulment credit note NCA: No; a reducing credit note ENC: Con reparos), the 8-day claim window counted from the
 * SII reception (core-platform §4, §9; Ley 19.983) and the debtor's claim rate among the factoring's own cessions.
 * Pure: the caller gathers the findings and the clock.
 */
import { daysSinceInChile } from '../chile-time';
import { EVENT_DESCRIPTIONS, type EventCode } from '../event-codes';
import { ACCEPTANCE_LAPSE_DAYS, faltanDiasText } from '../events';
import { countText, displayRut, formatFecha } from '../es-cl-format';
import type { DocumentFindings, RegistryFinding } from './findings';
import { ACCEPTANCE_CODES, CLAIM_CODES, firstEvent } from './glosa-cedible';

/**
 * The verdict when the SII did not say whether the document was already ceded: a previous cession cannot be ruled
 * out, so neither Sí nor Con reparos may stand.
 */
export const SIN_INFORMACION = 'Sin información (SII no respondió)';

/** The verdicts, worst last. */
export type Financiable = 'Sí' | 'Con reparos' | typeof SIN_INFORMACION | 'No';

/** How much one reason weighs: 'ok' supports financing, 'reparo' calls for a review, 'no' rules it out. */
export type Nivel = 'ok' | 'reparo' | 'no';

/** One reason, in Spanish. */
export interface Motivo {
  nivel: Nivel;
  texto: string;
}

/** The verdict and every reason, the heaviest first. */
export interface Veredicto {
  financiable: Financiable;
  motivos: Motivo[];
}

/** A debtor who claimed more than this share of the factoring's documents of it calls for a review (exclusive). */
export const DEUDOR_CLAIM_RATE_THRESHOLD = 0.2;
/** Fewer documents than this say nothing about a debtor. */
export const MIN_DEUDOR_DOCUMENTS = 5;

const VERDICT: Record<Nivel, Financiable> = { ok: 'Sí', reparo: 'Con reparos', no: 'No' };
const WEIGHT: Record<Nivel, number> = { ok: 0, reparo: 1, no: 2 };

/**
 * The verdict: No when any reason is 'no'; otherwise {@link SIN_INFORMACION} when the SII's cession registry could not
 * be read (HTTP errors, no answer: a previous cession is not ruled out); otherwise Con reparos when any reason is
 * 'reparo', else Sí. Reasons:
 * - registry: not ceded (ok); held by this factoring (reparo: it is already its own); ceded to another holder (no);
 *   ceded with the holder unreadable, or the registry unreadable (reparo);
 * - cedibility: 20 type not cedible, 21 annulled by a credit note within 8 days, 24 claimed (no); 22 no claim or
 *   receipt record (reparo); 23 and 25 cedible (ok); any other code or no answer (reparo);
 * - events: each of RCD, RFP, RFT (no, with its date); NCA (no); ENC (reparo); ACD/ERM (ok); no list (reparo);
 * - window, when neither accepted nor claimed: reception unknown (reparo); whole days elapsed in Chile <= 8
 *   (reparo, 'faltan N días'); more than 8 (ok);
 * - debtor: at least {@link MIN_DEUDOR_DOCUMENTS} documents and a claim share above
 *   {@link DEUDOR_CLAIM_RATE_THRESHOLD} (reparo); otherwise ok (or nothing when the debtor is unknown).
 * @throws RangeError when fechaRecepcion is not a valid date.
 */
export function financiable(findings: DocumentFindings, now: Date): Veredicto {
  const motivos = [
    registryReason(findings.registro, findings.rutFactoring),
    ...cedibleReasons(findings),
    ...eventReasons(findings),
    ...windowReasons(findings, now),
    ...deudorReasons(findings),
  ].sort((a, b) => WEIGHT[b.nivel] - WEIGHT[a.nivel]);
  const worst = motivos[0]?.nivel ?? 'ok';
  if (worst !== 'no' && findings.registro.kind === 'desconocido') return { financiable: SIN_INFORMACION, motivos };
  return { financiable: VERDICT[worst], motivos };
}

function registryReason(registro: RegistryFinding, rutFactoring: string): Motivo {
  switch (registro.kind) {
    case 'no-cedido':
      return { nivel: 'ok', texto: 'Sin cesiones en el registro del SII' };
    case 'cedido':
      if (registro.tenedor === rutFactoring)
        return { nivel: 'reparo', texto: 'Ya cedido a este factoring: es parte de su cartera' };
      return {
        nivel: 'no',
        texto: registro.tenedor
          ? `Cedido a otro cesionario (${displayRut(registro.tenedor)})`
          : 'Cedido a otro cesionario',
      };
    case 'cedido-sin-tenedor':
      return { nivel: 'reparo', texto: 'Cedido: no fue posible verificar el tenedor en el SII' };
    case 'desconocido':
      return { nivel: 'reparo', texto: 'No fue posible consultar el registro de cesiones del SII' };
  }
}

const CEDIBLE_REASONS: Readonly<Record<number, Motivo>> = {
  20: { nivel: 'no', texto: 'Tipo de documento no cedible (SII 20)' },
  21: { nivel: 'no', texto: 'Anulado por nota de crédito dentro de los 8 días (SII 21)' },
  22: { nivel: 'reparo', texto: 'Sin registro de reclamo ni de recibo de mercaderías (SII 22)' },
  23: { nivel: 'ok', texto: 'Cedible, sin reclamos (SII 23)' },
  24: { nivel: 'no', texto: 'No cedible: reclamado por el receptor (SII 24)' },
  25: { nivel: 'ok', texto: 'Cedible: pasados 8 días se entiende dado el acuse de recibo (SII 25)' },
};

function cedibleReasons({ cedible }: DocumentFindings): Motivo[] {
  if (!cedible) return [{ nivel: 'reparo', texto: 'No fue posible consultar la cedibilidad en el SII' }];
  return [
    CEDIBLE_REASONS[cedible.codResp] ?? {
      nivel: 'reparo',
      texto: `El SII no informa cedibilidad: ${cedible.descResp} (SII ${cedible.codResp})`,
    },
  ];
}

function eventReasons({ eventos }: DocumentFindings): Motivo[] {
  if (eventos === null) return [{ nivel: 'reparo', texto: 'Sin información de eventos del SII' }];
  const reasons: Motivo[] = [];
  for (const code of CLAIM_CODES) {
    const claim = firstEvent(eventos, [code]);
    if (claim)
      reasons.push({
        nivel: 'no',
        texto: `Reclamo del deudor: ${EVENT_DESCRIPTIONS[code]} (${formatFecha(claim.fecha.slice(0, 10))})`,
      });
  }
  if (firstEvent(eventos, ['NCA'])) reasons.push({ nivel: 'no', texto: 'Anulado por nota de crédito (NCA)' });
  if (firstEvent(eventos, ['ENC'])) reasons.push({ nivel: 'reparo', texto: 'Rebajado por nota de crédito (ENC)' });
  const accepted = firstEvent(eventos, ACCEPTANCE_CODES);
  if (accepted)
    reasons.push({ nivel: 'ok', texto: `Aceptado por el deudor: ${EVENT_DESCRIPTIONS[accepted.codigo as EventCode]}` });
  return reasons;
}

function windowReasons({ eventos, fechaRecepcion }: DocumentFindings, now: Date): Motivo[] {
  if (firstEvent(eventos, [...ACCEPTANCE_CODES, ...CLAIM_CODES])) return [];
  if (fechaRecepcion === null) {
    return [
      {
        nivel: 'reparo',
        texto: `Sin fecha de recepción en el SII: no se puede contar el plazo de ${ACCEPTANCE_LAPSE_DAYS} días`,
      },
    ];
  }
  const elapsed = daysSinceInChile(fechaRecepcion, now);
  if (elapsed > ACCEPTANCE_LAPSE_DAYS) {
    return [{ nivel: 'ok', texto: `Plazo de reclamo de ${ACCEPTANCE_LAPSE_DAYS} días vencido sin reclamos` }];
  }
  const left = Math.max(0, ACCEPTANCE_LAPSE_DAYS - elapsed);
  return [
    {
      nivel: 'reparo',
      texto:
        left === 0
          ? 'Plazo de reclamo abierto: hoy es el último día'
          : `Plazo de reclamo abierto: ${faltanDiasText(left).toLowerCase()}`,
    },
  ];
}

function deudorReasons({ deudor }: DocumentFindings): Motivo[] {
  if (!deudor) return [];
  const { documentos, reclamados } = deudor;
  if (documentos < MIN_DEUDOR_DOCUMENTS) {
    return [
      {
        nivel: 'ok',
        texto: `Historial del deudor insuficiente: ${countText(documentos, 'documento', 'documentos')} en su cartera`,
      },
    ];
  }
  const share = reclamados / documentos;
  const texto = `El deudor reclamó ${reclamados} de ${countText(documentos, 'documento', 'documentos')} de su cartera (${Math.round(share * 100)} %)`;
  return [{ nivel: share > DEUDOR_CLAIM_RATE_THRESHOLD ? 'reparo' : 'ok', texto }];
}
