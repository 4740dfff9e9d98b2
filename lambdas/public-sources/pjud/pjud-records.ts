import { type Causa, type Litigante, readCausasPage, readLitigantesPage } from '@domain/pjud/pjud-pages';
import type { PageSource } from '../page-source';

/** The Poder Judicial could not answer: the HTTP status the API answers with (500, 502 or 503, client-detail.md §8). */
export class PjudUnavailableError extends Error {
  constructor(
    readonly status: 500 | 502 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'PjudUnavailableError';
  }
}

/** What a litigants lookup found. */
export type LitigantesResult =
  { kind: 'litigantes'; litigantes: Litigante[] } | { kind: 'reservada' } | { kind: 'causa-ajena' };

/**
 * The court records of the Poder Judicial tab (client-detail.md §2, §7), read from the Poder Judicial's case search:
 * pages `causas/{rut}.html` and `litigantes/{rol}.html`.
 */
export class PjudRecords {
  constructor(private readonly source: PageSource) {}

  /**
   * The cases of a RUT, in the page's order; [] when the search answers 404 (no record).
   * @throws PjudUnavailableError 503 when the source does not answer or answers 503, the source's status when it
   *   answers 500, and 502 for any other status or a page that is not the cases table.
   */
  async causas(rut: string): Promise<Causa[]> {
    const bytes = await this.page(`causas/${rut}.html`);
    return bytes ? parsed(() => readCausasPage(bytes)) : [];
  }

  /**
   * The litigants of one of the RUT's cases.
   * @returns 'causa-ajena' when the rol is not one of the RUT's cases (its litigants are never fetched);
   *   'reservada' for a reserved case; otherwise the litigants ([] when the case page lists none or answers 404).
   * @throws PjudUnavailableError as {@link causas}.
   */
  async litigantes(rut: string, rol: string): Promise<LitigantesResult> {
    if (!(await this.causas(rut)).some((causa) => causa.rol === rol)) return { kind: 'causa-ajena' };
    const bytes = await this.page(`litigantes/${rol}.html`);
    return bytes ? parsed(() => readLitigantesPage(bytes)) : { kind: 'litigantes', litigantes: [] };
  }

  /** The page's bytes, or null for the source's 404. */
  private async page(pagePath: string): Promise<Uint8Array | null> {
    let answer;
    try {
      answer = await this.source.get(pagePath);
    } catch (error) {
      throw new PjudUnavailableError(503, (error as Error).message);
    }
    if (answer.status === 404) return null;
    if (answer.status === 500 || answer.status === 503)
      throw new PjudUnavailableError(answer.status, `Poder Judicial respondió ${answer.status}`);
    if (answer.status !== 200) throw new PjudUnavailableError(502, `Poder Judicial respondió ${answer.status}`);
    return answer.bytes;
  }
}

function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new PjudUnavailableError(502, (error as Error).message);
  }
}
