import { CesionMasivaGrillaPage } from './cesion-masiva-grilla-page';
import { CesionMasivaPlanillaPage } from '../../features/cession-actions/components/cesion-masiva-planilla-page';
import { CompanyRoute } from './company-route';

/** Shown instead of a mass cession screen to a user without its flag (core-platform §6); the server refuses too. */
function NotAllowed() {
  return (
    <div className="alert alert-warning" role="alert">
      Su usuario no tiene permiso para realizar cesiones masivas.
    </div>
  );
}

/**
 * '/cesion-masiva' and '/cesion-masiva-planilla' (the spreadsheet, gated by cesionMasiva like its menu item) and
 * '/cesion-masiva-grilla' (the grid, cesionMasiva and cederPorGrilla) for the factoring selected in the header
 * (core-platform §2, §6).
 */
export function CesionMasivaRoute({ path }: { path: string }) {
  if (path === '/cesion-masiva-grilla') {
    return (
      <CompanyRoute
        path={path}
        render={(rut, allowed) => (allowed ? <CesionMasivaGrillaPage rutFactoring={rut} allowed /> : <NotAllowed />)}
      />
    );
  }
  return (
    <CompanyRoute
      path="/cesion-masiva-planilla"
      render={(rut, allowed) => (allowed ? <CesionMasivaPlanillaPage rutFactoring={rut} /> : <NotAllowed />)}
    />
  );
}
