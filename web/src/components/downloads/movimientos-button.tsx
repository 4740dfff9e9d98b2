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
  return (
    <>
      <button type="button" className="btn btn-outline-secondary btn-sm py-0 px-1" onClick={() => setOpen(true)}>
        Mvtos.
      </button>
      {open ? <MovimientosModal cesion={cesion} rutFactoring={rutFactoring} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The open modal of {@link MovimientosButton}, which reads the history: the query lives here, so the button of each of
 * the thousand rows a list draws holds no query until it is opened (a second opening within the query's staleTime
 * shows the cached answer).
 */
function MovimientosModal({
  cesion,
  rutFactoring,
  onClose,
}: {
  cesion: CesionView;
  rutFactoring: string;
  onClose: () => void;
}) {
  const key = documentKey(cesion, rutFactoring);
  const query = useMovimientos({
    folio: key.folio,
    rutEmisor: key.rutEmisor,
    tipoDocumento: key.tipo,
    rutFactoring,
    rznEmisor: cesion.emisor.razonSocial,
  });
  return (
    <Modal title={`Movimientos folio ${cesion.folio}`} onClose={onClose}>
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
  );
}
