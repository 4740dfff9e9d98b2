/**
 * A public web source read for the client detail (client-detail.md §7: the TGR statement, the Poder Judicial's
 * cases and litigants): pages fetched by a relative path, answered with the HTTP status and bytes as the source sent
 * them. On AWS the source's site over HTTPS (http-page-source.ts); locally and in tests the demo world's copy of the
 * same pages (directory-page-source.ts). The adapter is chosen by configuration (create-page-source.ts).
 */

/** One answer of the source: its HTTP status and its body. */
export interface SourcePage {
  status: number;
  bytes: Uint8Array;
}

/** Pages of one public source. */
export interface PageSource {
  /**
   * @param pagePath relative path of the page ('cartola/76354771-K.html').
   * @throws SourceUnreachableError when the source does not answer (network failure or its time limit).
   */
  get(pagePath: string): Promise<SourcePage>;
}

/** The source did not answer at all. */
export class SourceUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceUnreachableError';
  }
}
