import { Link } from 'react-router';
import { limitUsages, type LimitUsage } from '@domain/reportes/limit-usage';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { displayRut, formatAmount, formatDateTime } from '@web/lib/format';
import { todayInChile } from '@domain/chile-time';
import { useCarteraExposure } from '../api/use-cartera-exposure';
import { exposureSheet } from '../model/report-sheets';
import { FigureTable, type FigureColumn } from './figure-table';
import { percent } from './months-report';

const limitText = (u: LimitUsage) =>
  [
    u.participacionMaxima !== null ? `máx. ${percent(u.participacionMaxima)}` : null,
    u.montoMaximo !== null ? `máx. ${formatAmount(u.montoMaximo)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const COLUMNS: ReadonlyArray<FigureColumn<LimitUsage>> = [
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
}

/**
 * 'Exposición contra límites': the held portfolio of 'Cartera' today (the same `cartera` query, so the same figures
 * and breaches) for each debtor and cedente under a limit the factoring set, the most used first, a breach in red with
 * Cartera's reasons; each kind exports to Excel. It does not move with the period: an exposure is what is held now.
 */
export function ExposureReport({ rutFactoring, enabled, cedente, deudor }: ExposureReportProps) {
  const cartera = useCarteraExposure(rutFactoring, enabled);
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
        {cartera.isSuccess ? (
          <>
            <p className="small text-body-secondary" data-testid="exposure-note">
              Documentos vigentes en cartera al {formatDateTime(cartera.data.generadaEn)}, sin importar el periodo.
            </p>
            <div className="row g-3">
              {(['deudor', 'cedente'] as const).map((tipo) => (
                <div key={tipo} className="col-12 col-xl-6">
                  <ExposureTable
                    tipo={tipo}
                    usages={limitUsages(
                      tipo === 'deudor' ? cartera.data.deudores : cartera.data.cedentes,
                      cartera.data.total.monto,
                      tipo === 'deudor' ? deudor : cedente,
                    )}
                    fecha={todayInChile(new Date(cartera.data.generadaEn))}
                  />
                </div>
              ))}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** One kind's parties under a limit, with their export. */
function ExposureTable({ tipo, usages, fecha }: { tipo: 'deudor' | 'cedente'; usages: LimitUsage[]; fecha: string }) {
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
            {u.excesos.length > 0 ? (
              <div className="text-danger-emphasis fw-semibold" data-testid="exposure-excesos">
                <span aria-hidden="true">⛔ </span>
                Excede: {u.excesos.join('; ')}
              </div>
            ) : null}
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
        emptyText={`Sin límites de Cartera para los ${plural.toLowerCase()}.`}
        maxHeight="24rem"
      />
    </div>
  );
}
