import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayRut } from '@domain/es-cl-format';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { useSearchClients } from '../api/search-clients';
import { CLIENT_TAB_SHORTCUTS, clientTabPath } from '../model/client-tab-shortcuts';
import { noClientsFoundMessage } from '../model/client-search-messages';
import { filterClients, type ClientSearchItem } from '../model/filter-clients';

/** Results listed at once; typing narrows the rest. */
const SHOWN_RESULTS = 50;

/** The SII password indicator of a result (core-platform §2): green when the clave works, red otherwise. */
function PasswordIndicator({ valid }: { valid: boolean }) {
  return valid ? (
    <span className="badge text-bg-success" title="La clave SII del cliente funciona">
      Clave SII OK
    </span>
  ) : (
    <span className="badge text-bg-danger" title="La clave SII del cliente no funciona o no fue registrada">
      Clave SII con error
    </span>
  );
}

function ResultRow({ client, onOpen }: { client: ClientSearchItem; onOpen: (path: string) => void }) {
  return (
    <li className="list-group-item" data-testid="client-search-result">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="fw-semibold">{client.razonsocial || 'Sin razón social'}</span>
        <span className="text-muted small">{displayRut(client.rut)}</span>
        <span className="ms-auto">
          <PasswordIndicator valid={client.passwordValida} />
        </span>
      </div>
      <div className="d-flex flex-wrap gap-1">
        {CLIENT_TAB_SHORTCUTS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => onOpen(clientTabPath(client.rut, tab))}
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * The client search of ctrl/cmd+K (core-platform §2 "Admin search modal", §8): the selected factoring's clients
 * (GET clientes-search) filtered by name and RUT as the user types, each with its SII password indicator and the
 * shortcut buttons to the client detail tabs (which open the tab and close the search). Escape closes it and Tab
 * stays inside (the shared Modal).
 */
export function ClientSearchModal({ rutFactoring, onClose }: { rutFactoring: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const clients = useSearchClients(rutFactoring);
  const matches = useMemo(() => filterClients(clients.data ?? [], text), [clients.data, text]);

  function open(path: string) {
    onClose();
    navigate(path);
  }

  return (
    <Modal title="Buscar cliente" onClose={onClose} size="lg">
      <label htmlFor="client-search-text" className="visually-hidden">
        Buscar por razón social o RUT
      </label>
      <input
        id="client-search-text"
        className="form-control mb-3"
        placeholder="Buscar por razón social o RUT"
        autoComplete="off"
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {clients.isPending ? <Spinner /> : null}
      {clients.error ? (
        <div className="alert alert-danger" role="alert">
          {clients.error.message}
        </div>
      ) : null}
      {clients.data && matches.length === 0 ? (
        <p className="text-muted" role="status">
          {noClientsFoundMessage(text.trim())}
        </p>
      ) : null}
      {matches.length > 0 ? (
        <>
          <ul className="list-group">
            {matches.slice(0, SHOWN_RESULTS).map((client) => (
              <ResultRow key={client.rut} client={client} onOpen={open} />
            ))}
          </ul>
          {matches.length > SHOWN_RESULTS ? (
            <p className="small text-muted mt-2 mb-0">
              Mostrando {SHOWN_RESULTS} de {matches.length} clientes: escriba más para acotar la búsqueda.
            </p>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
