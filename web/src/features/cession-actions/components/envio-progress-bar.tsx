import { countText } from '@domain/es-cl-format';
import type { EnvioProgress } from '@web/lib/cessions/envio-progress';

/** Share of `part` in `total` as a CSS width. */
const width = (part: number, total: number) => `${(part / total) * 100}%`;

/**
 * The overall progress of a mass cession's envíos ('12 de 40 aceptadas'): a bar with the accepted part in green and
 * those rejected or failed in red, then the counts in words; announced politely as it changes. Nothing without envíos.
 */
export function EnvioProgressBar({ progress }: { progress: EnvioProgress }) {
  const { total, aceptadas, sinEfecto, enCurso } = progress;
  if (total === 0) return null;
  const parts = [
    sinEfecto > 0 ? countText(sinEfecto, 'rechazada o fallida', 'rechazadas o fallidas') : null,
    enCurso > 0 ? `${enCurso.toLocaleString('es-CL')} en curso` : null,
  ].filter(Boolean);
  return (
    <div className="mb-3" data-testid="envio-progress">
      <div className="progress-stacked mb-1" aria-hidden="true">
        <div className="progress" style={{ width: width(aceptadas, total) }}>
          <div className="progress-bar bg-success" />
        </div>
        <div className="progress" style={{ width: width(sinEfecto, total) }}>
          <div className="progress-bar bg-danger" />
        </div>
      </div>
      <p className="small mb-0" role="status" data-testid="envio-progress-text">
        {aceptadas.toLocaleString('es-CL')} de {total.toLocaleString('es-CL')} aceptadas
        {parts.length > 0 ? ` · ${parts.join(' · ')}` : ''}
      </p>
    </div>
  );
}
