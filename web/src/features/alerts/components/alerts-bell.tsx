import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '@web/components/ui/use-dismiss';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { formatInChile } from '@web/lib/chile-time';
import { useAlertasUsuario } from '../api/get-alertas-usuario';
import { useMarcarAlertasLeidas } from '../api/marcar-alertas-leidas';
import { alertPath } from '../model/alert-path';
import type { Alerta } from '@domain/wire/schema-types';
import './alerts-bell.css';

/** The bell's glyph (a plain SVG: the app ships no icon font). */
function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  );
}

/**
 * One bell item: its title links to the document's screen searching its folio (model/alert-path.ts), and following
 * it marks the alert read and closes the dropdown; 'Marcar leída' marks it read in place.
 */
function AlertItem({ alerta, onRead, onOpen }: { alerta: Alerta; onRead: (id: string) => void; onOpen: () => void }) {
  const open = () => {
    if (!alerta.leida) onRead(alerta.id);
    onOpen();
  };
  return (
    <li
      className={`alerts-bell-item list-group-item ${alerta.leida ? '' : 'is-unread'}`}
      data-testid="alerts-bell-item"
    >
      <div className="d-flex gap-2">
        <div className="flex-grow-1">
          <Link
            to={alertPath(alerta)}
            className={`d-block link-body-emphasis ${alerta.leida ? '' : 'fw-semibold'}`}
            onClick={open}
          >
            {alerta.titulo}
          </Link>
          <div className="small text-muted">{alerta.detalle}</div>
          <div className="small text-muted">{formatInChile(new Date(alerta.creadaEn), 'dd/MM/yyyy HH:mm')}</div>
        </div>
        {alerta.leida ? null : (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-self-start text-nowrap"
            onClick={() => onRead(alerta.id)}
          >
            Marcar leída
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The header's bell: the unread count of the signed-in user's alerts for the selected factoring, and a
 * dropdown with the latest ones (each opens its document and marks itself read; mark one read, 'Marcar todas como
 * leídas') and the link 'Configurar alertas' to '/alertas'. Loads on sign-in; eventoBack alerts join it
 * (hooks/use-alert-push.ts). Escape or a click outside closes it.
 */
export function AlertsBell() {
  const { selected } = useSelectedCompany();
  const rutFactoring = selected?.rut ?? null;
  const bell = useAlertasUsuario(rutFactoring);
  const mark = useMarcarAlertasLeidas(rutFactoring ?? '');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  if (!rutFactoring) return null;
  const noLeidas = bell.data?.noLeidas ?? 0;
  const alertas = bell.data?.alertas ?? [];

  return (
    <div className="alerts-bell position-relative" ref={root}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm position-relative"
        aria-label={`Alertas: ${noLeidas} sin leer`}
        aria-expanded={open}
        data-testid="alerts-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {noLeidas > 0 ? (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
            data-testid="alerts-unread"
          >
            {noLeidas > 99 ? '99+' : noLeidas}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="header-popover header-popover-wide card shadow" role="dialog" aria-label="Alertas">
          <div className="card-header d-flex align-items-center gap-2">
            <span className="me-auto fw-semibold">Alertas</span>
            <button
              type="button"
              className="btn btn-link btn-sm p-0"
              disabled={noLeidas === 0 || mark.isPending}
              onClick={() => mark.mutate(null)}
            >
              Marcar todas como leídas
            </button>
          </div>
          {bell.isError ? <div className="alert alert-danger m-2 mb-0">No fue posible cargar las alertas.</div> : null}
          {alertas.length === 0 && bell.isSuccess ? <div className="p-3 text-muted small">No hay alertas.</div> : null}
          <ul className="list-group list-group-flush alerts-bell-list">
            {alertas.map((alerta) => (
              <AlertItem key={alerta.id} alerta={alerta} onRead={(id) => mark.mutate([id])} onOpen={close} />
            ))}
          </ul>
          <div className="card-footer text-end">
            <Link to="/alertas" className="small" onClick={() => setOpen(false)}>
              Configurar alertas
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
