import { keptLitigant, type JudicialRecords } from '@domain/judicial/judicial-records';
import type { BlockReason, TribunalAnswer } from '@domain/judicial/sweep';
import type { Tribunal } from '@domain/judicial/tribunals';
import { PjudPageError, tableRows } from '@domain/pjud/pjud-pages';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import { SOURCE_TIMEOUT_MS } from '../http-page-source';
import { type SharedRate, SharedRateTimeout } from '../shared-rate';
import { type JudicialSession, type JudicialSource, JudicialSourceError } from './judicial-source';
import {
  CAPTCHA_MARKER,
  CASES_TABLE,
  EMPTY_DATE,
  LITIGANTS_TABLE,
  SEARCH_PATH,
  SESSION_COOKIE,
  SESSION_PATH,
  sessionIdOf,
} from './portal-settings';

/**
 * The Poder Judicial's public case search (portal-settings.ts: our rendition of its paths and tables), or the local
 * judicial host that answers like it. Every request first takes a turn of the {@link SharedRate} (every Lambda and
 * tenant together); each sweep opens a fresh session (the portal's cookie). A CAPTCHA page, a 403 or a 429 blocks
 * the whole sweep and says which.
 */
export class PortalJudicialSource implements JudicialSource {
  constructor(
    private readonly baseUrl: string,
    private readonly rate: Pick<SharedRate, 'take'>,
    private readonly fetchPage: typeof fetch = fetch,
  ) {}

  /** @throws JudicialSourceError when the session page does not answer or answers an unexpected status. */
  async openSession(): Promise<JudicialSession | { kind: 'blocked'; reason: BlockReason }> {
    let answer;
    try {
      answer = await this.get(SESSION_PATH, {});
    } catch (error) {
      throw new JudicialSourceError(`El Poder Judicial no responde: ${(error as Error).message}`);
    }
    const blocked = blockOf(answer.status, answer.text);
    if (blocked) return { kind: 'blocked', reason: blocked };
    if (answer.status !== 200) throw new JudicialSourceError(`El Poder Judicial respondió ${answer.status}`);
    const cookie = sessionIdOf(answer.setCookie);
    const headers: Record<string, string> = cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {};
    return { search: (rut, tribunal) => this.search(rut, tribunal, headers) };
  }

  private async search(rut: string, tribunal: Tribunal, headers: Record<string, string>): Promise<TribunalAnswer> {
    const query = new URLSearchParams({ rut, competencia: tribunal.competencia, tribunal: tribunal.id });
    let answer;
    try {
      answer = await this.get(`${SEARCH_PATH}?${query.toString()}`, headers);
    } catch (error) {
      const { message } = error as Error;
      return { kind: 'failed', reason: error instanceof SharedRateTimeout ? message : `no responde: ${message}` };
    }
    const blocked = blockOf(answer.status, answer.text);
    if (blocked) return { kind: 'blocked', reason: blocked };
    if (answer.status !== 200) return { kind: 'failed', reason: `respondió ${answer.status}` };
    try {
      return { kind: 'found', ...readSearchPage(answer.text, tribunal) };
    } catch (error) {
      return { kind: 'failed', reason: (error as Error).message };
    }
  }

  private async get(pathAndQuery: string, headers: Record<string, string>) {
    await this.rate.take();
    const response = await this.fetchPage(`${this.baseUrl.replace(/\/+$/, '')}${pathAndQuery}`, {
      signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
      headers: { accept: 'text/html', ...headers },
    });
    const text = decodeTextBytes(new Uint8Array(await response.arrayBuffer()));
    return { status: response.status, text, setCookie: response.headers.get('set-cookie') };
  }
}

/** The block a portal answer means, or null: 403, 429, or a CAPTCHA challenge whatever its status. */
function blockOf(status: number, text: string): BlockReason | null {
  if (status === 429) return 'rate-limited';
  if (CAPTCHA_MARKER.test(text)) return 'captcha';
  if (status === 403) return 'forbidden';
  return null;
}

/**
 * One tribunal's answer page: its cases (the tribunal's own name when the row leaves it empty) and their litigants.
 * @throws PjudPageError when a table is missing or a row is short.
 */
function readSearchPage(html: string, tribunal: Tribunal): JudicialRecords {
  const casos = tableRows(html, CASES_TABLE).map((cells) => {
    const [rol = '', fecha = '', caratulado = '', nombre = ''] = cells;
    if (cells.length < 4 || !rol) throw new PjudPageError(`Fila de causa incompleta: ${cells.join(' | ')}`);
    return {
      rol,
      fechaIngreso: portalDate(fecha),
      caratulado,
      tribunal: nombre || tribunal.nombre,
      competencia: tribunal.competencia,
    };
  });
  const litigantes = tableRows(html, LITIGANTS_TABLE).map((cells) => {
    const [rol = '', participante = '', rut = '', persona = '', nombre = ''] = cells;
    if (cells.length < 5) throw new PjudPageError(`Fila de litigante incompleta: ${cells.join(' | ')}`);
    return keptLitigant({ rol, participante, rut, persona, nombre });
  });
  return { casos, litigantes };
}

/** 'dd/MM/yyyy' as 'yyyy-MM-dd'; the portal's empty date (31/12/1969) and anything else as null. */
export function portalDate(text: string): string | null {
  if (text === EMPTY_DATE) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
