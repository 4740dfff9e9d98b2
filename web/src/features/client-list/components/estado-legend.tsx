import { ESTADO_LEGEND } from '@web/components/ui/estado-tone';

/** The legend of the Estado column's badges (colours of client-radar.md §3). */
export function EstadoLegend() {
  return (
    <ul className="list-inline small mb-2" aria-label="Leyenda de estados" data-testid="estado-legend">
      {ESTADO_LEGEND.map(({ badge, label, text }) => (
        <li key={label} className="list-inline-item me-3">
          <span className={`badge ${badge} me-1`}>{label}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
