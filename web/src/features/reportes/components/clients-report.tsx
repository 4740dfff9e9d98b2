import { memo, useEffect, useMemo, type ReactNode } from 'react';
import { cellFiguresByExecutive, type ReportGroupAt } from '@domain/reportes/cell-figures';
import { columnValuesOf } from '@domain/dashboard-columns/column-values';
import type { ExecutiveFigures } from '@domain/reportes/executive-figures';
import { sheetSection, type ReportPdfSection } from '@domain/reportes/report-pdf-content';
import { KpiClassLegend } from '@web/components/kpi-radar/kpi-class-legend';
import type { KpiClass } from '@domain/kpis/kpi-scales';
import { KPI_CLASSES } from '@web/components/kpi-radar/kpi-class-tone';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { useColumnConfig } from '@web/lib/dashboard-columns/get-column-config';
import { formatAmount } from '@web/lib/format';
import { useRadarScales } from '@web/lib/kpi-radar/use-radar-scales';
import { monthsOf } from '@web/lib/month-range';
import { executivesOf } from '@web/localdb/client-list/client-company';
import { useClientList } from '@web/localdb/client-list/get-client-list';
import { kpiDistribution, type KpiDistribution } from '../model/kpi-distribution';
import { executiveName, executivesSheet } from '@domain/reportes/report-sheets';
import { kpiSheet } from '../model/kpi-sheet';
import { FigureTable, type FigureColumn } from './figure-table';
import { percent } from './months-report';
import type { DrillClient, ReportDrill } from './report-drill-modal';

/** The class columns, each count a button opening its clients and their documents (nothing to open at 0). */
const kpiColumns = (open: (row: KpiDistribution, clase: string, ruts: string[]) => void) => {
  const column = (
    clase: KpiClass | 'Sin dato',
    rutsOf: (row: KpiDistribution) => string[],
    testId: string,
  ): FigureColumn<KpiDistribution> => ({
    label: clase,
    value: (row): ReactNode => {
      const ruts = rutsOf(row);
      const count = ruts.length.toLocaleString('es-CL');
      return ruts.length === 0 ? (
        count
      ) : (
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          aria-label={`${count} clientes ${clase} en ${row.nombre}`}
          onClick={() => open(row, clase, ruts)}
        >
          {count}
        </button>
      );
    },
    testId,
  });
  return [
    ...KPI_CLASSES.map((kpiClass) => column(kpiClass, (row) => row.clases[kpiClass], `kpi-${kpiClass}`)),
    column('Sin dato', (row) => row.sinDato, 'kpi-sin-dato'),
  ];
};

const EXECUTIVE_COLUMNS: ReadonlyArray<FigureColumn<ExecutiveFigures>> = [
  { label: 'Clientes', value: (e) => e.clientes.length.toLocaleString('es-CL') },
  { label: 'Documentos', value: (e) => e.documentos.toLocaleString('es-CL'), testId: 'executive-documentos' },
  { label: 'Monto cedido vigente', value: (e) => formatAmount(e.montoCedido), testId: 'executive-monto' },
  { label: 'Tasa reclamo', value: (e) => percent(e.tasaReclamo) },
];

interface ClientsReportProps {
  rutFactoring: string;
  /** The report's months 'yyyy-MM': the client list's range. */
  desde: string;
  hasta: string;
  /** The report's groups after its filters (domain/reportes/cell-figures.ts): the executives' figures. */
  grupos: readonly ReportGroupAt[];
  /** The executives' view applies (carteraEjecutivos). */
  withEjecutivos: boolean;
  /** Opens a class count's clients or an executive's, with the period's documents they ceded. */
  onDrill: (drill: ReportDrill) => void;
  /** Receives the card's tables for the screen's PDF whenever they change. */
  onPdfSections: (sections: ReportPdfSection[]) => void;
}

/**
 * The factoring's clients, from the client list of 'Dashboard Clientes' for the report's months (the same database,
 * column values and radar scales): how many clients each KPI puts in each radar class, and, with carteraEjecutivos,
 * the period's cessions by executive (the cessions their client companies ceded). A class count opens its clients and
 * the period's documents they ceded; an executive, its clients' documents.
 */
