import { readCartolaPage } from '@domain/tgr/cartola-page';
import type { PageSource } from '../page-source';
import type { TgrSession, TgrStore } from './tgr-store';

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

/**
 * The TGR statements of the client detail (client-detail.md §4 "TGR flow", §7): a session is created for a client,
 * fetching the statement from the TGR (page `cartola/{rut}.html`) when none is stored; the statement is then read
 * through the session until a forced update deletes it.
 */
export class TgrStatements {
  constructor(
    private readonly source: PageSource,
    private readonly store: TgrStore,
    private readonly now: () => Date,
  ) {}

  /**
   * A new viewer session of the client's statement for the caller. Without a stored statement the TGR is asked:
   * a statement is stored with its issue date; the TGR's processing page stores nothing (the statement is not ready,
   * the viewer says so and retries).
   * @returns the session id.
   * @throws TgrUnavailableError when the TGR answers an error page, a non-200 status or nothing.
   */
  async createSession(owner: Omit<TgrSession, 'expiresAt'>): Promise<string> {
    if (!(await this.store.getCartola(owner.rut))) await this.fetchCartola(owner.rut);
    const expiresAt = new Date(this.now().getTime() + TGR_SESSION_MINUTES * 60_000).toISOString();
    return this.store.createSession({ ...owner, expiresAt });
  }

  /**
   * The statement a session opens.
   * @returns null when the statement is not stored (still processing at the TGR, or deleted); 'sesion-invalida' when
   *   the session does not exist, has expired, or belongs to another user, factoring or client.
   */
  async statement(
    sessionId: string,
    owner: Omit<TgrSession, 'expiresAt'>,
  ): Promise<SessionStatement | null | 'sesion-invalida'> {
    const session = await this.store.getSession(sessionId);
    const valid =
      session !== null &&
      session.rut === owner.rut &&
      session.rutFactoring === owner.rutFactoring &&
      session.username === owner.username &&
      Date.parse(session.expiresAt) > this.now().getTime();
    if (!valid) return 'sesion-invalida';
    return this.store.getCartola(owner.rut);
  }

  /** Deletes the client's stored statement (a forced update; the next session fetches it again). */
  async deleteData(rut: string): Promise<void> {
    await this.store.deleteCartola(rut);
  }

  private async fetchCartola(rut: string): Promise<void> {
    let answer;
    try {
      answer = await this.source.get(`cartola/${rut}.html`);
    } catch (error) {
      throw new TgrUnavailableError((error as Error).message);
    }
    if (answer.status !== 200) throw new TgrUnavailableError(`La TGR respondió ${answer.status}`);
    const page = readCartolaPage(answer.bytes);
    if (page.kind === 'error') throw new TgrUnavailableError(`La TGR respondió una página de error: ${page.detail}`);
    if (page.kind === 'cartola')
      await this.store.putCartola(rut, { bytes: answer.bytes, fechaEmision: page.fechaEmision });
  }
}
