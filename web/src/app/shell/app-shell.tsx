import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import type { SessionUser } from '../../lib/session/session-user';
import { useSelectedCompany } from '../../lib/company/company-context';
import { useFactoringFeatures } from '../../lib/factoring/get-factoring-features';
import { useFactoringFlags } from '../../lib/company/factoring-flags';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { Header } from './header';
import { visibleMenu } from './menu';
import { Sidebar } from './sidebar';
import { useRouteHeading } from './use-route-heading';
import { FactoringFlagsGate } from './factoring-flags-gate';
import './shell.css';
import './print.css';

const WIDE_SCREEN = '(min-width: 768px)';

/**
 * The signed-in layout: sidebar (open on md and wider, closed on small screens, where it overlays the
 * page and choosing an item closes it again; crossing the breakpoint resets it), header, and the
 * current route's screen, which opens scrolled to its top with its title and focus set (use-route-heading.ts). A skip
 * link ('Saltar al contenido') is the first Tab stop and leads to the main content. The sidebar stays in place while
 * the page scrolls. The menu follows the user's flags in the selected factoring (none while they load); when
 * they cannot be read, the screen gives way to the failure with 'Reintentar' and 'Cerrar sesión'.
 */
export function AppShell({ user }: { user: SessionUser }) {
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const { selected } = useSelectedCompany();
  const features = useFactoringFeatures(selected?.rut ?? null);
  const flags = useFactoringFlags();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useRouteHeading(main, pathname);

  // A new page starts at its top: the browser keeps the previous page's scroll on client-side navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const follow = () => setSidebarOpen(wide.matches);
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);

  function closeOnSmallScreens() {
    if (!window.matchMedia(WIDE_SCREEN).matches) setSidebarOpen(false);
  }

  return (
    <div className="d-flex min-vh-100 bg-light">
      <a
        href="#contenido"
        className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-2 bg-white border rounded z-3"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        Saltar al contenido
      </a>
      <Sidebar
        groups={visibleMenu(flags, features.data ?? null)}
        open={sidebarOpen}
        onNavigate={closeOnSmallScreens}
        onClose={() => setSidebarOpen(false)}
      />
      <div className="app-main flex-grow-1">
        <ImpersonationBanner user={user} />
        <Header
          username={user.username}
          canImpersonate={user.userType === 'admin' && !user.impersonatedBy}
          canChangePassword={!user.impersonatedBy}
          canSearchClients={flags?.radarClientes ?? false}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
        <main id="contenido" ref={main} tabIndex={-1} className="p-3">
          <FactoringFlagsGate>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </FactoringFlagsGate>
        </main>
      </div>
    </div>
  );
}
