import { Navigate } from 'react-router';
import { postLoginRoute } from '@domain/permissions';
import { Spinner } from '../../components/ui/spinner';
import { useSelectedCompany } from '../../lib/company/company-context';
import { useFactoringFlagsState } from '../../lib/company/factoring-flags';
import { FactoringFlagsGate } from '../shell/factoring-flags-gate';

const NO_LIST_FLAGS = { cesionesAdeudadas: false, cesionesAdquiridas: false, cesionesCedidas: false };

/**
 * Where a signed-in user lands (core-platform §2 'After login'): postLoginRoute of the flags the server holds for the
 * user in the selected factoring (GET /api/sesion?factoring=), never the id token's claims. A spinner while they load,
 * the failure with 'Reintentar' when they cannot be read; a user with no factoring goes to the route of no list flags
 * ('/consultaPrevia'), whose screen says no factoring is selected.
 */
export function LandingRedirect() {
  const { selected, isLoading } = useSelectedCompany();
  const { flags } = useFactoringFlagsState();
  if (!selected && !isLoading) return <Navigate to={postLoginRoute(NO_LIST_FLAGS)} replace />;
  return (
    <FactoringFlagsGate>{flags ? <Navigate to={postLoginRoute(flags)} replace /> : <Spinner />}</FactoringFlagsGate>
  );
}
