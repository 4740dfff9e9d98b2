import { useNavigate } from 'react-router';
import { DashboardBreadcrumb } from '@web/components/ui/dashboard-breadcrumb';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';

interface RadarConfigHeaderProps {
  /** The company shown beside the title: the client whose radar was opened, else the factoring. */
  company: string;
  /** The radar to go back to: the client's radar tab, or the client list when no client was given. */
  radarPath: string;
  unsaved: boolean;
}

/**
 * Breadcrumb Dashboard > Configuración Radar, the title with the company, 'Cambios sin guardar' while unsaved,
 * and 'Volver al Radar' / 'Ver Radar' (the editor's leave guard asks first when there are unsaved changes,
 * client-radar.md §2).
 */
export function RadarConfigHeader({ company, radarPath, unsaved }: RadarConfigHeaderProps) {
  const navigate = useNavigate();
  const leave = () => void navigate(radarPath);
  return (
    <header className="mb-3">
      <DashboardBreadcrumb current={M.breadcrumb} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h1 className="h4 mb-0">{M.title}</h1>
        {unsaved ? (
          <span className="badge text-bg-warning" data-testid="radar-unsaved">
            {M.unsaved}
          </span>
        ) : null}
        <div className="ms-auto d-flex gap-2">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={leave}>
            {M.back}
          </button>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={leave}>
            {M.view}
          </button>
        </div>
      </div>
      <p className="text-body-secondary mb-0" data-testid="radar-company">
        {company}
      </p>
    </header>
  );
}
