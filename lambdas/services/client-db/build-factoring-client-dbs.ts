/**
 * The client database builder service: for one factoring, builds and stores the
 * SQLite file of each client (every seller of the documents it acquired in the last 24 months, and every company it
 * enrolled) whose inputs changed, then the client-list database with each client's size (SII nómina), contact (SII
 * documents) and SII login state.
 */
import { createHash } from 'node:crypto';
import type { SqlJsStatic } from 'sql.js';
import { todayInChile } from '@domain/chile-time';
import { formatRut } from '@domain/rut';
import type { CessionRecord, Party } from '@domain/cession';
import { tamanoOf } from '@domain/empresas/latest-tramo';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { SiiNominaSource } from '../../platform/sii-port';
import type { CessionRepository } from '../../store/cession-repository';
import type { CredentialRepository } from '../../store/credential-repository';
import type { DocumentStore } from '../../store/document-store';
import { ContactEvidence } from './client-contacts';
import {
  clientDbKey,
  clientListDbKey,
  type ClientDbObjects,
  type ClientListProgress,
} from '../../store/client-db/client-db-objects';
import { ThrottledProgress } from '../progress/throttled-progress';
import { readNomina } from './client-sizes';
import { clientContentHash, gatherClientInput, historyStart, type GatherDeps } from './gather-client-input';
import { readKpiRows } from './read-kpis';
import { writeClientDb, type KpiRow } from './write-client-db';
import { writeClientListDb, type EmpresaRow } from './write-client-list-db';

/**
 * What the builder uses; all injected: the client files (GatherDeps), the SII's Nómina de empresas (size of each
 * client), the AECs the refresh stored (contact of each client), and the credential store's enrolled clients with
 * their login state (absent when the SII is read from files, where no login happens: every client is 'Activo').
 */
export interface ClientDbBuildDeps extends GatherDeps {
  nomina: SiiNominaSource;
  aecs: Pick<DocumentStore, 'getAec'>;
  credentials?: Pick<CredentialRepository, 'listClients'>;
  SQL: SqlJsStatic;
  cessions: Pick<CessionRepository, 'query'>;
  objects: Pick<ClientDbObjects, 'put' | 'contentHash' | 'get' | 'putListProgress'>;
  logger: Pick<Console, 'warn' | 'error'>;
}

/** Outcome per client RUT, and the problems met in their files, the nómina and the AECs read for contacts. */
export interface ClientDbBuildReport {
  rutFactoring: string;
  built: string[];
  unchanged: string[];
  failed: { rut: string; error: string }[];
  problems: number;
}

/**
 * Builds the databases of one factoring's clients.
 * - A client whose stored object carries the same content hash (clientContentHash: from its files' listing) is
 *   neither read nor rebuilt (its KPIs are read back); its files' problems were counted when it was built.
 * - One client's failure is reported and logged; the others and the list are still built.
 * - While the factoring has no client list yet, the build records how many clients are done out of how many
 *   (ClientDbObjects.putListProgress), for the client list's 'Preparando la base de datos de clientes: n de m'.
 * - The list's tamano is the client's latest 'Tramo según ventas' in the SII's nómina (1 when absent); correo and
 *   telefono the most recent non-empty MAIL_CEDENTE / CorreoEmisor / Telefono (client-contacts.ts), else null.
 * @param request scope the factoring whose clients are built (the job's systemScope); now the clock.
 * @throws the repository's error when the factoring's cessions cannot be read, the gateway's when the nómina
 *   cannot be read, or S3's when the list cannot be stored.
 */
