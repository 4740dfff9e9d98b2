/**
 * The aging of a held document in 'Cartera': how many Chile calendar days are left until its
 * fechaVencimiento, or how many have passed since it, grouped in the six tramos the risk desk reads.
 */
import { daysBetween, todayInChile } from '../chile-time';

/** The tramos in the order the screen and the export list them; 'sinVencimiento' for a document without due date. */
export const AGING_BUCKETS = [
  'porVencer0a30',
  'porVencer31a60',
  'porVencerMas60',
  'vencido1a30',
  'vencido31a60',
  'vencidoMas60',
  'sinVencimiento',
] as const;

/** One tramo's id. */
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Spanish label of each tramo. */
export const AGING_LABELS: Readonly<Record<AgingBucket, string>> = {
  porVencer0a30: 'Por vencer 0-30',
  porVencer31a60: 'Por vencer 31-60',
  porVencerMas60: 'Por vencer 60+',
  vencido1a30: 'Vencido 1-30',
  vencido31a60: 'Vencido 31-60',
  vencidoMas60: 'Vencido 60+',
  sinVencimiento: 'Sin vencimiento',
};

/** True when the text is one of {@link AGING_BUCKETS}. */
export function isAgingBucket(value: unknown): value is AgingBucket {
  return typeof value === 'string' && (AGING_BUCKETS as readonly string[]).includes(value);
}

/**
 * The tramo of a document at `now`: d = calendar days from today in Chile (America/Santiago, chile-time.ts) to
 * fechaVencimiento. Due today or later: d 0-30 'porVencer0a30', 31-60 'porVencer31a60', 61+ 'porVencerMas60'.
 * Past due: 1-30 days overdue 'vencido1a30', 31-60 'vencido31a60', 61+ 'vencidoMas60' (a document is overdue from
 * the day after its due date). No or unreadable date: 'sinVencimiento'.
 * @param fechaVencimiento 'yyyy-MM-dd' (Chile calendar day) or null.
 */
export function agingBucket(fechaVencimiento: string | null, now: Date): AgingBucket {
  if (!fechaVencimiento) return 'sinVencimiento';
  let left: number;
  try {
    left = daysBetween(todayInChile(now), fechaVencimiento);
  } catch {
    return 'sinVencimiento';
  }
  if (left >= 0) return left <= 30 ? 'porVencer0a30' : left <= 60 ? 'porVencer31a60' : 'porVencerMas60';
  const overdue = -left;
  return overdue <= 30 ? 'vencido1a30' : overdue <= 60 ? 'vencido31a60' : 'vencidoMas60';
}
