import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import { dteTypeName } from '@domain/dte-types';
import type { AecEnvioResultado, CesionMasivaFilaInput } from '@domain/wire/schema-types';
import { displayRut, formatAmount, formatDate } from '@web/lib/format';
import { documentId } from '@web/lib/cessions/cesion-resultado';
import { EnvioBadge } from '@web/components/cessions/envio-badge';

interface SheetRowsTableProps {
  filas: readonly CesionMasivaFilaInput[];
  /** 9: the file had the 9-column layout (rut deudor and valor shown). */
  layout: 3 | 9;
  /** Outcome of each document once sent (cesion-resultado.ts outcomesByDocument); empty before. */
  outcomes: ReadonlyMap<string, AecEnvioResultado>;
  /** The SII's state of each document, in the order of `filas`; undefined while unread or not read. */
  estados?: readonly ConsultaPreviaRow[];
}

/**
 * The documents kept from a mass cession file, as they will be sent (core-platform §3 payload): rut emisor, tipo,
 * folio, due date (the default already applied), and for 9-column files rut deudor and valor; the SII's state of
 * each document when read ('Estado SII': Cedido / No Cedido and the registry's gloss); after sending, each row's envío
 * state or the reason it was not sent.
 */
export function SheetRowsTable({ filas, layout, outcomes, estados }: SheetRowsTableProps) {
  const sent = outcomes.size > 0;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle" aria-label="Documentos a ceder">
        <thead>
          <tr>
            <th>#</th>
            <th>Rut Emisor</th>
            <th>Tipo</th>
            <th>Folio</th>
            <th>Vencimiento</th>
            {layout === 9 ? <th>Rut Deudor</th> : null}
            {layout === 9 ? <th className="text-end">Valor</th> : null}
            {estados ? <th>Estado SII</th> : null}
            {sent ? <th>Envío</th> : null}
          </tr>
        </thead>
        <tbody>
          {filas.map((fila, index) => {
            const outcome = outcomes.get(documentId(fila));
            return (
              <tr key={`${documentId(fila)}-${index}`} data-testid="sheet-row" data-folio={fila.folio}>
                <td>{index + 1}</td>
                <td className="text-nowrap">{displayRut(fila.rutEmisor)}</td>
                <td>
                  {fila.tipo} <span className="small text-muted">{dteTypeName(fila.tipo)}</span>
                </td>
                <td>{fila.folio}</td>
                <td>{formatDate(fila.fechaVencimiento ?? null)}</td>
                {layout === 9 ? (
                  <td className="text-nowrap">{fila.rutDeudor ? displayRut(fila.rutDeudor) : ''}</td>
                ) : null}
                {layout === 9 ? (
                  <td className="text-end">{fila.valorDocto != null ? formatAmount(fila.valorDocto) : ''}</td>
                ) : null}
                {estados ? (
                  <td data-testid="estado-sii">
                    {estados[index]?.estado}
                    {estados[index]?.glosaEstado ? (
                      <div className="small text-muted">{estados[index].glosaEstado}</div>
                    ) : null}
                  </td>
                ) : null}
                {sent ? (
                  <td>
                    {outcome?.error ? (
                      <span className="text-danger small">{outcome.error}</span>
                    ) : (
                      <EnvioBadge envio={outcome?.envio ?? null} />
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
