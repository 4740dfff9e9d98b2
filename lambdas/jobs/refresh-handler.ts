import type { ScheduledEvent } from 'aws-lambda';
import { createDynamoDocumentClient, createManagementClient, createS3Client } from '../platform/aws-clients';
import { readServerConfig, type ServerConfig } from '../platform/config';
import { CessionRepository } from '../store/cession-repository';
import { DocumentStore } from '../store/document-store';
import { FactoringRepository } from '../store/factoring-repository';
import { RefreshRunRepository } from '../store/refresh-run-repository';
import { FileSiiGateway } from '../sii/file-source';
import type { SiiGateway } from '../sii/port';
import { refreshAll } from './refresh/refresh-all';
import { announceChanges } from './announce-changes';
import { ConnectionRepository } from '../store/connection-repository';

/** What one scheduled refresh did, per status. */
export interface RefreshSummary {
  /** ISO instant the runs were stamped with */
  now: string;
  ok: string[];
  failed: string[];
}

/**
 * The SII gateway of this deployment: the file source over `siiDir` (local mode, demo world, tests).
 * @throws Error when no siiDir is configured: the SII web-service client does not exist yet.
 */
function createSiiGateway(config: ServerConfig): SiiGateway {
  if (config.siiDir) return new FileSiiGateway(config.siiDir);
  throw new Error('No hay fuente SII configurada: defina RC_SII_DIR (el cliente de los servicios web del SII aún no existe)');
}

/**
 * EventBridge scheduled handler of the 20-minute refresh (core-platform §4 "Refresh cycle"; local mode calls it
 * from a timer): reads the configuration from the environment, builds the clients, the repositories and the SII
 * gateway, refreshes every factoring and announces the changes on the eventoBack channel when a WebSocket
 * endpoint is configured. The runs are stamped with the event's time (the invocation time
 * when the event has none).
 * @returns the ruts whose run ended ok or failed (details are in the refreshRuns table and the log).
 * @throws ZodError for a missing or malformed configuration; Error when no SII source is configured;
 *   the store's error when the factorings cannot be listed.
 */
export async function handler(event: Partial<Pick<ScheduledEvent, 'time'>> = {}): Promise<RefreshSummary> {
  const config = readServerConfig(process.env);
  const gateway = createSiiGateway(config);
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  const now = event.time ? new Date(event.time) : new Date();
  try {
    const runs = await refreshAll(
      {
        gateway,
        cessions: new CessionRepository(doc, config.tables.cessions),
        documents: new DocumentStore(s3, config.buckets.documents),
        refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
        factorings: new FactoringRepository(doc, config.tables.factorings),
        logger: console,
      },
      { now, windowDays: config.refreshWindowDays },
    );
    if (config.websocketEndpoint) {
      const management = createManagementClient(config);
      await announceChanges(
        { connections: new ConnectionRepository(doc, config.tables.connections), management, logger: console },
        runs,
      );
      management.destroy();
    }
    return {
      now: now.toISOString(),
      ok: runs.filter((run) => run.status === 'ok').map((run) => run.rutFactoring),
      failed: runs.filter((run) => run.status === 'failed').map((run) => run.rutFactoring),
    };
  } finally {
    doc.destroy();
    s3.destroy();
  }
}
