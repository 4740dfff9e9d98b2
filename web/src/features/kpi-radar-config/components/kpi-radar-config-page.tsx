import { useSearchParams } from 'react-router';
import { validRut } from '@domain/rut';
import { Spinner } from '@web/components/ui/spinner';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { displayRut } from '@web/lib/format';
import { useRadarConfig } from '@web/lib/kpi-radar/radar-config-query';
import { useMinimumDelay } from '../hooks/use-minimum-delay';
import { RadarConfigEditor } from './radar-config-editor';

/** The screen's loader before the cards (client-radar.md §9: configuration screen loader 500 ms). */
const LOADER_MS = 500;

interface KpiRadarConfigPageProps {
  rutFactoring: string;
  /** The user holds radarClientes in the factoring (the menu's rule); the server checks it again. */
  allowed: boolean;
}

/**
 * '/configuracion-radar' (client-radar.md §2 'KPI configuration manager'): after the 500 ms loader and the factoring's
 * saved configuration, the editor. `?rut=` names the client whose radar it was opened from ('Ver Radar' goes back to
 * it); without a valid one the selected factoring is shown.
 */
export function KpiRadarConfigPage({ rutFactoring, allowed }: KpiRadarConfigPageProps) {
  const ready = useMinimumDelay(LOADER_MS);
  const saved = useRadarConfig(allowed ? rutFactoring : null);
  const { selected } = useSelectedCompany();
  const [params] = useSearchParams();
  // A client RUT that does not validate is ignored, as loading for an invalid RUT gives nothing (client-radar.md §5).
  const client = validRut(params.get('rut') ?? '');
  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        No tiene permisos para configurar el radar
      </div>
    );
  }
  if (!ready || saved.isPending) return <Spinner />;
  return (
    <RadarConfigEditor
      rutFactoring={rutFactoring}
      saved={saved.data}
      loadFailed={saved.isError}
      company={client ? displayRut(client) : (selected?.razonSocial ?? displayRut(rutFactoring))}
      radarPath={client ? `/dashboard-clientes/${encodeURIComponent(client)}?tab=infografica` : '/dashboard-clientes'}
    />
  );
}
