import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserSettingsModal } from '../../features/account/components/user-settings-modal';
import { useSession } from '../../lib/session/session-context';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { ClientSearchModal } from '../../features/client-search/components/client-search-modal';
import { useSearchShortcut } from '../../features/client-search/hooks/use-search-shortcut';
import { useSelectedCompany } from '../../lib/company/company-context';
import { CompanySelector } from '../../features/company/components/company-selector';
import { VerComoModal } from '../../features/impersonation/components/ver-como-modal';
import { EnrolmentLink } from '../../features/whitelist/components/enrolment-link';
import { DemoModeBadge } from '../../features/demo-mode/components/demo-mode-badge';
import { UserMenu } from './user-menu';

/** A magnifier glyph (a plain SVG: the app ships no icon font). */
function SearchIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zM12 6.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0z" />
    </svg>
  );
}

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
 * of whitelisted users, the 'Modo demo' badge while demo mode is on, the client search (ctrl/cmd+K), the alerts bell,
 * and the user menu (user-menu.tsx: settings, 'Modo demo', an administrator's 'Ver como', 'Cerrar sesión').
 */
export function Header({
  username,
  canSearchClients,
  canImpersonate,
  canChangePassword,
  onToggleSidebar,
}: HeaderProps) {
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
    <header className="d-flex flex-nowrap flex-md-wrap align-items-center gap-2 border-bottom bg-white px-3 py-2">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-label="Mostrar u ocultar menú"
        onClick={onToggleSidebar}
      >
        ☰
      </button>
      <div className="me-auto header-company">
        <CompanySelector />
      </div>
      <EnrolmentLink rutFactoring={selected?.rut ?? null} />
      <DemoModeBadge />
      {canSearchClients ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={openSearch}
          title="Buscar cliente (Ctrl+K)"
          aria-keyshortcuts="Control+K"
        >
          <SearchIcon />
          <span className="header-search-label ms-1">Buscar cliente</span>
          <kbd className="ms-1 d-none d-xl-inline" aria-hidden="true">
            Ctrl K
          </kbd>
        </button>
      ) : null}
      <AlertsBell />
      <UserMenu
        username={username}
        canChangePassword={canChangePassword}
        canImpersonate={canImpersonate}
        onSettings={() => setSettingsOpen(true)}
        onVerComo={() => setVerComoOpen(true)}
        onLogout={() => void onLogout()}
      />
      {settingsOpen ? <UserSettingsModal username={username} onClose={() => setSettingsOpen(false)} /> : null}
      {verComoOpen ? <VerComoModal rutFactoring={selected?.rut ?? null} onClose={() => setVerComoOpen(false)} /> : null}
      {searchOpen ? (
        <ClientSearchModal rutFactoring={selected?.rut ?? null} onClose={() => setSearchOpen(false)} />
      ) : null}
    </header>
  );
}
