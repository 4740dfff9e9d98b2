import type { SiiRole } from '@domain/sii-role';
import { BadRequestError } from '../../platform/errors';
import type { Identity } from '../../access/identity';
import { assertActsFor, assertFlag } from '../../access/tenant';
import type { RefreshRunRepository } from '../../store/refresh-run-repository';
import { ROLE_FLAG } from '@domain/permissions';
import type { FilasSiiNoLeidas } from '@domain/wire/schema-types';

/** The screens' list names (core-platform §7) and the SII role whose answers feed each. */
const LIST_ROLE: Record<string, SiiRole> = { adquiridas: 'cesionario', cedidas: 'cedente', adeudadas: 'deudor' };

/**
 * The rows of the SII's period answers that the factoring's latest refresh could not read, for one cession
 * screen: the note 'N filas del SII no se pudieron leer' and its list (file, line, column, reason). Checks that
 * the user acts for the factoring and holds the screen's flag (core-platform §6), as the list itself does.
 * @param args rutFactoring, lista 'adquiridas' | 'cedidas' | 'adeudadas'.
 * @throws BadRequestError for another lista or a bad RUT; ForbiddenError (foreign factoring, missing flag).
 */
export async function filasSiiNoLeidas(
  args: Record<string, unknown>,
  identity: Identity,
  deps: { refreshRuns: Pick<RefreshRunRepository, 'latestRejectedRows'> },
): Promise<FilasSiiNoLeidas> {
  const role = LIST_ROLE[String(args.lista)];
  if (!role) throw new BadRequestError(`Lista desconocida: '${String(args.lista)}' (adquiridas, cedidas o adeudadas)`);
  const rutFactoring = assertActsFor(identity, String(args.rutFactoring ?? ''));
  assertFlag(identity, ROLE_FLAG[role]);
  const latest = await deps.refreshRuns.latestRejectedRows(rutFactoring);
  const filas = latest.rows.filter((row) => row.role === role).map(({ role: _role, ...row }) => row);
  return { total: filas.length, filas, fecha: latest.startedAt };
}
