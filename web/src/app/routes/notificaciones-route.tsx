import { NotificacionesPage } from '../../features/notificaciones/components/notificaciones-page';
import { CompanyRoute } from './company-route';

/**
 * '/notificaciones' and '/notificacion-cesion' (cesion notices) and '/notificacion-recesion' (recesion notices) for the
 * factoring selected in the header (core-platform §2), behind notificaciones like their menu items (§6).
 */
export function NotificacionesRoute({ path }: { path: string }) {
  const tipo = path === '/notificacion-recesion' ? 'recesion' : 'cesion';
  return (
    <CompanyRoute
      path={tipo === 'recesion' ? '/notificacion-recesion' : '/notificacion-cesion'}
      render={(rutFactoring, allowed) => (
        <NotificacionesPage key={tipo} rutFactoring={rutFactoring} tipo={tipo} allowed={allowed} />
      )}
    />
  );
}
