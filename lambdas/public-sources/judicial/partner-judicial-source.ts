import { keptLitigant } from '@domain/judicial/judicial-records';
import type { BlockReason, TribunalAnswer } from '@domain/judicial/sweep';
import type { Tribunal } from '@domain/judicial/tribunals';
import { SOURCE_TIMEOUT_MS } from '../http-page-source';
import { type JudicialSession, type JudicialSource, JudicialSourceError } from './judicial-source';
import {
  AUTHORIZATION_HEADER,
  bearer,
  type PartnerResult,
  QUERIES_PATH,
  queryPath,
  queryStateSchema,
  submittedSchema,
} from './partner-settings';
import { SYSTEM_WAIT_CLOCK, type WaitClock } from '../../platform/wait-clock';

/** Where the partner answers and how long its answers are awaited (config.judicial.partner). */
export interface PartnerSourceSettings {
  url: string;
  /** Wait between two polls of a query, ms. */
  pollMs: number;
  /** Longest wait for a query to finish, ms: past it every tribunal of the RUT counts as failed. */
  waitMs: number;
  /** Longest wait for one answer, ms (default {@link SOURCE_TIMEOUT_MS}). */
  requestTimeoutMs?: number;
}

/** A RUT's query as the sweep reads it: the partner's result, or why every tribunal of it stops or fails. */
type QueryOutcome = { kind: 'result'; result: PartnerResult } | Exclude<TribunalAnswer, { kind: 'found' }>;

/** The block an HTTP status of the partner means, or null. */
const BLOCKS: Readonly<Record<number, BlockReason>> = { 401: 'unauthorized', 403: 'forbidden', 429: 'rate-limited' };

/**
 * A judicial data partner's API (partner-settings.ts: our rendition), answering the same port as the portal: a
 * session submits each RUT once, polls until the partner's sweep ends, and answers each tribunal's search from that
 * result. The API key is opened only when a session starts, sent only in the authorization header and never put in a
 * reason or an error. A 401, 403 or 429 stops the sweep as such; a time-out, a 5xx or an answer out of shape fails the
 * RUT's tribunals (never 'no records').
 */
export class PartnerJudicialSource implements JudicialSource {
  /**
   * @param openKey the API key, opened from its sealed form (config.judicial.partner.sealedKey).
   * @param clock epoch ms now, and a wait of ms (injected so that tests need not wait).
   */
  constructor(
    private readonly settings: PartnerSourceSettings,
    private readonly openKey: () => Promise<string>,
    private readonly clock: WaitClock = SYSTEM_WAIT_CLOCK,
    private readonly fetchJson: typeof fetch = fetch,
  ) {}

  /** @throws JudicialSourceError when the key does not open. */
  async openSession(): Promise<JudicialSession> {
    let key: string;
    try {
      key = await this.openKey();
    } catch (error) {
      throw new JudicialSourceError(`La clave del proveedor judicial no abre: ${(error as Error).message}`);
    }
    const queries = new Map<string, Promise<QueryOutcome>>();
    return {
      search: async (rut, tribunal) => {
        let query = queries.get(rut);
        if (!query) queries.set(rut, (query = this.query(rut, key)));
        return tribunalAnswer(await query, tribunal);
      },
    };
  }

  /** Submits the RUT and polls its query until it ends, the wait runs out, or the partner refuses. */
  private async query(rut: string, key: string): Promise<QueryOutcome> {
    const submitted = await this.call(QUERIES_PATH, key, { rut });
    if (submitted.kind !== 'answer') return submitted;
    const id = submittedSchema.safeParse(submitted.body);
    if (!id.success) return { kind: 'failed', reason: 'respuesta no válida del proveedor' };
    const deadline = this.clock.now() + this.settings.waitMs;
    while (this.clock.now() < deadline) {
      await this.clock.sleep(Math.min(this.settings.pollMs, deadline - this.clock.now()));
      const polled = await this.call(queryPath(id.data.id), key);
      if (polled.kind !== 'answer') return polled;
      const state = queryStateSchema.safeParse(polled.body);
      if (!state.success) return { kind: 'failed', reason: 'respuesta no válida del proveedor' };
      if (state.data.estado === 'terminada') return { kind: 'result', result: state.data };
    }
    return { kind: 'failed', reason: `el proveedor no terminó en ${Math.round(this.settings.waitMs / 1000)} s` };
  }

  /** One request: its JSON body, or the block or failure its status or its absence means. */
  private async call(
    path: string,
    key: string,
    body?: object,
  ): Promise<{ kind: 'answer'; body: unknown } | Exclude<QueryOutcome, { kind: 'result' }>> {
    let response;
    try {
      response = await this.fetchJson(`${this.settings.url.replace(/\/+$/, '')}${path}`, {
        method: body ? 'POST' : 'GET',
        signal: AbortSignal.timeout(this.settings.requestTimeoutMs ?? SOURCE_TIMEOUT_MS),
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          [AUTHORIZATION_HEADER]: bearer(key),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      return { kind: 'failed', reason: `el proveedor no responde: ${(error as Error).message}` };
    }
    const blocked = BLOCKS[response.status];
    if (blocked) return { kind: 'blocked', reason: blocked };
    if (response.status !== 200 && response.status !== 202)
      return { kind: 'failed', reason: `el proveedor respondió ${response.status}` };
    try {
      return { kind: 'answer', body: await response.json() };
    } catch {
      return { kind: 'failed', reason: 'respuesta no válida del proveedor' };
    }
  }
}

/** One tribunal's answer from the RUT's query: its records, its failure, or the query's own stop or failure. */
function tribunalAnswer(outcome: QueryOutcome, tribunal: Tribunal): TribunalAnswer {
  if (outcome.kind !== 'result') return outcome;
  const { tribunales, causas, litigantes } = outcome.result;
  const searched = tribunales.find((t) => t.id === tribunal.id);
  if (!searched) return { kind: 'failed', reason: 'el proveedor no consultó este tribunal' };
  if (searched.estado === 'error') return { kind: 'failed', reason: searched.motivo ?? 'error del proveedor' };
  return {
    kind: 'found',
    casos: causas
      .filter((c) => c.tribunal === tribunal.id)
      .map(({ rol, fechaIngreso, caratulado }) => ({
        rol,
        fechaIngreso,
        caratulado,
        tribunal: tribunal.nombre,
        competencia: tribunal.competencia,
      })),
    litigantes: litigantes
      .filter((l) => l.tribunal === tribunal.id)
      .map(({ rol, participante, rut, persona, nombre }) => keptLitigant({ rol, participante, rut, persona, nombre })),
  };
}
