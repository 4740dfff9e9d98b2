import { memo, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { todayInChile } from '@domain/chile-time';
import { countText } from '@domain/es-cl-format';
import { monthWindows } from '@domain/reportes/report-period';
import type { ReportPdfSection } from '@domain/reportes/report-pdf-content';
import { filterReport } from '@domain/reportes/report-document';
import { sliceDocuments } from '@domain/reportes/report-slice';
import { executiveDocuments } from '@domain/reportes/executive-figures';
import { cellReport, type CellReport } from '@domain/reportes/cell-figures';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, tabPanelProps } from '@web/components/ui/tabs';
import { userMessage } from '@web/lib/api-error';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { formatAmount } from '@web/lib/format';
import { useNow } from '@web/lib/use-now';
import { useUrlParams } from '@web/lib/use-url-params';
import { useExecutiveFilter } from '../api/use-executive-filter';
import { useDrillDocuments } from '../api/use-drill-documents';
import { useReportCells } from '../api/use-report-cells';
import { reportPdfContent, reportPdfFileName } from '@domain/reportes/report-pdf-sections';
import type { ReportParams, ReportView } from '@domain/reportes/report-selection';
import { readReportParams, reportParamsPatch } from '../model/report-params';
import { AgingReport } from './aging-report';
import { ClientsReport } from './clients-report';
import { ExposureReport } from './exposure-report';
import { monthLabel } from '@domain/calendar-month';
import { MonthlyReportCard } from './monthly-report-card';
import { MonthsReport } from './months-report';
import { PartyReport } from './party-report';
import { ReportDrillModal, type ReportDrill } from './report-drill-modal';
import { ReportFilters } from './report-filters';
import { ReportPdfButton } from './report-pdf-button';

const VIEWS = [
  { id: 'resumen', label: 'Resumen' },
  { id: 'arc', label: 'Informe ARC' },
] as const;

interface ReportesPageProps {
  rutFactoring: string;
  /** The user holds the reportes and cesionesAdquiridas flags (the menu's rule). */
  allowed: boolean;
}

/**
 * '/reportes' and '/informeARC' (core-platform §2, §6): the factoring's acquired cessions of a period of months, summed
 * from the cells the refresh keeps (one request, domain/reportes/cell-figures.ts) with the rules of
 * '/cesion-adquiridas', so a month's figure is the monitoring screen's for that month; a figure's documents are read
 * with that screen's query when it is opened. 'Resumen' draws them by month (amount and rates), by cedente and debtor
 * with their concentration, the aging of the open documents, the held portfolio's exposure against the Cartera limits
 * (read from 'Cartera' itself) and, for users of 'Dashboard Clientes', the clients' KPI classes and
 * (carteraEjecutivos) the cessions by executive; 'Informe ARC' is the management report by cedente and debtor. Every
 * bar and row of the period opens its documents (the exposure's open in Cartera); every report exports to Excel;
 * period, filters (the executive's narrows the cessions to its clients') and view live in the address. Users with
 * cuentas choose who receives the monthly report e-mail ('Informe mensual por correo').
 */
