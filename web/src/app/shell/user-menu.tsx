import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../../components/ui/use-dismiss';
import { DemoModeSwitch } from '../../features/demo-mode/components/demo-mode-switch';

interface UserMenuProps {
  username: string;
  /** False while seeing as someone: the settings would change the administrator's password, not the shown user's. */
  canChangePassword: boolean;
  /** An administrator acting as themself: 'Ver como' and 'Pruebas gratis' are offered. */
  canImpersonate: boolean;
  onSettings: () => void;
  onVerComo: () => void;
  onLogout: () => void;
}

/**
 * The header's user menu (core-platform §2 "Shell": the username, the user settings with the new password, logout),
 * holding also the 'Modo demo' switch and an administrator's 'Ver como' and 'Pruebas gratis', so the header keeps one
 * row from 375 px up. The username shows from md; below, the button is the gear alone, named for screen readers.
 */
export function UserMenu({
  username,
  canChangePassword,
  canImpersonate,
  onSettings,
  onVerComo,
  onLogout,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="position-relative" ref={root}>
      <button
        type="button"
        className="btn btn-link btn-sm text-muted text-decoration-none text-truncate user-menu-button"
        data-testid="username"
        aria-label={`Menú de usuario ${username}`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        ⚙ <span className="d-none d-md-inline">{username}</span> ▾
      </button>
      {open ? (
        <div className="header-popover card shadow" role="group" aria-label="Menú de usuario">
          <div className="card-header small text-muted text-truncate">{username}</div>
          <div className="list-group list-group-flush">
            <button
              type="button"
              className="list-group-item list-group-item-action"
              disabled={!canChangePassword}
              onClick={choose(onSettings)}
            >
              Configuración de usuario
            </button>
            {canImpersonate ? (
              <button type="button" className="list-group-item list-group-item-action" onClick={choose(onVerComo)}>
                Ver como
              </button>
            ) : null}
            {canImpersonate ? (
              <Link
                to="/administracion/pruebas"
                className="list-group-item list-group-item-action"
                onClick={() => setOpen(false)}
              >
                Pruebas gratis
              </Link>
            ) : null}
            <div className="list-group-item">
              <DemoModeSwitch />
            </div>
            <button
              type="button"
              className="list-group-item list-group-item-action text-danger"
              onClick={choose(onLogout)}
            >
              Cerrar sesión
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
