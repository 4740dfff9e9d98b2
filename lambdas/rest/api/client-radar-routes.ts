import type { RestRoute } from '../types';
import { registerLoginRoute, userConsultationsRoute, usersWithLoginRoute } from './account-activity-routes';
import { announcementRoute } from './announcement';
import { assistantRoute } from './assistant-route';
import { constitucionRoute } from './constitucion-route';
import { databaseUrlRoute } from './database-url';
import { assignEjecutivoRoute, removeEjecutivoRoute } from './ejecutivo';
import { enrollClientRoute } from './enroll-client';
import { invoiceChangesRoute } from './invoice-changes';
import { empresasDatabaseRoute } from './empresas-database';
import { pjudCausasRoute, pjudLitigantesRoute } from './pjud-routes';
import { registeredUsersRoute } from './registered-users';
import { radarJudicialRoute } from './radar-judicial-route';
import { judicialErasureRoute } from './judicial-erasure-route';
import { judicialForgetRoute } from './judicial-forget-route';
import { enrollerAvailabilityRoute, radarJudicialAvailabilityRoute } from './availability-route';
import { taxFolderCheckRoute, taxFolderDownloadRoute } from './tax-folder-routes';
import { tgrCreateSessionRoute, tgrDeleteDataRoute, tgrHtmlProxyHeadRoute, tgrHtmlProxyRoute } from './tgr-routes';

/**
 * The client-radar endpoints of client-radar.md §7, the /api/* ones of core-platform §7 and the client detail's TGR and
 * Poder Judicial ones (client-detail.md §7), the judicial radar's and the query assistant's, served by this API.
 */
export const CLIENT_RADAR_ROUTES: readonly RestRoute[] = [
  databaseUrlRoute,
  empresasDatabaseRoute,
  registeredUsersRoute,
  assignEjecutivoRoute,
  removeEjecutivoRoute,
  announcementRoute,
  invoiceChangesRoute,
  enrollClientRoute,
  usersWithLoginRoute,
  userConsultationsRoute,
  registerLoginRoute,
  taxFolderCheckRoute,
  taxFolderDownloadRoute,
  constitucionRoute,
  tgrCreateSessionRoute,
  tgrHtmlProxyHeadRoute,
  tgrHtmlProxyRoute,
  tgrDeleteDataRoute,
  pjudCausasRoute,
  pjudLitigantesRoute,
  radarJudicialRoute,
  radarJudicialAvailabilityRoute,
  judicialErasureRoute,
  judicialForgetRoute,
  enrollerAvailabilityRoute,
  assistantRoute,
];
