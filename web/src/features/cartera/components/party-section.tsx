import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { RED_FLAG_LABELS } from '../../../../../domain/red-flags/red-flag';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { SortableHeader } from '../../../components/ui/sortable-header';
import type { SortColumn } from '../../../components/ui/sort-rows';
import { useSortedRows } from '../../../components/ui/use-sorted-rows';
import { displayRut, formatAmount } from '../../../lib/format';
import { useExportSheet } from '../hooks/use-export-sheet';
import { formatShare, PARTY_LABELS, type CarteraParte } from '../model/cartera';
import { partiesSheet } from '../model/cartera-export';
import { ChartTooltip, millions } from './chart-tooltip';

const TOP = 10;

const COLUMNS: ReadonlyArray<SortColumn<CarteraParte>> = [
  { key: 'ranking', label: 'N°', kind: 'number', value: (p) => p.ranking },
  { key: 'razonSocial', label: 'Razón Social', kind: 'text', value: (p) => p.razonSocial || p.rut },
  { key: 'documentos', label: 'Documentos', kind: 'number', value: (p) => p.documentos },
  { key: 'monto', label: 'Monto Cedido', kind: 'number', value: (p) => p.monto },
  { key: 'participacion', label: 'Participación', kind: 'number', value: (p) => p.participacion },
  { key: 'alertas', label: 'Alertas', kind: 'number', value: (p) => p.documentosConAlertas },
];

interface PartySectionProps {
  tipo: CarteraParte['tipo'];
  parties: readonly CarteraParte[];
  onDrill: (party: CarteraParte) => void;
}

/**
 * 'Exposición por deudor' / 'Exposición por cedente': the ten largest as bars (a breached limit in red), then every
 * party ranked with its share, red flags and limits, a breach highlighted with its reasons; 'Ver documentos' opens the
 * drill-down and 'Exportar Excel' writes the ranking.
 */
export function PartySection({ tipo, parties, onDrill }: PartySectionProps) {
  const { plural, singular } = PARTY_LABELS[tipo];
  const { sorted, sort, sortBy } = useSortedRows(parties, COLUMNS);
  const [busy, exportSheet] = useExportSheet();
  const top = parties.slice(0, TOP).map((p) => ({ ...p, etiqueta: p.razonSocial || displayRut(p.rut) }));
  const headingId = `cartera-${tipo}-heading`;
  return (
    <section className="card mb-3" aria-labelledby={headingId} data-testid={`cartera-${tipo}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 fw-semibold mb-0 me-auto">
          Exposición por {singular.toLowerCase()}
        </h2>
        <button type="button" className="btn btn-outline-success btn-sm" disabled={busy || parties.length === 0} onClick={() => void exportSheet(() => partiesSheet(tipo, sorted))}>
          Exportar Excel
        </button>
      </div>
      <div className="card-body">
        {parties.length === 0 ? (
          <p className="text-body-secondary mb-0">Sin documentos vigentes en cartera.</p>
        ) : (
          <>
            <div style={{ width: '100%', height: Math.max(120, top.length * 28 + 40) }} aria-hidden="true">
              <ResponsiveContainer>
                <BarChart data={top} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" tickFormatter={millions} tick={{ fontSize: 11 }} />
                  <YAxis type="category" dataKey="etiqueta" width={150} tick={{ fontSize: 11 }} tickFormatter={(name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name)} />
                  <Tooltip content={<ChartTooltip />} />
                  <Bar dataKey="monto" isAnimationActive={false} onClick={(_, index) => onDrill(parties[index]!)} cursor="pointer">
                    {top.map((p) => (
                      <Cell key={p.rut} fill={p.excesos.length > 0 ? '#b02a37' : '#0a58ca'} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </div>
            <ScrollRegion label={`Exposición por ${singular.toLowerCase()}`}>
              <table className="table table-sm table-hover align-middle mb-0 cartera-table">
                <caption className="visually-hidden">
                  {plural} ordenados por monto cedido vigente
                </caption>
                <thead className="sticky-top">
                  <tr>
                    {COLUMNS.map((c) => (
                      <SortableHeader key={c.key} columnKey={c.key} label={c.label} sort={sort} onSort={sortBy} className={c.kind === 'number' ? 'text-end text-nowrap' : undefined} />
                    ))}
                    <th scope="col">Límite</th>
                    <th scope="col">
                      <span className="visually-hidden">Acciones</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((p) => (
                    <PartyRow key={p.rut} party={p} onDrill={onDrill} />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </div>
    </section>
  );
}

function PartyRow({ party, onDrill }: { party: CarteraParte; onDrill: (party: CarteraParte) => void }) {
  const breached = party.excesos.length > 0;
  return (
    <tr className={breached ? 'table-danger' : undefined} data-testid="cartera-party" data-rut={party.rut} data-excede={breached ? 'si' : 'no'}>
      <td className="text-end">{party.ranking}</td>
      <td style={{ minWidth: '12rem' }}>
        <div>{party.razonSocial || '—'}</div>
        <div className="small text-body-secondary">{displayRut(party.rut)}</div>
      </td>
      <td className="text-end">{party.documentos.toLocaleString('es-CL')}</td>
      <td className="text-end text-nowrap" data-testid="party-monto">
        {formatAmount(party.monto)}
      </td>
      <td className="text-end text-nowrap" data-testid="party-share">
        {formatShare(party.participacion)}
      </td>
      <td className="text-end">
        {party.documentosConAlertas > 0 ? (
          <span className="badge text-bg-danger" title={party.alertas.map((a) => `${RED_FLAG_LABELS[a.regla]}: ${a.documentos}`).join(' · ')}>
            <span aria-hidden="true">⚠ </span>
            {party.documentosConAlertas}
            <span className="visually-hidden"> documentos con alertas</span>
          </span>
        ) : (
          <span className="text-body-secondary">0</span>
        )}
      </td>
      <td className="small">
        <LimitCell party={party} />
      </td>
      <td>
        <button type="button" className="btn btn-outline-primary btn-sm text-nowrap" onClick={() => onDrill(party)}>
          Ver documentos<span className="visually-hidden"> de {party.razonSocial || party.rut}</span>
        </button>
      </td>
    </tr>
  );
}

function LimitCell({ party }: { party: CarteraParte }) {
  const limits = [
    party.participacionMaxima !== null ? `máx. ${formatShare(party.participacionMaxima)}` : null,
    party.montoMaximo !== null ? `máx. ${formatAmount(party.montoMaximo)}` : null,
  ].filter(Boolean);
  return (
    <>
      <div className="text-nowrap">{limits.length > 0 ? limits.join(' · ') : <span className="text-body-secondary">Sin límite</span>}</div>
      {party.excesos.length > 0 ? (
        <div className="text-danger-emphasis fw-semibold" data-testid="party-excesos">
          <span aria-hidden="true">⛔ </span>
          Excede: {party.excesos.join('; ')}
        </div>
      ) : null}
    </>
  );
}
