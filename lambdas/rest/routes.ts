import { CLIENT_RADAR_ROUTES } from './api/client-radar-routes';
import { SHELL_ROUTES } from './api/shell-routes';
import { TRIAL_ROUTES } from './api/trial-routes';
import type { RestRoute } from './types';
import { usoMensualFactoringsRoute, usoMensualRoute } from './api/usage-routes';
import { monthlyReportSubscribersRoute, saveMonthlyReportSubscribersRoute } from './api/monthly-report-routes';
import { aecsRoute } from './v1/jwt/aecs';
import { cesionesPeriodoRoute } from './v1/jwt/cesiones-periodo';
import { consultaPreviaRoute } from './v1/jwt/consultaprevia';
import { consultaPreviaAsincronoRoute, consultasMasivasRoute } from './v1/jwt/consultapreviaasincrono';
import { empresasRoute } from './v1/jwt/empresas';
import { notificacionDeudorRoute } from './v1/jwt/notificacion-deudor';
import { createUsuarioRoute, deleteUsuarioRoute, listUsuariosRoute, updateUsuarioRoute } from './v1/jwt/usuarios';

/**
 * Every REST endpoint of the API, one file each: core-platform §7 "REST under {host}/v1/jwt/", the client-radar
 * endpoints of client-radar.md §7 (`/api/*`) and the monthly usage (core-platform §9).
 */
export const ROUTES: readonly RestRoute[] = [
  empresasRoute,
  aecsRoute,
  cesionesPeriodoRoute,
  consultaPreviaRoute,
  consultaPreviaAsincronoRoute,
  consultasMasivasRoute,
  notificacionDeudorRoute,
  listUsuariosRoute,
  createUsuarioRoute,
  updateUsuarioRoute,
  deleteUsuarioRoute,
  ...CLIENT_RADAR_ROUTES,
  ...SHELL_ROUTES,
  usoMensualRoute,
  usoMensualFactoringsRoute,
  monthlyReportSubscribersRoute,
  saveMonthlyReportSubscribersRoute,
  ...TRIAL_ROUTES,
];
