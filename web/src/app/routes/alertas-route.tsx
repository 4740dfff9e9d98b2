import { AlertPreferencesPage } from '../../features/alerts/components/alert-preferences-page';
import { CompanyRoute } from './company-route';

/** '/alertas': the signed-in user's alert preferences for the factoring selected in the header. */
export function AlertasRoute() {
  return (
    <CompanyRoute path="/alertas" render={(rutFactoring) => <AlertPreferencesPage rutFactoring={rutFactoring} />} />
  );
}
