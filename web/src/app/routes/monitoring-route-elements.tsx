import { CompanyRoute } from './company-route';
import { MONITORING_ROUTES } from './monitoring-routes';

/** The element of a monitoring route (lazy-loaded chunk of the router): its screen for the selected factoring. */
export function MonitoringRouteElement({ path }: { path: string }) {
  const route = MONITORING_ROUTES.find((candidate) => candidate.path === path);
  return route ? <CompanyRoute path={path} render={route.screen} /> : null;
}