export const ClientsReport = memo(function ClientsReport(props: ClientsReportProps) {
  const { rutFactoring, desde, hasta, grupos, withEjecutivos, onDrill, onPdfSections } = props;
  const columnConfig = useColumnConfig();
  const range = useMemo(() => ({ start: desde, end: hasta }), [desde, hasta]);
  const clientList = useClientList(rutFactoring, columnConfig.data ? range : null);
  const radar = useRadarScales();
  const config = columnConfig.data?.config;
  const list = clientList.data;
  const distribution = useMemo(() => {
    if (!list || !config || !radar) return null;
    const valuesOf = columnValuesOf(config, monthsOf(range));
    const clients = list.companies.map((company) => ({
      rut: company.rut,
      values: valuesOf(list.kpis.get(company.rut) ?? new Map()),
    }));
    return kpiDistribution(clients, config.columns, radar);
  }, [list, config, radar, range]);
  const executives = useMemo(
    () =>
      list && withEjecutivos
        ? cellFiguresByExecutive(
            grupos,
            list.companies.map((company) => ({ rut: company.rut, ejecutivos: executivesOf(company) })),
          )
        : [],
    [list, withEjecutivos, grupos],
  );
  useEffect(() => {
    onPdfSections(
      distribution
        ? [
            sheetSection(kpiSheet(distribution, desde, hasta), 'Clientes por clase de KPI'),
            ...(withEjecutivos ? [sheetSection(executivesSheet(executives, desde, hasta), 'Por ejecutivo')] : []),
          ]
        : [],
    );
  }, [distribution, executives, withEjecutivos, desde, hasta, onPdfSections]);
  const columns = useMemo(() => {
    const names = new Map((list?.companies ?? []).map((company) => [company.rut, company.razonSocial]));
    const clientsOf = (ruts: readonly string[]): DrillClient[] =>
      ruts.map((rut) => ({ rut, razonSocial: names.get(rut) ?? '' }));
    return kpiColumns((row, clase, ruts) =>
      onDrill({ title: `${row.nombre}: ${clase}`, slice: { kind: 'clientes', ruts }, clientes: clientsOf(ruts) }),
    );
  }, [list, onDrill]);
  return (
    <section className="card mb-3" aria-labelledby="reporte-clientes" data-testid="report-clients">
      <div className="card-header">
        <h2 id="reporte-clientes" className="h6 fw-semibold mb-0">
          Clientes por clase de KPI
        </h2>
      </div>
      <div className="card-body">
        {clientList.isError ? (
          <ErrorAlert error={userMessage(clientList.error, 'No fue posible cargar los clientes')} />
        ) : !distribution ? (
          <Spinner label="Cargando clientes..." />
        ) : (
          <>
            <p className="small text-body-secondary mb-2" data-testid="clients-note">
              {list!.companies.length.toLocaleString('es-CL')} clientes de Dashboard Clientes; valores de los meses del
              periodo con los umbrales de Configuración Radar.
            </p>
            <KpiClassLegend />
            <FigureTable
              caption="Clientes por clase del radar en cada KPI"
              heading="KPI"
              rowHeading={(row) => row.nombre}
              columns={columns}
              rows={distribution}
              rowKey={(row) => row.id}
              rowAttributes={(row) => ({ 'data-testid': 'kpi-row', 'data-kpi': row.id })}
              emptyText="El radar no clasifica ningún KPI de la lista de clientes."
              testId="kpi-table"
            />
            {withEjecutivos ? (
              <ExecutivesTable
                executives={executives}
                desde={desde}
                hasta={hasta}
                onDrill={(e) =>
                  onDrill({
                    title: `Ejecutivo: ${executiveName(e.ejecutivo)}`,
                    slice: { kind: 'clientes', ruts: e.clientes },
                  })
                }
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
});

/** 'Por ejecutivo': each executive's clients and the period's cessions of them, with its export. */
function ExecutivesTable({
  executives,
  desde,
  hasta,
  onDrill,
}: {
  executives: ExecutiveFigures[];
  desde: string;
  hasta: string;
  onDrill: (ejecutivo: ExecutiveFigures) => void;
}) {
  return (
    <div className="mt-3" data-testid="report-executives">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto">Por ejecutivo</h3>
        <SheetExportButton build={() => executivesSheet(executives, desde, hasta)} disabled={executives.length === 0} />
      </div>
      <FigureTable
        caption="Cesiones del periodo por ejecutivo de los clientes cedentes"
        heading="Ejecutivo"
        rowHeading={(e) => executiveName(e.ejecutivo)}
        columns={EXECUTIVE_COLUMNS}
        rows={executives}
        rowKey={(e) => e.ejecutivo}
        rowAttributes={(e) => ({ 'data-testid': 'executive-row', 'data-ejecutivo': e.ejecutivo })}
        drill={{ open: onDrill, name: (e) => executiveName(e.ejecutivo), empty: (e) => e.documentos === 0 }}
        emptyText="La lista de clientes no tiene empresas."
        maxHeight="24rem"
      />
    </div>
  );
}
