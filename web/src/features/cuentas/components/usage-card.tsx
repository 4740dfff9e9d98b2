import { monthDisplay } from '@domain/client-db/views/month-label';
import { useUsoMensual } from '../api/get-uso-mensual';
import { UsageSection } from './usage-section';
import { UsageTable, usageCount } from './usage-table';

/**
 * 'Uso del mes' of 'Cuentas': the factoring's clients monitored this month and those that operated (ceded at least
 * once), what it pays for (core-platform §9: only the clients who operated in the month), and the months before.
 */
export function UsageCard({ rutFactoring }: { rutFactoring: string }) {
  const usage = useUsoMensual(rutFactoring);
  const [current, ...history] = usage.data ?? [];
  return (
    <UsageSection id="uso-del-mes" title="Uso del mes" query={usage}>
      {usage.isSuccess && !current ? <p className="mb-0">Aún no hay clientes enrolados.</p> : null}
      {current ? (
        <>
          <p className="mb-1" data-testid="uso-actual">
            {monthDisplay(current.mes)}: <strong>{usageCount(current.monitoreados)}</strong> clientes monitoreados,{' '}
            <strong>{usageCount(current.operaron)}</strong> operaron.
          </p>
          <p className="text-body-secondary small">
            Se paga solo por los clientes que operaron en el mes (cedieron al menos un documento).
          </p>
          {history.length > 0 ? <UsageTable uso={history} caption="Uso de los meses anteriores" /> : null}
        </>
      ) : null}
    </UsageSection>
  );
}
