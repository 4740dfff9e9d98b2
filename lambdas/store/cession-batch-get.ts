import pLimit from 'p-limit';
import type { CessionRecord } from '@domain/cession';
import type { SiiRole } from '@domain/sii-role';
import { documentKeyText, type DocumentKey } from '@domain/document-key';
import type { FactoringScope } from '../platform/factoring-scope';
import type { CessionField, CessionRepository } from './cession-repository';

/**
 * Below this many documents the per-document byDocument Queries are few enough; from it on one read of the
 * whole partition is tried first (see {@link findDocumentsCessions}).
 */
export const PARTITION_READ_MIN_DOCUMENTS = 100;

/**
 * Stored items a partition read may cost per requested document before it gives up. A byDocument Query
 * reads at least one 4 KB unit; 8 cession items (about 1.5 KB each) are about three units, so the partition
 * read never costs more than about three times the Queries it replaces, in one request per MB instead of
 * one per document.
 */
export const PARTITION_ITEMS_PER_DOCUMENT = 8;

/** byDocument Queries in flight at once when the partition is not read whole. */
const QUERY_CONCURRENCY = 8;

/** What names a stored cession's document, read back whatever else a caller limits the read to. */
const DOCUMENT_FIELDS = ['emisor', 'tipoDTE', 'folio'] as const;

/** A stored cession read back with at least the attributes that name its document. */
export type DocumentCession<K extends CessionField> = Pick<CessionRecord, K | (typeof DOCUMENT_FIELDS)[number]>;

/** First and last possible sort keys of a cessions partition (sk starts with fechaCesion 'yyyy-MM-dd'). */
const WHOLE_PARTITION = { desde: '0000-00-00', hasta: '9999-12-31' } as const;

/** Identity of a document inside one factoring and role: '{rutEmisor}#{tipoDTE}#{folio}' (the docKey's tail). */
export function documentId(document: DocumentKey): string {
  return documentKeyText(document);
}

/**
 * Every stored cession (all idSecuencia) of each of `documents` held by the scope's factoring in `role`, i.e. the
 * answer of `findDocument` for each, in few requests: the cessions table is keyed by fechaCesion, which a
 * download request does not carry, so BatchGetItem cannot name the items. With at least
 * {@link PARTITION_READ_MIN_DOCUMENTS} distinct documents it reads the factoring's whole '{rutFactoring}#{role}'
 * partition (one Query paged by 1 MB) as long as it holds at most {@link PARTITION_ITEMS_PER_DOCUMENT} items per
 * requested document, and keeps the requested ones; a bigger partition, or fewer documents, is answered by one
 * byDocument Query per distinct document, 8 at a time. Only items of that factoring and role are ever read,
 * so the answer holds nothing the factoring does not hold (authorization by data, core-platform §6).
 * @param fields when given, the attributes read back (besides those naming the document): a download that needs only
 *   each cession's AEC key reads a fraction of the bytes; the whole records otherwise.
 * @returns cessions keyed by {@link documentId}; a document the factoring does not hold in `role` is absent.
 * @throws whatever the repository throws.
 */
export async function findDocumentsCessions<K extends CessionField = CessionField>(
  cessions: Pick<CessionRepository, 'query' | 'findDocument'>,
  scope: FactoringScope,
  role: SiiRole,
  documents: readonly DocumentKey[],
  fields?: readonly K[],
): Promise<Map<string, DocumentCession<K>[]>> {
  const read = fields && [...fields, ...DOCUMENT_FIELDS];
  const wanted = new Map(documents.map((document) => [documentId(document), document]));
  if (wanted.size >= PARTITION_READ_MIN_DOCUMENTS) {
    const budget = wanted.size * PARTITION_ITEMS_PER_DOCUMENT;
    const page = await cessions.query(scope, { role, ...WHOLE_PARTITION, limit: budget }, read);
    if (page.nextToken === null) return groupWanted(page.items, wanted);
  }
  const limit = pLimit(QUERY_CONCURRENCY);
  const answers = await Promise.all(
    [...wanted].map(([id, document]) =>
      limit(async () => [id, await cessions.findDocument(scope, role, document, read)] as const),
    ),
  );
  return new Map(answers.filter(([, records]) => records.length > 0));
}

function groupWanted<T extends DocumentCession<never>>(items: T[], wanted: Map<string, DocumentKey>): Map<string, T[]> {
  const found = new Map<string, T[]>();
  for (const record of items) {
    const id = documentId({ rutEmisor: record.emisor.rut, tipoDTE: record.tipoDTE, folio: record.folio });
    if (!wanted.has(id)) continue;
    const list = found.get(id);
    if (list) list.push(record);
    else found.set(id, [record]);
  }
  return found;
}
