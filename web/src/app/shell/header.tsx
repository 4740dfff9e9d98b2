import { useNavigate } from 'react-router';
import { useSession } from '../../features/auth/session-context';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { CompanySelector } from '../../features/company/components/company-selector';

interface HeaderProps {
  username: string;
  onToggleSidebar: () => void;
}

/**
 * The shell header (core-platform §2): sidebar toggle, company selector (or name and rut),
 * the alerts bell, the username and 'Cerrar sesión'.
 */
export function Header({ username, onToggleSidebar }: HeaderProps) {
  const { logout } = useSession();
  const navigate = useNavigate();

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
      <AlertsBell />
      <span className="small text-muted" data-testid="username">
        {username}
      </span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onLogout()}>
        Cerrar sesión
      </button>
    </header>
  );
}
