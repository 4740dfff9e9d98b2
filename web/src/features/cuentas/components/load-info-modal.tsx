import { InfoModal } from '@web/components/ui/info-modal';
import type { ResultadoCargaEjecutivo } from '@domain/wire/schema-types';

/**
 * 'Informacion de carga' (core-platform §2 "Accounts", §3 "CSV result row"): one line per row of the executives file
 * with the executive, the company RUT and the message; rows that were not kept are marked in red.
 */
export function LoadInfoModal({ results, onClose }: { results: ResultadoCargaEjecutivo[]; onClose: () => void }) {
  const kept = results.filter((result) => result.success).length;
  return (
    <InfoModal title="Informacion de carga" size="lg" onClose={onClose}>
      <p className="small mb-2">
        {kept} de {results.length} filas cargadas.
      </p>
      <table className="table table-sm mb-0" data-testid="informacion-carga">
        <thead>
          <tr>
            <th>Ejecutivo</th>
            <th>Rut empresa</th>
            <th>Mensaje</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result, index) => (
            <tr key={index} className={result.success ? '' : 'table-danger'}>
              <td>{result.usernameEjecutivo || '—'}</td>
              <td className="text-nowrap">{result.rutEmpresa || '—'}</td>
              <td>{result.body}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </InfoModal>
  );
}
