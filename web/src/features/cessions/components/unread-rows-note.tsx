import { useState } from 'react';
import { Modal } from '@web/components/ui/modal';
import { formatDateTime } from '@web/lib/format';
import { useFilasSiiNoLeidas } from '../api/get-filas-sii-no-leidas';
import type { CessionList } from '@web/lib/cessions/get-cesiones';
import { unreadRowsText } from '../model/unread-rows-text';

/**
 * 'N filas del SII no se pudieron leer': shown above a cession list when the latest refresh met rows of this screen's
 * SII answers it could not read; it opens their list (Archivo, Línea, the Tipo, Folio and Cedente the row still
 * shows, Campo, Motivo) so the analyst knows which cessions may be missing. Nothing shows when every row was read.
 */
export function UnreadRowsNote({
  rutFactoring,
  list,
  allowed,
}: {
  rutFactoring: string;
  list: CessionList;
  allowed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const query = useFilasSiiNoLeidas(rutFactoring, list, allowed);
  const data = query.data;
  if (!data || data.total === 0) return null;
  return (
    <>
      <div className="alert alert-warning py-1 px-2 small d-inline-flex align-items-center gap-2 mb-2" role="status">
        <span>⚠</span>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          onClick={() => setOpen(true)}
          data-testid="unread-rows-note"
        >
          {unreadRowsText(data.total)}
        </button>
      </div>
      {open ? (
        <Modal title="Filas del SII que no se pudieron leer" size="xl" onClose={() => setOpen(false)}>
          <p className="small text-muted">
            Actualización del {data.fecha ? formatDateTime(data.fecha) : '-'}. Estas filas venían en las respuestas del
            SII pero tienen datos que no se pudieron leer; las cesiones que describen pueden faltar en la lista.
          </p>
          <div className="table-responsive" style={{ maxHeight: '60vh' }}>
            <table className="table table-sm small" data-testid="unread-rows-table">
              <thead>
                <tr>
                  <th>Archivo</th>
                  <th>Línea</th>
                  <th>Tipo</th>
                  <th>Folio</th>
                  <th>Cedente</th>
                  <th>Campo</th>
                  <th>Motivo</th>
                </tr>
              </thead>
              <tbody>
                {data.filas.map((fila) => (
                  <tr key={`${fila.archivo}#${fila.linea}#${fila.campo ?? ''}`}>
                    <td className="text-break">{fila.archivo}</td>
                    <td>{fila.linea}</td>
                    <td>{fila.tipo ?? '-'}</td>
                    <td>{fila.folio ?? '-'}</td>
                    <td className="text-break">{fila.cedente ?? '-'}</td>
                    <td>{fila.campo ?? '(fila completa)'}</td>
                    <td>{fila.motivo}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
