import { useState } from 'react';
import type { CesionView } from '@domain/cession';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { useMovimientos } from '../../lib/downloads/get-movimientos';
import { documentKey } from '../../lib/downloads/document-key';

/** Shown in the modal when the event history cannot be read. */
export const MOVIMIENTOS_ERROR = 'No fue posible obtener los movimientos del documento';

/**
 * 'Mvtos.' button of a document (core-platform §2, §7 getMovimientos): opens a modal with the event history
 * HTML the server renders. The HTML is shown in a sandboxed frame (no scripts, no access to the app).
 */
export function MovimientosButton({ cesion, rutFactoring }: { cesion: CesionView; rutFactoring: string }) {
  const [open, setOpen] = useState(false);
  const key = documentKey(cesion, rutFactoring);
  const query = useMovimientos(
    {
      folio: key.folio,
      rutEmisor: key.rutEmisor,
      tipoDocumento: key.tipo,
      rutFactoring,
      rznEmisor: cesion.emisor.razonSocial,
    },
    open,
  );
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm py-0 px-1" onClick={() => setOpen(true)}>
        Mvtos.
      </button>
      {open ? (
        <Modal title={`Movimientos folio ${cesion.folio}`} onClose={() => setOpen(false)}>
          {query.isPending ? <Spinner /> : null}
          {query.isError ? (
            <div className="alert alert-danger" role="alert">
              {MOVIMIENTOS_ERROR}
            </div>
          ) : null}
          {query.data !== undefined ? (
            <iframe
              title={`Movimientos folio ${cesion.folio}`}
              srcDoc={query.data}
              sandbox=""
              className="w-100 border-0"
              style={{ height: '60vh' }}
            />
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
