import { readCartolaPage } from '@domain/tgr/cartola-page';
import type { TenantScope } from '../../access/tenant-scope';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { PageSource } from '../../public-sources/page-source';
import type { TgrSession, TgrStore } from '../../public-sources/tgr/tgr-store';
import type { ClientDbObjects } from '../../store/client-db/client-db-objects';
import { isClientOf } from './client-of';

/** Minutes a viewer session opens the statement. */
export const TGR_SESSION_MINUTES = 60;

/** The TGR did not give the statement (error page or no answer): no session is created (client-detail.md §8). */
export class TgrUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TgrUnavailableError';
  }
}

/** The statement of a session: the TGR's page bytes and its issue date-time in Chile 'yyyy-MM-dd HH:mm'. */
export interface SessionStatement {
  bytes: Uint8Array;
  fechaEmision: string;
}

/** What the statements read and write. */
export interface TgrStatementsDeps {
  /** The TGR's pages (`cartola/{rut}.html`). */
  source: PageSource;
  store: TgrStore;
  clientDbs: Pick<ClientDbObjects, 'contentHash'>;
  now: () => Date;
}

/**
 * The TGR statements of the client detail (client-detail.md §4 "TGR flow", §7), each factoring with its own copy of
 * its client's statement: a session is created for a client of the factoring, fetching the statement from the TGR
 * when the factoring has none stored; the statement is then read through the session until a forced update deletes
 * the factoring's copy (another factoring's copy of the same client stays). Every call answers 'not-client', with
 * nothing read, for a RUT that is not the factoring's client.
 */
export class TgrStatements {
  constructor(private readonly deps: TgrStatementsDeps) {}

  /**
   * A new viewer session of the client's statement for the caller. Without a stored statement the TGR is asked:
   * a statement is stored with its issue date; the TGR's processing page stores nothing (the statement is not ready,
   * the viewer says so and retries).
   * @param rut normalised 'NNNNNNNN-D'.
   * @returns the session id.
   * @throws TgrUnavailableError when the TGR answers an error page, a non-200 status or nothing.
   */
  async createSession(scope: TenantScope, rut: string): Promise<string | 'not-client'> {
    if (!(await isClientOf(this.deps.clientDbs, scope, rut))) return 'not-client';
    if (!(await this.deps.store.getCartola(scope, rut))) await this.fetchCartola(scope, rut);
    const expiresAt = new Date(this.deps.now().getTime() + TGR_SESSION_MINUTES * 60_000).toISOString();
    return this.deps.store.createSession({ ...owner(scope, rut), expiresAt });
  }

  /**
   * The statement a session opens.
   * @returns null when the factoring's statement is not stored (still processing at the TGR, or deleted);
   *   'sesion-invalida' when the session does not exist, has expired, or belongs to another user, factoring or client.
   */
  async statement(
    scope: TenantScope,
    rut: string,
    sessionId: string,
  ): Promise<SessionStatement | null | 'sesion-invalida' | 'not-client'> {
    if (!(await isClientOf(this.deps.clientDbs, scope, rut))) return 'not-client';
    const session = await this.deps.store.getSession(sessionId);
    const expected = owner(scope, rut);
    const valid =
      session !== null &&
      session.rut === expected.rut &&
      session.rutFactoring === expected.rutFactoring &&
      session.username === expected.username &&
      Date.parse(session.expiresAt) > this.deps.now().getTime();
    if (!valid) return 'sesion-invalida';
    return this.deps.store.getCartola(scope, rut);
  }

  /** Deletes the factoring's stored statement of the client (a forced update; its next session fetches it again). */
  async deleteData(scope: TenantScope, rut: string): Promise<'deleted' | 'not-client'> {
    if (!(await isClientOf(this.deps.clientDbs, scope, rut))) return 'not-client';
    await this.deps.store.deleteCartola(scope, rut);
    return 'deleted';
  }

  private async fetchCartola(scope: FactoringScope, rut: string): Promise<void> {
    let answer;
    try {
      answer = await this.deps.source.get(`cartola/${rut}.html`);
    } catch (error) {
      throw new TgrUnavailableError((error as Error).message);
    }
    if (answer.status !== 200) throw new TgrUnavailableError(`La TGR respondió ${answer.status}`);
    const page = readCartolaPage(answer.bytes);
    if (page.kind === 'error') throw new TgrUnavailableError(`La TGR respondió una página de error: ${page.detail}`);
    if (page.kind === 'cartola')
      await this.deps.store.putCartola(scope, rut, { bytes: answer.bytes, fechaEmision: page.fechaEmision });
  }
}

/** Who a session belongs to: the client, the factoring and the signed-in user. */
function owner(scope: TenantScope, rut: string): Omit<TgrSession, 'expiresAt'> {
  return { rut, rutFactoring: scope.rutFactoring, username: scope.identity.username };
}
