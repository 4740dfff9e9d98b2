import type { CessionRecord } from '@domain/cession';
import type { CessionRepository } from '@lambdas/store/cession-repository';

/**
 * CessionRepository.findDocument over `records` in memory: the items of the factoring in the role whose emisor, type
 * and folio are the document's.
 */
export function findDocumentIn(records: CessionRecord[]): CessionRepository['findDocument'] {
  return async ({ rutFactoring }, role, dte) =>
    records.filter(
      (r) =>
        r.rutFactoring === rutFactoring &&
        r.role === role &&
        r.emisor.rut === dte.rutEmisor &&
        r.tipoDTE === dte.tipoDTE &&
        r.folio === dte.folio,
    );
}
