import { useLocation } from 'react-router';
import { CompanyRoute } from './company-route';
import { MONITORING_ROUTES } from './monitoring-routes';

/**
 * The element of a monitoring route (lazy-loaded chunk of the router): its screen for the selected factoring. A new
 * address query (a bell item's `?folio=` while the screen is open) mounts the screen afresh, as its search form reads
 * the address only when it starts.
 */
export function MonitoringRouteElement({ path }: { path: string }) {
  const { search } = useLocation();
  const route = MONITORING_ROUTES.find((candidate) => candidate.path === path);
  return route ? <CompanyRoute key={search} path={path} render={route.screen} /> : null;
}
