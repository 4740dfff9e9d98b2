import pLimit from 'p-limit';
import type { CessionRecord } from '../../domain/cession';
import type { SiiRole } from '../../domain/sii-role';
import { NotFoundError } from '../platform/errors';
import type { CessionRepository } from '../store/cession-repository';

/** A document as the download operations name it (core-platform §3 "Download row"; schema.graphql DteInput). */
export interface DocumentRef {
  /** normalised RUT; for tipo 46 the client sends the deudor's RUT (core-platform §3), see findHeldCession */
  rutEmisor: string;
  tipoDTE: number;
  folio: number;
  /** SeqCesion wanted, null = the latest the factoring holds */
  idSecuencia: number | null;
}

/** What the look-up reads: the cessions' byDocument index. */
export interface HeldDocumentDeps {
  cessions: Pick<CessionRepository, 'findDocument'>;
}

/** Every role a factoring can hold a document in (core-platform §7 cession lists). */
export const ALL_ROLES: readonly SiiRole[] = ['cesionario', 'cedente', 'deudor'];

/** Message of the NotFoundError for a document the factoring does not hold (never says whether it exists elsewhere). */
export const DOCUMENT_NOT_FOUND = 'Documento no encontrado';

/**
 * The stored cession through which `rutFactoring` (already checked with assertActsFor) holds the document,
 * looking in `roles` (byDocument index, one Query per role). With document.idSecuencia the cession with that
 * SeqCesion; otherwise the latest one (highest idSecuencia), preferring one with a stored AEC. The document is
 * keyed by the DTE's emisor RUT; for tipo 46 (factura de compra, core-platform §3 "uses the debtor rut") the
 * debtor is the DTE's emisor, so the RUT the client sends is that same key.
 * @returns null when the factoring holds no such cession in those roles.
 */
export async function findHeldCession(
  deps: HeldDocumentDeps,
  rutFactoring: string,
  document: DocumentRef,
  roles: readonly SiiRole[] = ALL_ROLES,
): Promise<CessionRecord | null> {
  const found = (await Promise.all(roles.map((role) => deps.cessions.findDocument(rutFactoring, role, document)))).flat();
  if (document.idSecuencia !== null) return found.find((record) => record.idSecuencia === document.idSecuencia) ?? null;
  const ranked = found.toSorted((a, b) => Number(!!b.aecKey) - Number(!!a.aecKey) || b.idSecuencia - a.idSecuencia);
  return ranked[0] ?? null;
}

/**
 * {@link findHeldCession}, refusing documents the factoring does not hold.
 * @throws NotFoundError 'Documento no encontrado'.
 */
export async function requireHeldCession(
  deps: HeldDocumentDeps,
  rutFactoring: string,
  document: DocumentRef,
): Promise<CessionRecord> {
  const record = await findHeldCession(deps, rutFactoring, document);
  if (!record) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  return record;
}

/** Documents looked up at the same time by {@link findHeldCessions}. */
const LOOKUP_CONCURRENCY = 8;

/**
 * {@link findHeldCession} for many documents, at most 8 at a time.
 * @returns one entry per ref, in order: the held cession or null.
 */
export function findHeldCessions(
  deps: HeldDocumentDeps,
  rutFactoring: string,
  refs: readonly DocumentRef[],
  roles: readonly SiiRole[] = ALL_ROLES,
): Promise<(CessionRecord | null)[]> {
  const limit = pLimit(LOOKUP_CONCURRENCY);
  return Promise.all(refs.map((ref) => limit(() => findHeldCession(deps, rutFactoring, ref, roles))));
}