export function ReportesPage({ rutFactoring, allowed }: ReportesPageProps) {
  const features = useFactoringFeatures(rutFactoring);
  const flags = useFactoringFlags();
  const [search, patchSearch] = useUrlParams();
  const { pathname } = useLocation();
  const now = useNow(60_000);
  const today = todayInChile(now);
  const params = useMemo(() => readReportParams(search, pathname, today), [search, pathname, today]);
  const period = useMemo(() => monthWindows(params.desde, params.hasta, today), [params.desde, params.hasta, today]);
  const windows = useMemo(() => ('windows' in period ? period.windows : []), [period]);
  const enabled = allowed && features.data?.reportes === true;
  const monthsKey = windows.map((w) => w.mes).join();
  const meses = useMemo(() => (monthsKey ? monthsKey.split(',') : []), [monthsKey]);
  const cells = useReportCells(rutFactoring, meses[0] ?? '', meses.at(-1) ?? '', enabled && meses.length > 0);
  const range = useMemo(() => ({ start: params.desde, end: params.hasta }), [params.desde, params.hasta]);
  const withEjecutivos = flags?.radarClientes === true && flags.carteraEjecutivos;
  const executive = useExecutiveFilter(rutFactoring, range, enabled && withEjecutivos, params.ejecutivo);
  const data = {
    pending: (meses.length > 0 && cells.isPending && !cells.isError) || executive.pending,
    error: cells.error ?? executive.error,
  };
  // Before the factoring's first refresh that builds the cells, zeros would pass for its figures.
  const notBuilt = cells.data?.construidaEn === null;
  const { cedente, deudor } = params;
  const grupos = useMemo(() => {
    const all = cells.data?.grupos ?? [];
    return executive.clientes ? executiveDocuments(all, executive.clientes) : all;
  }, [cells.data, executive.clientes]);
  const report = useMemo(() => cellReport(grupos, { cedente, deudor }, meses), [grupos, cedente, deudor, meses]);
  const filteredGroups = useMemo(() => filterReport(grupos, { cedente, deudor }), [grupos, cedente, deudor]);
  const [drill, setDrill] = useState<ReportDrill | null>(null);
  // The tables of the cards that read their own data, as they drew them, for the PDF.
  const [exposureSections, setExposureSections] = useState<ReportPdfSection[]>([]);
  const [clientSections, setClientSections] = useState<ReportPdfSection[]>([]);
  const buildPdf = () => ({
    content: reportPdfContent({
      params,
      report,
      periodo: `${monthLabel(params.desde)} a ${monthLabel(params.hasta)}`,
      withEjecutivos,
      tarjetas: [...exposureSections, ...(flags?.radarClientes ? clientSections : [])],
    }),
    fileName: reportPdfFileName(params),
  });
  const apply = useCallback((next: ReportParams) => patchSearch(reportParamsPatch(next)), [patchSearch]);
  // A figure's documents are read when it is opened: its month only, narrowed on the server by the party it names.
  const drillWindows = useMemo(() => {
    if (!drill) return null;
    const { slice } = drill;
    return slice.kind === 'mes' ? windows.filter((w) => w.mes === slice.mes) : windows;
  }, [drill, windows]);
  const drillRut =
    drill?.slice.kind === 'cedente' || drill?.slice.kind === 'deudor' ? drill.slice.rut : cedente || deudor;
  const drillRead = useDrillDocuments(rutFactoring, drillWindows, drillRut);
  // Opening a figure re-renders only the dialog: the cards below keep their props (memo) and the slice is cut once.
  const drilled = useMemo(() => {
    const rows = drillRead.data?.cesiones;
    if (!drill || !rows) return null;
    const narrowed = executive.clientes ? executiveDocuments(rows, executive.clientes) : rows;
    return sliceDocuments(filterReport(narrowed, { cedente, deudor }), drill.slice, now);
  }, [drill, drillRead.data, executive.clientes, cedente, deudor, now]);

  const gate = features.isPending
    ? null
    : !allowed
      ? 'No tiene permisos para ver los reportes'
      : features.data?.reportes !== true
        ? 'Los reportes no están habilitados para este factoring'
        : undefined;
  if (gate !== undefined) {
    return (
      <section>
        <h1 className="h4 mb-3">Reportes</h1>
        {gate === null ? (
          <Spinner />
        ) : (
          <div className="alert alert-warning" role="alert">
            {gate}
          </div>
        )}
      </section>
    );
  }
  return (
    <section>
      <h1 className="h4 mb-3">Reportes</h1>
      <ReportFilters
        key={`${params.desde}/${params.hasta}`}
        params={params}
        cedentes={report.todosCedentes}
        deudores={report.todosDeudores}
        ejecutivos={executive.ejecutivos}
        onApply={apply}
      />
      {'error' in period ? (
        <div className="alert alert-warning" role="alert">
          {period.error}
        </div>
      ) : null}
      {data.error ? (
        <div className="alert alert-danger" role="alert">
          {userMessage(data.error, 'No fue posible cargar las cesiones del periodo')}
        </div>
      ) : null}
      {data.pending ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner />
          <span>Cargando...</span>
        </div>
      ) : null}
      {notBuilt ? (
        <div className="alert alert-info" role="status" data-testid="report-not-built">
          Las cifras de los reportes se preparan con la próxima actualización de las cesiones.
        </div>
      ) : null}
      {!data.pending && !data.error && !notBuilt && windows.length > 0 ? (
        <>
          <div className="d-flex flex-wrap align-items-end gap-2">
            <div className="me-auto">
              <Tabs
                idPrefix="reporte-vista"
                label="Vista del reporte"
                tabs={VIEWS}
                selected={params.vista}
                onSelect={(vista: ReportView) => apply({ ...params, vista })}
              />
            </div>
            <ReportPdfButton build={buildPdf} />
          </div>
          <div {...tabPanelProps('reporte-vista', params.vista)}>
            <Totals report={report} params={params} />
            {params.vista === 'resumen' ? (
              <>
                <Summary report={report} params={params} onDrill={setDrill} />
                <ExposureReport
                  rutFactoring={rutFactoring}
                  enabled={enabled}
                  cedente={cedente}
                  deudor={deudor}
                  now={now}
                  onPdfSections={setExposureSections}
                />
                {flags?.radarClientes ? (
                  <ClientsReport
                    rutFactoring={rutFactoring}
                    desde={params.desde}
                    hasta={params.hasta}
                    grupos={filteredGroups}
                    withEjecutivos={withEjecutivos}
                    onDrill={setDrill}
                    onPdfSections={setClientSections}
                  />
                ) : null}
              </>
            ) : (
              <PartyReports report={report} params={params} onDrill={setDrill} variant="arc" />
            )}
          </div>
        </>
      ) : null}
      {flags?.cuentas ? <MonthlyReportCard rutFactoring={rutFactoring} /> : null}
      {drill ? (
        <ReportDrillModal
          title={drill.title}
          {...(drill.clientes ? { clientes: drill.clientes } : {})}
          documentos={drilled}
          complete={drillRead.data?.complete === true}
          error={drillRead.error}
          now={now}
          onClose={() => setDrill(null)}
        />
      ) : null}
    </section>
  );
}

