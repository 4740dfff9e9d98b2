import { monthDisplay } from '@domain/client-db/views/month-label';
import { displayRut } from '@domain/es-cl-format';
import { useUsoFactorings } from '../api/get-uso-mensual';
import { UsageSection } from './usage-section';
import { UsageTable, usageCount } from './usage-table';

/**
 * 'Uso por factoring', for the platform's administrator only (the server refuses anyone else): each tenant's monthly
 * usage (core-platform §9), its current month in the summary and its months behind a details toggle.
 */
export function FactoringsUsageCard() {
  const usage = useUsoFactorings();
  return (
    <UsageSection id="uso-por-factoring" title="Uso por factoring" query={usage}>
      {(usage.data ?? []).map(({ rut, razonSocial, uso }) => (
        <details key={rut} className="mb-2">
          <summary>
            {razonSocial} ({displayRut(rut)})
            {uso[0]
              ? ` · ${monthDisplay(uso[0].mes)}: ${usageCount(uso[0].monitoreados)} monitoreados, ${usageCount(uso[0].operaron)} operaron`
              : ' · sin clientes enrolados'}
          </summary>
          <UsageTable uso={uso} caption={`Uso de ${razonSocial}`} />
        </details>
      ))}
    </UsageSection>
  );
}
