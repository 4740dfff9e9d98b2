import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserSettingsModal } from '../../features/account/components/user-settings-modal';
import { useSession } from '../../features/auth/session-context';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { ClientSearchModal } from '../../features/client-search/components/client-search-modal';
import { useSearchShortcut } from '../../features/client-search/hooks/use-search-shortcut';
import { useSelectedCompany } from '../../features/company/company-context';
import { CompanySelector } from '../../features/company/components/company-selector';
import { DemoModeSwitch } from '../../features/demo-mode/components/demo-mode-switch';
import { VerComoModal } from '../../features/impersonation/components/ver-como-modal';
import { EnrolmentLink } from '../../features/whitelist/components/enrolment-link';

interface HeaderProps {
  username: string;
  /** The user may open the client dashboard (radarClientes): the ctrl/cmd+K search is offered. */
  canSearchClients: boolean;
  /** An administrator acting as themself: 'Ver como' is offered, and the settings change their own password. */
  canImpersonate: boolean;
  /** False while seeing as someone: the settings would change the administrator's password, not the shown user's. */
  canChangePassword: boolean;
  onToggleSidebar: () => void;
}

/**
 * The shell header (core-platform §2 "Shell"): sidebar toggle, company selector (or name and rut), the enrolment link
 * of whitelisted users, the 'Modo demo' switch, the client search (ctrl/cmd+K), an administrator's 'Ver como', the
 * alerts bell, the username opening the user settings modal, and 'Cerrar sesión'.
 */
export function Header({ username, canSearchClients, canImpersonate, canChangePassword, onToggleSidebar }: HeaderProps) {
  const { logout } = useSession();
  const { selected } = useSelectedCompany();
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [verComoOpen, setVerComoOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch, canSearchClients);

  async function onLogout() {
    await logout();
    navigate('/', { replace: true });
  }

  return (
    <header className="d-flex flex-wrap align-items-center gap-3 border-bottom bg-white px-3 py-2">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-label="Mostrar u ocultar menú"
        onClick={onToggleSidebar}
      >
        ☰
      </button>
      <div className="me-auto">
        <CompanySelector />
      </div>
      <EnrolmentLink rutFactoring={selected?.rut ?? null} />
      <DemoModeSwitch />
      {canSearchClients ? (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={openSearch} title="Ctrl+K">
          Buscar cliente <kbd className="ms-1 d-none d-xl-inline">Ctrl K</kbd>
        </button>
      ) : null}
      {canImpersonate ? (
        <button type="button" className="btn btn-outline-warning btn-sm" onClick={() => setVerComoOpen(true)}>
          Ver como
        </button>
      ) : null}
      <AlertsBell />
      <button
        type="button"
        className="btn btn-link btn-sm text-muted text-decoration-none text-truncate"
        style={{ maxWidth: 260 }}
        data-testid="username"
        title="Configuración de usuario"
        disabled={!canChangePassword}
        onClick={() => setSettingsOpen(true)}
      >
        ⚙ {username}
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onLogout()}>
        Cerrar sesión
      </button>
      {settingsOpen ? <UserSettingsModal username={username} onClose={() => setSettingsOpen(false)} /> : null}
      {verComoOpen ? <VerComoModal rutFactoring={selected?.rut ?? null} onClose={() => setVerComoOpen(false)} /> : null}
      {searchOpen ? <ClientSearchModal rutFactoring={selected?.rut ?? null} onClose={() => setSearchOpen(false)} /> : null}
    </header>
  );
}
