import { memo, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { limitUsages, type LimitUsage } from '@domain/reportes/limit-usage';
import { sheetSection, type ReportPdfSection } from '@domain/reportes/report-pdf-content';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';
import { LimitExcesses } from '@web/components/limits/limit-excesses';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { displayRut, formatAmount, formatDateTime } from '@web/lib/format';
import { todayInChile } from '@domain/chile-time';
import { useCarteraExposure } from '../api/use-cartera-exposure';
import { useExposureDocuments } from '../api/use-exposure-documents';
import { exposureSheet } from '@domain/reportes/report-sheets';
import { FigureTable, type FigureColumn } from './figure-table';
import { percent } from './months-report';
import { ReportDrillModal } from './report-drill-modal';

const limitText = (u: LimitUsage) =>
  [
    u.participacionMaxima !== null ? `máx. ${percent(u.participacionMaxima)}` : null,
    u.montoMaximo !== null ? `máx. ${formatAmount(u.montoMaximo)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const COLUMNS: ReadonlyArray<FigureColumn<LimitUsage>> = [
  { label: 'Documentos', value: (u) => u.documentos.toLocaleString('es-CL'), testId: 'exposure-documentos' },
  { label: 'Monto cedido vigente', value: (u) => formatAmount(u.monto), testId: 'exposure-monto' },
  { label: 'Participación', value: (u) => percent(u.participacion) },
  { label: 'Límite', value: limitText },
  { label: 'Uso', value: (u) => percent(u.uso), testId: 'exposure-uso' },
  {
    label: 'Disponible',
    value: (u) =>
      u.disponible === null
        ? '—'
        : u.disponible < 0
          ? `Excede en ${formatAmount(-u.disponible)}`
          : formatAmount(u.disponible),
    testId: 'exposure-disponible',
  },
];

interface ExposureReportProps {
  rutFactoring: string;
  enabled: boolean;
  /** The report's party filters ('' none): each narrows its own kind. */
  cedente: string;
  deudor: string;
  now: Date;
  /** Receives the card's tables for the screen's PDF whenever they change. */
  onPdfSections: (sections: ReportPdfSection[]) => void;
}

const TIPOS = ['deudor', 'cedente'] as const;

/**
 * 'Exposición contra límites': the held portfolio of 'Cartera' today (the same `cartera` query, so the same figures
 * and breaches) for each debtor and cedente under a limit the factoring set, the most used first, a breach in red with
 * Cartera's reasons; each kind exports to Excel and each row opens its held documents. It does not move with the
 * period: an exposure is what is held now.
 */
export const ExposureReport = memo(function ExposureReport(props: ExposureReportProps) {
  const { rutFactoring, enabled, cedente, deudor, now, onPdfSections } = props;
  const cartera = useCarteraExposure(rutFactoring, enabled);
  const tables = useMemo(() => {
    const data = cartera.data;
    if (!data) return null;
    const fecha = todayInChile(new Date(data.generadaEn));
    const nota = `Documentos vigentes en cartera al ${formatDateTime(data.generadaEn)}, sin importar el periodo.`;
    const usages = (tipo: 'deudor' | 'cedente') =>
      limitUsages(
        tipo === 'deudor' ? data.deudores : data.cedentes,
        data.total.monto,
        tipo === 'deudor' ? deudor : cedente,
      );
    return { fecha, nota, deudor: usages('deudor'), cedente: usages('cedente') };
  }, [cartera.data, cedente, deudor]);
  useEffect(() => {
    onPdfSections(
      tables
        ? TIPOS.map((tipo) =>
            sheetSection(
              exposureSheet(tipo, tables[tipo], tables.fecha),
              `Exposición contra límites: ${tipo === 'deudor' ? 'deudores' : 'cedentes'}`,
              tables.nota,
            ),
          )
        : [],
    );
  }, [tables, onPdfSections]);
  const [drill, setDrill] = useState<LimitUsage | null>(null);
  const today = todayInChile(now);
  const documents = useExposureDocuments(rutFactoring, drill && { tipo: drill.tipo, rut: drill.rut }, today);
  return (
    <section className="card mb-3" aria-labelledby="reporte-exposicion" data-testid="report-exposure">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id="reporte-exposicion" className="h6 fw-semibold mb-0 me-auto">
          Exposición contra límites
        </h2>
        <Link to="/cartera" className="small">
          Ver documentos y límites en Cartera
        </Link>
      </div>
      <div className="card-body">
        {cartera.isPending ? <Spinner /> : null}
        <ErrorAlert error={cartera.isError ? userMessage(cartera.error, 'No fue posible cargar la cartera') : null} />
        {tables ? (
          <>
            <p className="small text-body-secondary" data-testid="exposure-note">
              {tables.nota}
            </p>
            <div className="row g-3">
              {TIPOS.map((tipo) => (
                <div key={tipo} className="col-12">
                  <ExposureTable tipo={tipo} usages={tables[tipo]} fecha={tables.fecha} onDrill={setDrill} />
                </div>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {drill ? (
        <ReportDrillModal
          title={`${drill.tipo === 'deudor' ? 'Deudor' : 'Cedente'}: ${drill.razonSocial || displayRut(drill.rut)}`}
          note="Documentos vigentes en cartera hoy, sin importar el periodo."
          documentos={documents.data ?? null}
          error={documents.error}
          now={now}
          onClose={() => setDrill(null)}
        />
      ) : null}
    </section>
  );
});

interface ExposureTableProps {
  tipo: 'deudor' | 'cedente';
  usages: LimitUsage[];
  fecha: string;
  onDrill: (usage: LimitUsage) => void;
}

/** One kind's parties under a limit, with their export and each one's documents. */
function ExposureTable({ tipo, usages, fecha, onDrill }: ExposureTableProps) {
  const plural = tipo === 'deudor' ? 'Deudores' : 'Cedentes';
  return (
    <div data-testid={`exposure-${tipo}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0 me-auto">{plural}</h3>
        <SheetExportButton build={() => exposureSheet(tipo, usages, fecha)} disabled={usages.length === 0} />
      </div>
      <FigureTable
        caption={`${plural} con límite, ordenados por uso del límite`}
        heading="Razón Social"
        rowHeading={(u) => (
          <>
            <div>{u.razonSocial || '—'}</div>
            <div className="text-body-secondary">{displayRut(u.rut)}</div>
            <LimitExcesses excesos={u.excesos} testId="exposure-excesos" />
          </>
        )}
        columns={COLUMNS}
        rows={usages}
        rowKey={(u) => u.rut}
        rowAttributes={(u) => ({
          'data-testid': 'exposure-row',
          'data-rut': u.rut,
          'data-excede': u.excesos.length > 0 ? 'si' : 'no',
          ...(u.excesos.length > 0 ? { className: 'table-danger' } : {}),
        })}
        drill={{ open: onDrill, name: (u) => u.razonSocial || displayRut(u.rut), empty: (u) => u.documentos === 0 }}
        emptyText={`Sin límites de Cartera para los ${plural.toLowerCase()}.`}
        maxHeight="24rem"
      />
    </div>
  );
}
