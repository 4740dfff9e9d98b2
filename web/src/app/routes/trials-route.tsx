import { TrialsPage } from '../../features/trials/components/trials-page';
import { useSession } from '../../lib/session/session-context';
import { CompanyRoute } from './company-route';

/**
 * '/administracion/pruebas': the free trials of the factoring selected in the header, for a platform administrator
 * (custom:userType 'admin'); the server also refuses one seeing as another user.
 */
export function TrialsRoute() {
  const { state } = useSession();
  const admin = state.status === 'signedIn' && state.user.userType === 'admin';
  return (
    <CompanyRoute
      path="/administracion/pruebas"
      render={(rutFactoring) =>
        admin ? (
          <TrialsPage rutFactoring={rutFactoring} />
        ) : (
          <div className="alert alert-warning" role="alert">
            Solo un administrador de la plataforma puede administrar las pruebas gratis.
          </div>
        )
      }
    />
  );
}
