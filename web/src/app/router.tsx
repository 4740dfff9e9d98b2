import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { PlaceholderPage } from './routes/placeholder-page';
import { PLACEHOLDER_ROUTES } from './routes/placeholder-routes';
import { SignedInLayout } from './signed-in-layout';

const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const AcquiredCessionsRoute = lazy(() =>
  import('./routes/acquired-cessions-route').then((m) => ({ default: m.AcquiredCessionsRoute })),
);

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
        <Route element={<SignedInLayout />}>
          <Route path="/cesion-adquiridas" element={<AcquiredCessionsRoute />} />
          {PLACEHOLDER_ROUTES.map(({ path, title }) => (
            <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
