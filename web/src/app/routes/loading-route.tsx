import { LoadingPage } from '../../features/downloads/components/loading-page';
import { RequireSession } from '../guards/require-session';

/**
 * '/loading' (core-platform §2): the page, without the shell, of a tab that shows a certificate in a sandboxed frame.
 */
export function LoadingRoute() {
  return <RequireSession>{() => <LoadingPage />}</RequireSession>;
}
