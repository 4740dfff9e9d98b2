import { Link } from 'react-router';
import { ResponsiveContainer } from 'recharts';
import { RED_FLAG_LABELS } from '@domain/red-flags/red-flag';
import { SheetExportButton } from '@web/components/exports/sheet-export-button';
import { LimitExcesses } from '@web/components/limits/limit-excesses';
import { DataTable } from '@web/components/ui/data-table';
import { tableColumn } from '@web/components/ui/table-columns';
import { useDataTable } from '@web/components/ui/use-data-table';
import { useUrlSorting } from '@web/components/ui/use-url-sorting';
import { displayRut, formatAmount } from '@web/lib/format';
import { judicialRadarPath } from '@web/lib/judicial-radar-path';
import { formatShare, PARTY_LABELS, type CarteraParte } from '../model/cartera';
import { partiesSheet } from '../model/cartera-export';
import { amountBarChart } from '@web/components/charts/amount-bar-chart';

const TOP = 10;

/** The ranking's columns on the shared table (sortable but the limit and the action). */
function partyColumns(onDrill: (party: CarteraParte) => void) {
  return [
    tableColumn<CarteraParte>({
      id: 'ranking',
      label: 'N°',
      kind: 'number',
      value: (p) => p.ranking,
      numeric: true,
      cell: (p) => p.ranking,
    }),
    tableColumn<CarteraParte>({
      id: 'razonSocial',
      label: 'Razón Social',
      kind: 'text',
      value: (p) => p.razonSocial || p.rut,
      cellAttributes: () => ({ style: { minWidth: '12rem' } }),
      cell: (p) => (
        <>
          <div>{p.razonSocial || '—'}</div>
          <div className="small text-body-secondary">{displayRut(p.rut)}</div>
          <JudicialFlag party={p} />
        </>
      ),
    }),
    tableColumn<CarteraParte>({
      id: 'documentos',
      label: 'Documentos',
      kind: 'number',
      value: (p) => p.documentos,
      numeric: true,
      cell: (p) => p.documentos.toLocaleString('es-CL'),
    }),
    tableColumn<CarteraParte>({
      id: 'monto',
      label: 'Monto Cedido',
      kind: 'number',
      value: (p) => p.monto,
      numeric: true,
      cellAttributes: () => ({ 'data-testid': 'party-monto' }),
      cell: (p) => formatAmount(p.monto),
    }),
    tableColumn<CarteraParte>({
      id: 'participacion',
      label: 'Participación',
      kind: 'number',
      value: (p) => p.participacion,
      numeric: true,
      cellAttributes: () => ({ 'data-testid': 'party-share' }),
      cell: (p) => formatShare(p.participacion),
    }),
    tableColumn<CarteraParte>({
      id: 'alertas',
      label: 'Alertas',
      kind: 'number',
      value: (p) => p.documentosConAlertas,
      numeric: true,
      cell: (p) => <AlertCount party={p} />,
    }),
    tableColumn<CarteraParte>({
      id: 'limite',
      label: 'Límite',
      cellAttributes: () => ({ className: 'small' }),
      cell: (p) => <LimitCell party={p} />,
    }),
    tableColumn<CarteraParte>({
      id: 'acciones',
      label: 'Acciones',
      header: <span className="visually-hidden">Acciones</span>,
      cell: (p) => (
        <button type="button" className="btn btn-outline-primary btn-sm text-nowrap" onClick={() => onDrill(p)}>
          Ver documentos<span className="visually-hidden"> de {p.razonSocial || p.rut}</span>
        </button>
      ),
    }),
  ];
}

interface PartySectionProps {
  tipo: CarteraParte['tipo'];
  parties: readonly CarteraParte[];
  onDrill: (party: CarteraParte) => void;
}

/**
 * 'Exposición por deudor' / 'Exposición por cedente': the ten largest as bars (a breached limit in red), then every
 * party ranked with its share, red flags (the judicial one under its name) and limits, a breach highlighted with its
 * reasons; 'Ver documentos' opens the
 * drill-down and 'Exportar Excel' writes the ranking. The ranking's sort is kept in the address (`?orden-deudor=`,
 * `?orden-cedente=`).
 */
