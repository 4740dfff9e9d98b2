import { createDynamoDocumentClient, createS3Client } from '../../platform/aws-clients';
import { readServerConfig } from '../../platform/config';
import { CessionRepository } from '../../store/cession-repository';
import { DocumentStore } from '../../store/document-store';
import { FactoringRepository } from '../../store/factoring-repository';
import { FileSiiGateway } from '../../sii/file-source';
import { buildFactoringClientDbs, type ClientDbBuildReport } from './build-factoring-client-dbs';
import { ClientDbObjects } from './client-db-objects';
import { DirectoryClientFiles } from './directory-client-files';
import { loadSqlJs } from './sql-js';

/**
 * Lambda entry of the client database builder (issue "Client radar data"): after each refresh (on AWS the
 * refresh Lambda's on-success destination; local mode's scheduler right after the refresh handler), builds the
 * client databases of every factoring in the factorings table. Reads the configuration from the environment.
 * @param event the clock as ISO `time` (local mode), or Lambda's success record whose `requestPayload` is the
 *   refresh's scheduled event (AWS); the invocation time otherwise.
 * @returns one report per factoring.
 * @throws ZodError for a missing configuration; Error when no SII directory is configured (the SII and TGR
 *   web-service clients do not exist yet); the store's error when the factorings cannot be listed.
 */
export async function handler(
  event: { time?: string; requestPayload?: { time?: string } } = {},
): Promise<ClientDbBuildReport[]> {
  const config = readServerConfig(process.env);
  if (!config.siiDir) throw new Error('No hay fuente SII configurada: defina RC_SII_DIR');
  const doc = createDynamoDocumentClient(config);
  const s3 = createS3Client(config);
  const time = event.time ?? event.requestPayload?.time;
  const now = time ? new Date(time) : new Date();
  try {
    const deps = {
      SQL: await loadSqlJs(),
      nomina: new FileSiiGateway(config.siiDir),
      aecs: new DocumentStore(s3, config.buckets.documents),
      files: new DirectoryClientFiles(config.siiDir),
      cessions: new CessionRepository(doc, config.tables.cessions),
      objects: new ClientDbObjects(s3, config.buckets.documents),
      logger: console,
    };
    const reports: ClientDbBuildReport[] = [];
    for (const factoring of await new FactoringRepository(doc, config.tables.factorings).list())
      reports.push(await buildFactoringClientDbs(deps, { rutFactoring: factoring.rut, now }));
    return reports;
  } finally {
    doc.destroy();
    s3.destroy();
  }
}