export async function buildFactoringClientDbs(
  deps: ClientDbBuildDeps,
  request: { scope: FactoringScope; now: Date },
): Promise<ClientDbBuildReport> {
  const { scope, now } = request;
  const { rutFactoring } = scope;
  const report: ClientDbBuildReport = { rutFactoring, built: [], unchanged: [], failed: [], problems: 0 };
  const evidence = new ContactEvidence();
  const clients = await clientsOf(deps, scope, now, evidence);
  const estados = await loginStates(deps, scope, clients);
  const problem = (text: string): void => {
    report.problems++;
    deps.logger.warn(`client-db ${rutFactoring}: ${text}`);
  };
  const { tamanos, nombres } = await readNomina(deps.nomina, new Set(clients.keys()), problem);
  // An enrolled company no document has named yet takes its name from the nómina, else its RUT.
  for (const [rut, name] of clients) if (!name) clients.set(rut, nombres.get(rut) ?? formatRut(rut));
  const empresas: EmpresaRow[] = [];
  const kpis: KpiRow[] = [];
  const hashes = createHash('sha256');
  const progress = await firstListProgress(deps.objects, scope);
  progress?.report({ clientes: 0, total: clients.size }, true);
  for (const [rutCliente, razonSocial] of clients) {
    try {
      const estado = estados(rutCliente);
      const contentHash = await clientContentHash(deps.files, { rutCliente, estado, now });
      const key = clientDbKey(scope, rutCliente);
      const stored = (await deps.objects.contentHash(key)) === contentHash ? await deps.objects.get(key) : null;
      if (stored) {
        kpis.push(...readKpiRows(deps.SQL, stored));
        report.unchanged.push(rutCliente);
      } else {
        const request = { rutFactoring, rutCliente, razonSocialCliente: razonSocial, estado, now, contentHash };
        const { input, problems } = await gatherClientInput(deps, request);
        report.problems += problems.length;
        for (const problem of problems.slice(0, 20)) deps.logger.warn(`client-db ${rutCliente}: ${problem}`);
        const built = writeClientDb(deps.SQL, input);
        await deps.objects.put(key, built.bytes, contentHash);
        kpis.push(...built.kpis);
        report.built.push(rutCliente);
      }
      hashes.update(contentHash);
      const contact = await evidence.contactOf(deps.aecs, rutCliente, problem);
      empresas.push({
        rut: rutCliente,
        razonsocial: razonSocial,
        ejecutivo: '',
        estado,
        tamano: tamanoOf(tamanos, rutCliente),
        ...contact,
      });
    } catch (error) {
      deps.logger.error(`client-db ${rutFactoring}/${rutCliente} failed`, error);
      report.failed.push({ rut: rutCliente, error: error instanceof Error ? error.message : String(error) });
    }
    progress?.report({ clientes: empresas.length + report.failed.length, total: clients.size });
  }
  await progress?.settled();
  // The list also changes with a client's size or contact alone.
  hashes.update(JSON.stringify(empresas));
  const list = writeClientListDb(deps.SQL, empresas, kpis, rutFactoring, now);
  await deps.objects.put(clientListDbKey(scope), list, hashes.digest('hex'));
  return report;
}

/** The progress writer of a build while the factoring has no client list yet, else null (nobody waits for it). */
async function firstListProgress(
  objects: Pick<ClientDbObjects, 'contentHash' | 'putListProgress'>,
  scope: FactoringScope,
): Promise<ThrottledProgress<ClientListProgress> | null> {
  if ((await objects.contentHash(clientListDbKey(scope))) !== null) return null;
  return new ThrottledProgress<ClientListProgress>((progress, at) => objects.putListProgress(scope, progress, at));
}

/**
 * The seller who ceded the document first (the factoring's client), never a factoring that re-ceded it: the emisor,
 * except for a factura de compra (46), issued by the buyer, whose seller is the cedente of its first cession
 * (unknown from a later one: null).
 */
function sellerOf(record: CessionRecord): Party | null {
  if (record.tipoDTE !== 46) return record.emisor;
  return record.idSecuencia === 1 ? record.cedente : null;
}

/**
 * The factoring's clients: RUT → razón social of the seller of every cession it acquired, sorted by RUT. Every
 * record read is also handed to `evidence` (contacts).
 */
async function clientsOf(
  deps: Pick<ClientDbBuildDeps, 'cessions'>,
  scope: FactoringScope,
  now: Date,
  evidence: ContactEvidence,
): Promise<Map<string, string>> {
  const today = todayInChile(now);
  const desde = historyStart(today);
  const clients = new Map<string, string>();
  let nextToken: string | undefined;
  do {
    const page = await deps.cessions.query(scope, {
      role: 'cesionario',
      desde,
      hasta: today,
      limit: 500,
      nextToken,
    });
    for (const record of page.items) {
      evidence.add(record);
      const seller = sellerOf(record);
      if (seller && !clients.has(seller.rut)) clients.set(seller.rut, seller.razonSocial);
    }
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
  return new Map([...clients].sort(([a], [b]) => a.localeCompare(b)));
}

/** The state a client without a clave shows (client-radar.md §3 "Tax-authority password status": Inactivo, grey). */
export const ESTADO_SIN_CLAVE = 'Inactivo';

/**
 * Adds the factoring's enrolled companies to its clients (an enrolled company with no cession yet is a client too,
 * without a name until a document or the nómina gives one) and returns each client's SII login state: the estado of
 * its stored clave, 'Inactivo' without one; 'Activo' for every client when there is no credential store (SII read
 * from files).
 */
async function loginStates(
  deps: Pick<ClientDbBuildDeps, 'credentials'>,
  scope: FactoringScope,
  clients: Map<string, string>,
): Promise<(rutCliente: string) => string> {
  if (!deps.credentials) return () => 'Activo';
  const enrolled = new Map<string, string>();
  for (const client of await deps.credentials.listClients(scope)) {
    enrolled.set(client.rutCliente, client.estado);
    if (!clients.has(client.rutCliente)) clients.set(client.rutCliente, '');
  }
  const sorted = [...clients].sort(([a], [b]) => a.localeCompare(b));
  clients.clear();
  for (const [rut, name] of sorted) clients.set(rut, name);
  return (rutCliente) => enrolled.get(rutCliente) ?? ESTADO_SIN_CLAVE;
}