interface ViewProps {
  report: CellReport;
  params: ReportParams;
  onDrill: (drill: ReportDrill) => void;
}

/** The period's headline: documents and 'Total cedido vigente', as the monitoring screen words its totals. */
const Totals = memo(function Totals({ report, params }: Omit<ViewProps, 'onDrill'>) {
  return (
    <p className="mb-3" data-testid="report-totals">
      {monthLabel(params.desde)} a {monthLabel(params.hasta)}:{' '}
      <span data-testid="report-documentos">{countText(report.total.documentos, 'documento', 'documentos')}</span>.
      Total cedido vigente:{' '}
      <span className="fw-semibold" data-testid="report-monto">
        {formatAmount(report.total.montoCedido)}
      </span>
    </p>
  );
});

/** The cedente and debtor reports of a view: side by side in 'resumen' on wide screens, stacked in 'arc'. */
const PartyReports = memo(function PartyReports({
  report,
  params,
  onDrill,
  variant,
}: ViewProps & { variant: 'resumen' | 'arc' }) {
  return (
    <div className="row g-3 mb-3">
      {(['cedente', 'deudor'] as const).map((tipo) => (
        <div key={tipo} className={variant === 'resumen' ? 'col-12 col-xl-6' : 'col-12'}>
          <PartyReport
            tipo={tipo}
            parties={tipo === 'cedente' ? report.cedentes : report.deudores}
            variant={variant}
            {...(variant === 'resumen'
              ? { concentracion: tipo === 'cedente' ? report.concentracionCedentes : report.concentracionDeudores }
              : {})}
            desde={params.desde}
            hasta={params.hasta}
            onDrill={(party) =>
              onDrill({
                title: `${tipo === 'cedente' ? 'Cedente' : 'Deudor'}: ${party.razonSocial || party.rut}`,
                slice: { kind: tipo, rut: party.rut },
              })
            }
          />
        </div>
      ))}
    </div>
  );
});

/** 'Resumen': by month with the rates, by cedente and debtor with their concentration, the open documents' aging. */
const Summary = memo(function Summary({ report, params, onDrill }: ViewProps) {
  const { desde, hasta } = params;
  return (
    <>
      <MonthsReport
        meses={report.meses}
        desde={desde}
        hasta={hasta}
        onDrill={(mes) => onDrill({ title: `Cesiones de ${monthLabel(mes)}`, slice: { kind: 'mes', mes } })}
      />
      <PartyReports report={report} params={params} onDrill={onDrill} variant="resumen" />
      <AgingReport
        vencimientos={report.vencimientos}
        desde={desde}
        hasta={hasta}
        onDrill={(tramo) =>
          onDrill({
            title: `Vencimientos: ${report.vencimientos.find((t) => t.tramo === tramo)?.etiqueta ?? tramo}`,
            slice: { kind: 'tramo', tramo },
          })
        }
      />
    </>
  );
});
