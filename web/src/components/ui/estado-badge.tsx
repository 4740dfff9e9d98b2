import { estadoBadgeClass } from './estado-tone';

/** The SII password state of a company as a coloured badge (client-radar.md §3); '-' when unknown. */
export function EstadoBadge({ estado }: { estado: string | null }) {
  return <span className={`badge ${estadoBadgeClass(estado)}`}>{estado?.trim() || '-'}</span>;
}