export function PartySection({ tipo, parties, onDrill }: PartySectionProps) {
  const { plural, singular } = PARTY_LABELS[tipo];
  const sorting = useUrlSorting(`orden-${tipo}`);
  const { table } = useDataTable({
    rows: parties,
    columns: partyColumns(onDrill),
    rowId: (p) => p.rut,
    pageSize: Math.max(1, parties.length),
    sorting,
  });
  const sorted = table.getRowModel().rows.map((row) => row.original);
  const top = parties.slice(0, TOP).map((p) => ({ ...p, etiqueta: p.razonSocial || displayRut(p.rut) }));
  const headingId = `cartera-${tipo}-heading`;
  return (
    <section className="card mb-3" aria-labelledby={headingId} data-testid={`cartera-${tipo}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 fw-semibold mb-0 me-auto">
          Exposición por {singular.toLowerCase()}
        </h2>
        <SheetExportButton build={() => partiesSheet(tipo, sorted)} disabled={parties.length === 0} />
      </div>
      <div className="card-body">
        {parties.length === 0 ? (
          <p className="text-body-secondary mb-0">Sin documentos vigentes en cartera.</p>
        ) : (
          <>
            <div style={{ width: '100%', height: Math.max(120, top.length * 28 + 40) }} aria-hidden="true">
              <ResponsiveContainer>
                {amountBarChart({
                  data: top,
                  layout: 'rows',
                  color: (p) => (p.excesos.length > 0 ? '#b02a37' : '#0a58ca'),
                  onSelect: onDrill,
                })}
              </ResponsiveContainer>
            </div>
            <DataTable
              table={table}
              rows={table.getRowModel().rows}
              label={`Exposición por ${singular.toLowerCase()}: ${plural.toLowerCase()} ordenados por monto cedido vigente`}
              rowAttributes={(p) => ({
                className: p.excesos.length > 0 ? 'table-danger' : undefined,
                'data-testid': 'cartera-party',
                'data-rut': p.rut,
                'data-excede': p.excesos.length > 0 ? 'si' : 'no',
              })}
            />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The red flag 'Causa judicial nueva' of a party whose last judicial sweep found cases the previous one did not have:
 * a badge naming them (rol and tribunal) that opens the judicial radar on its RUT.
 */
function JudicialFlag({ party }: { party: CarteraParte }) {
  const causas = party.causasJudicialesNuevas;
  if (causas.length === 0) return null;
  return (
    <Link
      to={judicialRadarPath(party.rut)}
      className="badge text-bg-danger text-decoration-none"
      title={causas.map((c) => `Rol ${c.rol} (${c.tribunal})`).join(' · ')}
      data-testid="party-causa-judicial"
    >
      <span aria-hidden="true">⚖ </span>
      {causas.length === 1 ? 'Causa judicial nueva' : `${causas.length} causas judiciales nuevas`}
    </Link>
  );
}

function AlertCount({ party }: { party: CarteraParte }) {
  if (party.documentosConAlertas === 0) return <span className="text-body-secondary">0</span>;
  return (
    <span
      className="badge text-bg-danger"
      title={party.alertas.map((a) => `${RED_FLAG_LABELS[a.regla]}: ${a.documentos}`).join(' · ')}
    >
      <span aria-hidden="true">⚠ </span>
      {party.documentosConAlertas}
      <span className="visually-hidden"> documentos con alertas</span>
    </span>
  );
}

function LimitCell({ party }: { party: CarteraParte }) {
  const limits = [
    party.participacionMaxima !== null ? `máx. ${formatShare(party.participacionMaxima)}` : null,
    party.montoMaximo !== null ? `máx. ${formatAmount(party.montoMaximo)}` : null,
  ].filter(Boolean);
  return (
    <>
      <div className="text-nowrap">
        {limits.length > 0 ? limits.join(' · ') : <span className="text-body-secondary">Sin límite</span>}
      </div>
      <LimitExcesses excesos={party.excesos} testId="party-excesos" />
    </>
  );
}
