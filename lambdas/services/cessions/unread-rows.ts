import type { SiiRole } from '@domain/sii-role';
import { BadRequestError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import type { RefreshRunRepository } from '../../store/refresh-run-repository';
import type { FilasSiiNoLeidas } from '@domain/wire/schema-types';

/** The screens' list names (core-platform §7) and the SII role whose answers feed each. */
const LIST_ROLE: Record<string, SiiRole> = { adquiridas: 'cesionario', cedidas: 'cedente', adeudadas: 'deudor' };

/**
 * The SII role whose answers feed the cession screen `lista`.
 * @throws BadRequestError for a lista other than 'adquiridas', 'cedidas' or 'adeudadas'.
 */
export function unreadRowsRole(lista: unknown): SiiRole {
  const role = LIST_ROLE[String(lista)];
  if (!role) throw new BadRequestError(`Lista desconocida: '${String(lista)}' (adquiridas, cedidas o adeudadas)`);
  return role;
}

/**
 * The rows of the SII's period answers that the factoring's latest refresh could not read, for one cession
 * screen: the note 'N filas del SII no se pudieron leer' and its list (file, line, column, reason, and the tipo, folio
 * and cedente the row still showed: null when it showed none or the run was stored before they were kept). The entry
 * handler checks the screen's flag (core-platform §6) with the factoring, as the list itself does.
 * @param role the screen's SII role ({@link unreadRowsRole}).
 */
export async function filasSiiNoLeidas(
  role: SiiRole,
  scope: TenantScope,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'latestRejectedRows'> },
): Promise<FilasSiiNoLeidas> {
  const latest = await deps.refreshRuns.latestRejectedRows(scope);
  const filas = latest.rows
    .filter((row) => row.role === role)
    .map(({ archivo, linea, campo, motivo, tipo, folio, cedente }) => ({
      archivo,
      linea,
      campo,
      motivo,
      tipo: tipo ?? null,
      folio: folio ?? null,
      cedente: cedente ?? null,
    }));
  return { total: filas.length, filas, fecha: latest.startedAt };
}
