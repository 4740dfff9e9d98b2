import { useState } from 'react';
import { useLocation } from 'react-router';
import { isUrlParamsPatch } from '../../lib/use-url-params';
import { CompanyRoute } from './company-route';
import { MONITORING_ROUTES } from './monitoring-routes';

/**
 * The element of a monitoring route (lazy-loaded chunk of the router): its screen for the selected factoring. A
 * navigation to it while it is open (a bell item's `?folio=`) mounts the screen afresh, as its search form reads the
 * address only when it starts; the screen's own changes to the address (its filters, grouping and tabs kept there by
 * useUrlParams) keep it mounted, with its focus, selection and paging.
 */
export function MonitoringRouteElement({ path }: { path: string }) {
  const location = useLocation();
  const [mount, setMount] = useState({ seen: location.key, key: location.key });
  if (mount.seen !== location.key)
    setMount({ seen: location.key, key: isUrlParamsPatch(location.state) ? mount.key : location.key });
  const route = MONITORING_ROUTES.find((candidate) => candidate.path === path);
  return route ? <CompanyRoute key={mount.key} path={path} render={route.screen} /> : null;
}
