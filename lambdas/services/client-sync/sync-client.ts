import { createHash } from 'node:crypto';
import path from 'node:path';
import pLimit from 'p-limit';
import type { ClientSiiSession } from '../../sii/web/client-api';
import type { SiiFile } from '../../platform/sii-port';
import { isSessionFailure } from '../refresh/fetch-guard';
import { messageOf } from '../refresh/run-report';
import type { ClientFileStore } from './client-file-store';
import { isDue, syncRequests, type SyncedAnswer, type SyncRequest } from './sync-plan';

/** Requests of one client in flight at once (the SII web client paces each host below this). */
export const CLIENT_SYNC_CONCURRENCY = 4;

/** What one sync of a client did. */
export interface ClientSyncResult {
  /** Answers asked of the SII. */
  asked: number;
  /** Answers whose bytes were new and stored. */
  stored: number;
  /** Answers the SII said it had none of. */
  absent: number;
  /** Answers that failed (the stored copy, if any, stands): name and reason. */
  failures: { name: string; message: string }[];
}

/**
 * Brings a client company's SII answers up to date (client-sync/sync-plan.ts says which are due), with the client's
 * own session: each answer is stored byte-identical under its stable name when its bytes changed (the manifest keeps
 * each stored answer's SHA-256, so nothing is read back to compare); an answer the SII
 * has none of is noted in the manifest and asked again only while its month is open; a failed answer is reported
 * and leaves the stored copy as it was. The manifest is saved at the end, also when the session fails.
 * @param request salesRadar: the client's factoring uses the sales-ledger radar (its sales exports are asked on every
 *   cycle: sync-plan.ts isDue).
 * @throws a session-wide SiiError (wrong or locked clave, session limit: fetch-guard.ts) once the answers gathered
 *   so far are saved; S3's error.
 */
export async function syncClient(
  deps: { store: Pick<ClientFileStore, 'manifest' | 'putManifest' | 'put'>; session: ClientSiiSession },
  request: { rutCliente: string; now: Date; salesRadar: boolean },
): Promise<ClientSyncResult> {
  const { rutCliente, now, salesRadar } = request;
  const manifest = await deps.store.manifest(rutCliente);
  const due = syncRequests(rutCliente, now).filter((item) => isDue(item, manifest[item.name], now, { salesRadar }));
  const result: ClientSyncResult = { asked: 0, stored: 0, absent: 0, failures: [] };
  const limit = pLimit(CLIENT_SYNC_CONCURRENCY);
  let sessionFailure: unknown = null;
  await Promise.all(
    due.map((item) =>
      limit(async () => {
        if (sessionFailure) return;
        try {
          result.asked += 1;
          const files = await ask(deps.session, rutCliente, item);
          if (files.length === 0) result.absent += 1;
          const entry: SyncedAnswer = { ...manifest[item.name], at: now.toISOString(), absent: files.length === 0 };
          for (const file of files) {
            const digest = sha256(file.bytes);
            if (file.name === item.name && entry.sha256 === digest) continue;
            await deps.store.put(rutCliente, file);
            result.stored += 1;
            if (file.name === item.name) entry.sha256 = digest;
          }
          manifest[item.name] = entry;
        } catch (error) {
          if (isSessionFailure(error)) sessionFailure ??= error;
          else result.failures.push({ name: item.name, message: messageOf(error) });
        }
      }),
    ),
  );
  await deps.store.putManifest(rutCliente, manifest);
  if (sessionFailure) throw sessionFailure;
  return result;
}

/**
 * The answer files of one request, under its stable name: one RCV export (or none), or the period answers of the
 * window (one file when the window fits settings.periodWindowDays; numbered parts otherwise) in the form the SII
 * gave (the name's extension follows it).
 */
async function ask(session: ClientSiiSession, rutCliente: string, item: SyncRequest): Promise<SiiFile[]> {
  if (item.kind === 'rcv') {
    const file = await session.fetchRcv(item.query);
    return file ? [{ name: item.name, bytes: file.bytes }] : [];
  }
  const files = await session.fetchPeriodAnswers({
    rut: rutCliente,
    role: item.role,
    desde: item.desde,
    hasta: item.hasta,
  });
  const base = item.name.replace(/\.txt$/, '');
  // The SII's answer keeps its own form (TXT or XML, settings.periodFormat): its extension stays.
  return files.map((file, i) => ({
    name: `${base}${files.length > 1 ? `-parte${i + 1}` : ''}${path.extname(file.name) || '.txt'}`,
    bytes: file.bytes,
  }));
}

/** SHA-256 of an answer's bytes, base64url. */
function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}
