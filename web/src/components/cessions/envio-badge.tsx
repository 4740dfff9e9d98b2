import { envioTone } from '../../lib/cessions/envio-aec';
import type { EnvioAec } from '@domain/wire/schema-types';

/**
 * The envío state of a document as a small badge: the server's etiqueta ('Enviado al SII',
 * 'Aceptado', 'Rechazado: ...') in info, success or danger; the TRACKID and upload instant in its tooltip.
 * Nothing when the platform sent no AEC for the document.
 */
export function EnvioBadge({ envio }: { envio: EnvioAec | null }) {
  if (!envio) return null;
  const detail = [
    envio.tipoAccion === 'devolucion' ? 'Devolución' : 'Cesión',
    envio.trackId ? `TRACKID ${envio.trackId}` : null,
    envio.enviadoEn,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <span
      className={`badge text-bg-${envioTone(envio.estado)} text-wrap text-start`}
      style={{ lineHeight: 1.3 }}
      title={detail}
      data-testid="envio-badge"
    >
      {envio.etiqueta}
    </span>
  );
}
