import type { CessionRecord } from '@domain/cession';
import type { DocumentKey } from '@domain/document-key';
import type { SiiRole } from '@domain/sii-role';
import { NotFoundError } from '../../platform/errors';
import { documentId, findDocumentsCessions, type DocumentCession } from '../../store/cession-batch-get';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionField, CessionRepository } from '../../store/cession-repository';

/**
 * A document as the download operations name it (core-platform §3 "Download row"; schema.graphql DteInput): its
 * DocumentKey (for tipo 46 the client sends the deudor's RUT, core-platform §3, see findHeldCession) and the cesión.
 */
export interface DocumentRef extends DocumentKey {
  /** SeqCesion wanted, null = the latest the factoring holds */
  idSecuencia: number | null;
}

/** What the look-up reads: the cessions' byDocument index. */
export interface HeldDocumentDeps {
  cessions: Pick<CessionRepository, 'findDocument'>;
}

/** What the many-documents look-up reads: the byDocument index, or the factoring's partitions. */
export interface HeldDocumentsDeps {
  cessions: Pick<CessionRepository, 'findDocument' | 'query'>;
}

/** What picks the held cession of a document and serves its AEC (stored-aec.ts readLinkAec). */
export const HELD_LINK_FIELDS = ['emisor', 'tipoDTE', 'folio', 'idSecuencia', 'aecKey'] as const;

/** An attribute of {@link HELD_LINK_FIELDS}. */
export type HeldLinkField = (typeof HELD_LINK_FIELDS)[number];

/** A held cession read back with only {@link HELD_LINK_FIELDS}: enough to pick it and serve its AEC. */
export type HeldLink = Pick<CessionRecord, HeldLinkField>;

/** Every role a factoring can hold a document in (core-platform §7 cession lists). */
export const ALL_ROLES: readonly SiiRole[] = ['cesionario', 'cedente', 'deudor'];

/** Message of the NotFoundError for a document the factoring does not hold (never says whether it exists elsewhere). */
export const DOCUMENT_NOT_FOUND = 'Documento no encontrado';

/**
 * The stored cession through which the scope's factoring holds the document,
 * looking in `roles` (byDocument index, one Query per role). With document.idSecuencia the cession with that
 * SeqCesion; otherwise the latest one (highest idSecuencia), preferring one with a stored AEC. The document is
 * keyed by the DTE's emisor RUT; for tipo 46 (factura de compra, core-platform §3 "uses the debtor rut") the
 * debtor is the DTE's emisor, so the RUT the client sends is that same key.
 * @returns null when the factoring holds no such cession in those roles.
 */
export async function findHeldCession(
  deps: HeldDocumentDeps,
  scope: FactoringScope,
  document: DocumentRef,
  roles: readonly SiiRole[] = ALL_ROLES,
): Promise<CessionRecord | null> {
  const found = await Promise.all(roles.map((role) => deps.cessions.findDocument(scope, role, document)));
  return pickHeld(found.flat(), document.idSecuencia);
}

/**
 * Among the stored cessions of one document: the one with `idSecuencia`, or (null) the latest, preferring a stored AEC.
 */
function pickHeld<T extends Pick<CessionRecord, 'aecKey' | 'idSecuencia'>>(
  found: T[],
  idSecuencia: number | null,
): T | null {
  if (idSecuencia !== null) return found.find((record) => record.idSecuencia === idSecuencia) ?? null;
  const ranked = found.toSorted((a, b) => Number(!!b.aecKey) - Number(!!a.aecKey) || b.idSecuencia - a.idSecuencia);
  return ranked[0] ?? null;
}

/**
 * {@link findHeldCession}, refusing documents the factoring does not hold in `roles` (the downloads pass the roles the
 * user sees, domain/permissions.ts rolesGranted).
 * @throws NotFoundError 'Documento no encontrado'.
 */
export async function requireHeldCession(
  deps: HeldDocumentDeps,
  scope: FactoringScope,
  document: DocumentRef,
  roles: readonly SiiRole[] = ALL_ROLES,
): Promise<CessionRecord> {
  const record = await findHeldCession(deps, scope, document, roles);
  if (!record) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return record;
}

/**
 * {@link findHeldCession} for many documents at once: per role the stored cessions of every distinct
 * document are found together (lambdas/store/cession-batch-get.ts: one read of the factoring's partition
 * when that is cheaper, otherwise one byDocument Query per distinct document), then each ref is picked as
 * findHeldCession picks it. A document named twice is looked up once.
 * @param fields when given, the attributes read back besides {@link HELD_LINK_FIELDS} (pass HELD_LINK_FIELDS alone
 *   when only the AECs are served); the whole records otherwise.
 * @returns one entry per ref, in order: the held cession or null.
 * @throws whatever the repository throws.
 */
export async function findHeldCessions<K extends CessionField = CessionField>(
  deps: HeldDocumentsDeps,
  scope: FactoringScope,
  refs: readonly DocumentRef[],
  roles: readonly SiiRole[] = ALL_ROLES,
  fields?: readonly K[],
): Promise<(DocumentCession<K | HeldLinkField> | null)[]> {
  const read = fields && [...fields, ...HELD_LINK_FIELDS];
  const byRole = await Promise.all(roles.map((role) => findDocumentsCessions(deps.cessions, scope, role, refs, read)));
  return refs.map((ref) => {
    const id = documentId(ref);
    return pickHeld(
      byRole.flatMap((found) => found.get(id) ?? []),
      ref.idSecuencia,
    );
  });
}
