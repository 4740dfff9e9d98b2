import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Route, Routes, type DataRouter } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { CompanyRoute } from './routes/company-route';
import { SignedInLayout } from './signed-in-layout';

const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const MonitoringRouteElement = lazy(() =>
  import('./routes/monitoring-route-elements').then((m) => ({ default: m.MonitoringRouteElement })),
);

const BulkAecDownloadRoute = lazy(() =>
  import('./routes/bulk-aec-download-route').then((m) => ({ default: m.BulkAecDownloadRoute })),
);
const ClientListPage = lazy(() =>
  import('../features/client-list/components/client-list-page').then((m) => ({ default: m.ClientListPage })),
);
const ClientDetailRoute = lazy(() =>
  import('./routes/client-detail-route').then((m) => ({ default: m.ClientDetailRoute })),
);
const LoadingRoute = lazy(() => import('./routes/loading-route').then((m) => ({ default: m.LoadingRoute })));
const CargaNominaRoute = lazy(() =>
  import('./routes/carga-nomina-route').then((m) => ({ default: m.CargaNominaRoute })),
);
const FirmaDigitalRoute = lazy(() =>
  import('./routes/firma-digital-route').then((m) => ({ default: m.FirmaDigitalRoute })),
);
const ConsultaPreviaRoute = lazy(() =>
  import('./routes/consulta-previa-route').then((m) => ({ default: m.ConsultaPreviaRoute })),
);
const CesionMasivaRoute = lazy(() =>
  import('./routes/cesion-masiva-route').then((m) => ({ default: m.CesionMasivaRoute })),
);
const JudicialRadarRoute = lazy(() =>
  import('./routes/judicial-radar-route').then((m) => ({ default: m.JudicialRadarRoute })),
);
const AssistantRoute = lazy(() => import('./routes/assistant-route').then((m) => ({ default: m.AssistantRoute })));
const EnrollerRoute = lazy(() => import('./routes/enroller-route').then((m) => ({ default: m.EnrollerRoute })));
const AlertasRoute = lazy(() => import('./routes/alertas-route').then((m) => ({ default: m.AlertasRoute })));
const ReCesionariosRoute = lazy(() =>
  import('./routes/re-cesionarios-route').then((m) => ({ default: m.ReCesionariosRoute })),
);
const NotificacionesRoute = lazy(() =>
  import('./routes/notificaciones-route').then((m) => ({ default: m.NotificacionesRoute })),
);
const DeudorEmailsRoute = lazy(() =>
  import('./routes/deudor-emails-route').then((m) => ({ default: m.DeudorEmailsRoute })),
);
const CuentasRoute = lazy(() => import('./routes/cuentas-route').then((m) => ({ default: m.CuentasRoute })));
const ReportesRoute = lazy(() => import('./routes/reportes-route').then((m) => ({ default: m.ReportesRoute })));
const CarteraRoute = lazy(() => import('./routes/cartera-route').then((m) => ({ default: m.CarteraRoute })));
const RadarLibroVentasRoute = lazy(() =>
  import('./routes/radar-libro-ventas-route').then((m) => ({ default: m.RadarLibroVentasRoute })),
);
const KpiRadarConfigRoute = lazy(() =>
  import('./routes/kpi-radar-config-route').then((m) => ({ default: m.KpiRadarConfigRoute })),
);
const TrialsRoute = lazy(() => import('./routes/trials-route').then((m) => ({ default: m.TrialsRoute })));
const WebhooksRoute = lazy(() => import('./routes/webhooks-route').then((m) => ({ default: m.WebhooksRoute })));

/** Paths of the cession monitoring screens (routes/monitoring-routes.tsx), listed here so that module loads lazily. */
const MONITORING_PATHS = [
  '/cesion-adquiridas',
  '/cesion-cedidas',
  '/adeudadas',
  '/deudor-aceptados',
  '/deudor-rechazados',
  '/cliente-anulados',
  '/cliente-rebajados',
] as const;

/**
 * The route table (core-platform §2), screens lazy-loaded (ARCHITECTURE.md practice 6): '/' is the login,
 * every other route needs a session and renders inside the shell; unknown paths go to '/'.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route
          index
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/loading" element={<LoadingRoute />} />
        <Route element={<SignedInLayout />}>
          <Route path="/descarga-masiva-aecs" element={<BulkAecDownloadRoute />} />
          {['/cargaNomina', '/carga-nomina'].map((path) => (
            <Route key={path} path={path} element={<CargaNominaRoute path={path} />} />
          ))}
          {['/certificadoDigital', '/certificado-digital'].map((path) => (
            <Route key={path} path={path} element={<FirmaDigitalRoute />} />
          ))}
          <Route path="/enrolador" element={<EnrollerRoute />} />
          <Route path="/radar-judicial" element={<JudicialRadarRoute />} />
          <Route path="/re-cesionarios" element={<ReCesionariosRoute />} />
          {['/notificaciones', '/notificacion-cesion', '/notificacion-recesion'].map((path) => (
            <Route key={path} path={path} element={<NotificacionesRoute path={path} />} />
          ))}
          <Route path="/emails-deudores" element={<DeudorEmailsRoute />} />
          <Route path="/cuentas" element={<CuentasRoute />} />
          <Route path="/administracion/pruebas" element={<TrialsRoute />} />
          {['/herramientas-webhooks', '/webhooks'].map((path) => (
            <Route key={path} path={path} element={<WebhooksRoute />} />
          ))}
          <Route path="/alertas" element={<AlertasRoute />} />
          <Route path="/cartera" element={<CarteraRoute />} />
          <Route path="/radar-libro-ventas" element={<RadarLibroVentasRoute />} />
          <Route path="/configuracion-radar" element={<KpiRadarConfigRoute />} />
          {['/reportes', '/informeARC'].map((path) => (
            <Route key={path} path={path} element={<ReportesRoute />} />
          ))}
          {['/consultaPrevia', '/consulta'].map((path) => (
            <Route key={path} path={path} element={<ConsultaPreviaRoute />} />
          ))}
          {['/cesion-masiva', '/cesion-masiva-planilla', '/cesion-masiva-grilla'].map((path) => (
            <Route key={path} path={path} element={<CesionMasivaRoute path={path} />} />
          ))}
          <Route
            path="/dashboard-clientes"
            element={
              <CompanyRoute path="/dashboard-clientes" render={(rut) => <ClientListPage rutFactoring={rut} />} />
            }
          />
          <Route
            path="/dashboard-clientes/:rut"
            element={
              <CompanyRoute path="/dashboard-clientes" render={(rut) => <ClientDetailRoute rutFactoring={rut} />} />
            }
          />
          {MONITORING_PATHS.map((path) => (
            <Route key={path} path={path} element={<MonitoringRouteElement path={path} />} />
          ))}
          {['/asistente', '/chat'].map((path) => (
            <Route key={path} path={path} element={<AssistantRoute path={path} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}

/**
 * The browser router: a data router (createBrowserRouter), so a screen can hold a navigation back (useBlocker: leaving
 * '/configuracion-radar' with unsaved changes, client-radar.md §2). One catch-all route renders the route table above
 * unchanged. Made once per page, before the first render.
 */
export function createAppRouter(): DataRouter {
  return createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
}
