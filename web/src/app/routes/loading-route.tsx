import { LoadingPage } from '../../features/downloads/components/loading-page';
import { RequireSession } from '../guards/require-session';

/** '/loading' (core-platform §2): blank page, without the shell, for a tab where a certificate will be written. */
export function LoadingRoute() {
  return <RequireSession>{() => <LoadingPage />}</RequireSession>;
}
