import { Fragment } from 'react';
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from '@domain/payment-intent/related-cesion';
import { Pagination } from '@web/components/ui/pagination';
import { useUrlPaging } from '@web/components/ui/use-url-paging';
import { useUrlParams } from '@web/lib/use-url-params';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { formatDate } from '@web/lib/format';
import { getLocalDatabase } from '@web/localdb/browser-local-database';
import { cesionesView } from '@domain/client-db/views/cesiones-view';
import type { EstadoFilter } from '@domain/client-db/views/view-filters';
import { useExpandedRows } from '../hooks/use-expanded-rows';
import { useLocalView } from '../hooks/use-local-view';
import type { DetailDateRange } from '../model/date-range';
import { cesionStatusBadge } from '../model/payment-intent-badges';
import { PAYMENT_INTENT_MESSAGES as M } from '../model/payment-intent-messages';
import { matchSettingsAddress, matchSettingsFromAddress } from '../model/tab-view';
import { useAmountFormat } from './amount-format';
import { ExpandToggle } from './expand-toggle';
import { PaymentIntentRowDetail, RELATED_CESIONES_VIEW } from './payment-intent-row-detail';
import { PaymentIntentSettingsForm } from './payment-intent-settings-form';
import { DetailRow } from '@web/components/ui/detail-row';

/** The problematic-cesion query of client-detail.md §7: anulado, rebajado and reclamado (not pendiente, aceptado). */
const PROBLEM_ESTADOS: readonly EstadoFilter[] = ['anulado', 'rebajado', 'reclamado'];
/** Items per page (client-detail.md §9 "Intención de Pago defaults"). */
const PAGE_SIZE = 20;
/** Names wrap on at most two lines: below this width the table scrolls sideways instead (375 px screens). */
const NAME_CELL = { minWidth: '12rem' };
const COLUMNS = [
  'Folio',
  'Tipo',
  'Fecha Emisión',
  'Fecha Cesión',
  'Monto',
  'Monto Cedido',
  'Deudor',
  'Factoring',
  'Estado',
];

/**
 * The Intención de Pago panel (client-detail.md §2, §4, §5, §9): the client's cesiones of the range (cession date)
 * that are anuladas, rebajadas or reclamadas, 20 per page, each with its status badge (Reclamado, then Anulado,
 * then Rebajado, else '-') and an expandable row of its credit notes and related cesiones; Tolerancia (%) and
 * Días hacia adelante (1 and 14) set the match, Aplicar applies them and Reset restores the defaults, both clearing
 * the related-cesion cache. The page and the applied settings are kept in the address (`?pagina=2&tolerancia=2.5`,
 * model/tab-view.ts), which a new range clears.
 * @param today 'yyyy-MM-dd' in Chile (the 8-day acceptance rule of the cesiones view).
 */
export function PaymentIntentPanel({ range, today }: { range: DetailDateRange; today: string }) {
  const formatAmount = useAmountFormat();
  const [params, patchParams] = useUrlParams();
  const applied = matchSettingsFromAddress(params);
  const { value: page, onChange: setPage } = useUrlPaging();
  const { expanded, toggle } = useExpandedRows();
  const list = useLocalView(
    'paymentIntentCesiones',
    { fechaDesde: range.inicio, fechaHasta: range.fin, today, page, limit: PAGE_SIZE, estadoFilters: PROBLEM_ESTADOS },
    cesionesView,
  );

  const applySettings = (settings: MatchSettings) => {
    getLocalDatabase().clearCache(RELATED_CESIONES_VIEW);
    patchParams(matchSettingsAddress(settings));
  };

  return (
    <section className="card mb-3" aria-labelledby="payment-intent-title" data-testid="payment-intent-panel">
      <div className="card-header">
        <h2 id="payment-intent-title" className="h6 mb-2">
          {M.title}
        </h2>
        {/* Settings the address changes (Aplicar, Reset, a link opened here) remount the fields from them. */}
        <PaymentIntentSettingsForm
          key={`${applied.toleranciaPct}|${applied.diasAdelante}`}
          applied={applied}
          onApply={applySettings}
          onReset={() => applySettings(DEFAULT_MATCH_SETTINGS)}
        />
      </div>
      {list.error !== null ? (
        <div className="alert alert-danger m-3" role="alert">
          {list.error}
        </div>
      ) : null}
      {list.data !== null && list.data.total === 0 ? (
        <p className="text-muted m-3" data-testid="payment-intent-empty">
          {M.noProblems}
        </p>
      ) : null}
      {list.data !== null && list.data.total > 0 ? (
        <>
          <ScrollRegion label={M.title}>
            <table className="table table-sm align-middle mb-0" data-testid="payment-intent-table">
              <thead>
                <tr>
                  <th>
                    <span className="visually-hidden">Detalle</span>
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column} className={column.startsWith('Monto') ? 'text-end text-nowrap' : 'text-nowrap'}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => {
                  const open = expanded.has(row.id);
                  const badge = cesionStatusBadge(row);
                  return (
                    <Fragment key={row.id}>
                      <tr data-testid="payment-intent-row" data-folio={row.folio} data-tipo={row.tipo}>
                        <td>
                          <ExpandToggle
                            open={open}
                            subject={`detalle del folio ${row.folio}`}
                            onToggle={() => toggle(row.id)}
                          />
                        </td>
                        <td>{row.folio}</td>
                        <td>{row.tipo}</td>
                        <td className="text-nowrap">{formatDate(row.fecha)}</td>
                        <td className="text-nowrap">{formatDate(row.fechaCesion)}</td>
                        <td className="text-end text-nowrap">{row.monto === null ? '-' : formatAmount(row.monto)}</td>
                        <td className="text-end text-nowrap">{formatAmount(row.montoCedido)}</td>
                        <td className="text-wrap" style={NAME_CELL}>
                          {row.deudor}
                        </td>
                        <td className="text-wrap" style={NAME_CELL}>
                          {row.factoring}
                        </td>
                        <td data-testid="payment-intent-badge">
                          {badge ? <span className={`badge text-bg-${badge.tone}`}>{badge.label}</span> : '-'}
                        </td>
                      </tr>
                      <DetailRow open={open} colSpan={COLUMNS.length + 1} cellClassName="bg-body-tertiary">
                        <PaymentIntentRowDetail row={row} settings={applied} />
                      </DetailRow>
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pagination
            page={list.data.page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => setPage(Math.min(Math.max(1, next), list.data?.totalPages ?? 1))}
          />
        </>
      ) : null}
    </section>
  );
}
