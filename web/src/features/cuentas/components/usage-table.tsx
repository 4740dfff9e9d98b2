import type { MonthlyUsage } from '@domain/usage/monthly-usage';
import { monthDisplay } from '@domain/client-db/views/month-label';

/** A count as the screens write numbers (dot thousand separators, core-platform §1). */
export function usageCount(value: number): string {
  return value.toLocaleString('es-CL');
}

/** The months of a factoring's usage, newest first: Mes, Clientes monitoreados, Clientes que operaron. */
export function UsageTable({ uso, caption }: { uso: readonly MonthlyUsage[]; caption: string }) {
  return (
    <table className="table table-sm mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Mes</th>
          <th scope="col" className="text-end">
            Clientes monitoreados
          </th>
          <th scope="col" className="text-end">
            Clientes que operaron
          </th>
        </tr>
      </thead>
      <tbody>
        {uso.map(({ mes, monitoreados, operaron }) => (
          <tr key={mes}>
            <td>{monthDisplay(mes)}</td>
            <td className="text-end">{usageCount(monitoreados)}</td>
            <td className="text-end">{usageCount(operaron)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
