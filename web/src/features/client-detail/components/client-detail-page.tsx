import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { todayInChile } from '@domain/chile-time';
import { Tabs } from '@web/components/ui/tabs';
import { displayRut } from '@web/lib/format';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import { useUrlParams } from '@web/lib/use-url-params';
import { useClientDatabase } from '../hooks/use-client-database';
import { defaultDetailRange, type DetailDateRange } from '../model/date-range';
import { detailViewAddress, detailViewFromAddress } from '../model/detail-view';
import { TAB_VIEW_RESET } from '../model/tab-view';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { chosenCounterparties, counterpartyBook, counterpartyFilterLabel } from '../model/counterparty-filter';
import { availableDetailTabs, DETAIL_TABS_ID, resolveDetailTab, type DetailTab } from '../model/detail-tab';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';
import { AmountModeProvider, AmountModeToggle } from './amount-format';
import { ClientNotFound } from './client-not-found';
import { ClientReportButton } from './client-report-button';
import { CounterpartyFilter } from './counterparty-filter';
import { DatabaseProgress } from './database-progress';
import { DateRangeFilter } from './date-range-filter';
import { DetailBreadcrumbs } from './detail-breadcrumbs';
import { DetailTabContent, preloadDetailTab } from './detail-tab-content';
import { LoadError } from './load-error';

const LIST_PATH = '/dashboard-clientes';

/**
 * '/dashboard-clientes/{rut}?tab=', the client detail (client-detail.md §2): breadcrumbs with a back action, the
 * page's heading (the client's RUT, then its name and RUT once its database is read: the shell titles the document
 * and moves focus to it), the client's database loaded in the browser (progress bar, then the tab; 'Cliente no
 * encontrado' for a RUT the factoring has not enrolled; 'Error al cargar los datos' with Reintentar and Volver a
 * Selección), the 'Acceso Restringido' banner on an SII password error, the sticky
 * filter bar (Inicio/Fin, last 12 months by default; 'Filtrar por Deudor' / 'Filtrar por Proveedor' on the tabs with a
 * counterparty; Completo / 'M$ Millones'), the tab bar and the active tab. The tab, the bar's choices
 * (model/detail-view.ts) and the tab's own filters and page (model/tab-view.ts) live in the address, rewritten without
 * history, so a reload or a shared link shows the same; a new tab, range or counterparty starts the tab's own
 * filters afresh. An unavailable tab value is rewritten to cesiones (Riesgo and Radar wait for the factoring's
 * features and the user's flags before they count as available).
 * @param rutFactoring the factoring selected in the header; rut the client 'NNNNNNNN-D'.
 */
export function ClientDetailPage({ rutFactoring, rut }: { rutFactoring: string; rut: string }) {
  const navigate = useNavigate();
  const [searchParams, patchParams] = useUrlParams();
  const features = useFactoringFeatures(rutFactoring);
  const flags = useFactoringFlags();
  const gates = { riesgo: features.data?.riesgo === true, radar: flags?.radarClientes === true };
  const tabs = availableDetailTabs(gates);
  const tab = resolveDetailTab(searchParams.get('tab'), gates);
  const [now] = useState(() => new Date());
  const { range, amountMode, counterparties } = useMemo(
    () => detailViewFromAddress(searchParams, now),
    [searchParams, now],
  );
  const book = counterpartyBook(tab);
  const { state, retry } = useClientDatabase(rutFactoring, rut);
  const featuresSettled = !features.isPending && flags !== null;
  const clientName = state.status === 'ready' ? state.clientName : null;

  // A tab the user may not see falls back to cesiones without the filters the link meant for that tab.
  useEffect(() => {
    if (featuresSettled && searchParams.get('tab') !== tab) patchParams({ ...TAB_VIEW_RESET, tab });
  }, [featuresSettled, searchParams, patchParams, tab]);

  // The active tab's code is fetched while the database loads, so it shows as soon as the data is ready.
  useEffect(() => preloadDetailTab(tab), [tab]);

  const selectTab = (next: DetailTab) => patchParams({ ...TAB_VIEW_RESET, tab: next });

  const changeRange = (next: DetailDateRange) => {
    getLocalDatabase().clearCache();
    patchParams(detailViewAddress({ range: next }, now));
  };

  return (
    <div>
      <div className="d-flex align-items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-link px-0 mb-2"
          onClick={() => navigate(LIST_PATH)}
          aria-label={M.backToSelection}
        >
          ←
        </button>
        <DetailBreadcrumbs rut={rut} clientName={clientName} />
      </div>
      <h1 className="h4 mb-3" data-testid="client-heading">
        {clientName ?? displayRut(rut)}
        {clientName ? (
          <>
            {' '}
            <span className="fs-6 fw-normal text-body-secondary">{displayRut(rut)}</span>
          </>
        ) : null}
      </h1>
      {state.status === 'loading' ? <DatabaseProgress progress={state.progress} /> : null}
      {state.status === 'not-found' ? <ClientNotFound /> : null}
      {state.status === 'error' ? (
        <LoadError message={state.message} onRetry={retry} onBack={() => navigate(LIST_PATH)} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          {state.passwordWarning ? (
            <div className="alert alert-warning" role="alert" data-testid="restricted-access">
              <div className="fw-semibold">{M.restrictedTitle}</div>
              {state.passwordWarning}
            </div>
          ) : null}
          {/* One above Bootstrap's sticky-top (1020) that the tables' sticky headers also use, which come later in the
              page and would otherwise paint over the bar's open 'Filtrar por Deudor' list. */}
          <div
            className="sticky-top bg-body py-2 mb-3 border-bottom d-flex flex-wrap gap-3 align-items-end justify-content-between"
            style={{ zIndex: 1021 }}
          >
            <DateRangeFilter range={range} onChange={changeRange} />
            {book !== null ? (
              <CounterpartyFilter
                book={book}
                label={counterpartyFilterLabel(tab)}
                range={range}
                value={counterparties[book]}
                onChange={(rut) =>
                  patchParams(detailViewAddress({ counterparties: { ...counterparties, [book]: rut } }, now))
                }
              />
            ) : null}
            <AmountModeToggle
              mode={amountMode}
              onChange={(mode) => patchParams(detailViewAddress({ amountMode: mode }, now))}
            />
            <ClientReportButton
              range={range}
              today={todayInChile(now)}
              tabs={tabs.map((item) => item.value)}
              amountMode={amountMode}
              client={{ rut, rutFactoring }}
            />
          </div>
          <Tabs
            idPrefix={DETAIL_TABS_ID}
            label="Pestañas del cliente"
            tabs={tabs.map((item) => ({ id: item.value, label: item.label }))}
            selected={tab}
            onSelect={selectTab}
            className="mb-3 flex-nowrap flex-lg-wrap overflow-x-auto overflow-y-hidden text-nowrap"
          />
          <AmountModeProvider value={amountMode}>
            <DetailTabContent
              tab={tabs.find((candidate) => candidate.value === tab) ?? tabs[0]!}
              range={range}
              deudores={chosenCounterparties(tab, counterparties)}
              today={todayInChile(now)}
              lastYear={defaultDetailRange(now)}
              onRange={changeRange}
              client={{ rut, rutFactoring }}
            />
          </AmountModeProvider>
        </>
      ) : null}
    </div>
  );
}
