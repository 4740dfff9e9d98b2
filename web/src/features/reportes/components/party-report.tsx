import { ResponsiveContainer } from 'recharts';
import type { Concentration } from '@domain/reportes/concentration';
import type { PartyFigures } from '@domain/reportes/report-figures';
import { amountBarChart } from '@web/components/charts/amount-bar-chart';
import { displayRut, formatAmount } from '@web/lib/format';
import { partiesSheet } from '@domain/reportes/report-sheets';
import { FigureTable, type FigureColumn } from './figure-table';
import { percent } from './months-report';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';

const TOP = 10;

const count = (label: string, figure: (p: PartyFigures) => number): FigureColumn<PartyFigures> => ({
  label,
  value: (p) => figure(p).toLocaleString('es-CL'),
});
const MONTO: FigureColumn<PartyFigures> = {
  label: 'Monto cedido vigente',
  value: (p) => formatAmount(p.montoCedido),
  testId: 'party-monto',
};

/** The table's columns of each variant: the charts' ranking, or the management report's counts (Informe ARC). */
const COLUMNS: Readonly<Record<'resumen' | 'arc', ReadonlyArray<FigureColumn<PartyFigures>>>> = {
  resumen: [
    count('Documentos', (p) => p.documentos),
    MONTO,
    { label: 'Tasa reclamo', value: (p) => percent(p.tasaReclamo) },
  ],
  arc: [
    count('Adquiridos', (p) => p.documentos),
    MONTO,
    count('Recedidos', (p) => p.recedidos),
    count('Devueltos', (p) => p.devueltos),
    count('Reclamados', (p) => p.reclamados),
    count('Anulados', (p) => p.anulados),
    count('Rebajados', (p) => p.rebajados),
  ],
};

interface PartyReportProps {
  tipo: 'cedente' | 'deudor';
  parties: readonly PartyFigures[];
  variant: keyof typeof COLUMNS;
  /** The concentration of the amounts, shown over the chart of the 'resumen' variant. */
  concentracion?: Concentration;
  desde: string;
  hasta: string;
  onDrill: (party: PartyFigures) => void;
}

/**
 * The acquired cessions by cedente or by debtor, the largest amount first: in 'resumen' the concentration (Top 1,
 * Top 3, HHI) and the ten largest as bars over a ranking with the claim rate; in 'arc' (Informe ARC) every party with
 * its acquired, re-ceded, returned, claimed, annulled and reduced documents. A bar or a row's 'Ver' opens its
 * documents; 'Exportar Excel' writes the whole ranking with every figure.
 */
export function PartyReport({ tipo, parties, variant, concentracion, desde, hasta, onDrill }: PartyReportProps) {
  const title = tipo === 'cedente' ? 'Por cedente' : 'Por deudor';
  const headingId = `reporte-${variant}-${tipo}`;
  const top = parties
    .slice(0, TOP)
    .map((p) => ({ ...p, etiqueta: p.razonSocial || displayRut(p.rut), monto: p.montoCedido }));
  return (
    <section className="card h-100" aria-labelledby={headingId} data-testid={`report-${tipo}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 fw-semibold mb-0 me-auto">
          {title}
        </h2>
        <SheetExportButton build={() => partiesSheet(tipo, parties, desde, hasta)} disabled={parties.length === 0} />
      </div>
      <div className="card-body">
        {concentracion ? <ConcentrationLine concentracion={concentracion} /> : null}
        {variant === 'resumen' && top.length > 0 ? (
          <div style={{ width: '100%', height: top.length * 28 + 40 }} aria-hidden="true">
            <ResponsiveContainer>
              {amountBarChart({ data: top, layout: 'rows', color: '#0a58ca', onSelect: onDrill })}
            </ResponsiveContainer>
          </div>
        ) : null}
        <FigureTable
          caption={`${title}, ordenados por monto cedido vigente`}
          heading="Razón Social"
          rowHeading={(p) => (
            <>
              <div>{p.razonSocial || '—'}</div>
              <div className="text-body-secondary">{displayRut(p.rut)}</div>
            </>
          )}
          columns={COLUMNS[variant]}
          rows={parties}
          rowKey={(p) => p.rut}
          rowAttributes={(p) => ({ 'data-testid': 'party-row', 'data-rut': p.rut })}
          drill={{ open: onDrill, name: (p) => p.razonSocial || displayRut(p.rut), empty: (p) => p.documentos === 0 }}
          maxHeight="24rem"
        />
      </div>
    </section>
  );
}

/** Top 1, Top 3 and HHI of a ranking; the HHI's title says what it means. */
function ConcentrationLine({ concentracion }: { concentracion: Concentration }) {
  const items = [
    { label: 'Top 1', value: percent(concentracion.top1), testId: 'top1' },
    { label: 'Top 3', value: percent(concentracion.top3), testId: 'top3' },
    {
      label: 'HHI',
      value: Math.round(concentracion.hhi).toLocaleString('es-CL'),
      testId: 'hhi',
      title: 'Índice Herfindahl-Hirschman: suma de las participaciones al cuadrado (0 a 10.000; sobre 1.800, alta)',
    },
  ];
  return (
    <dl className="d-flex flex-wrap column-gap-4 small mb-2" data-testid="concentration">
      {items.map((item) => (
        <div key={item.testId} title={item.title}>
          <dt className="d-inline fw-normal text-body-secondary">{item.label}: </dt>
          <dd className="d-inline fw-semibold" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
