import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import type { ServerConfig } from '@lambdas/platform/config';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { CarteraRepository } from '@lambdas/store/cartera-repository';
import { CessionRepository } from '@lambdas/store/cession-repository';
import { DocumentStore } from '@lambdas/store/document-store';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { RefreshRunRepository } from '@lambdas/store/refresh-run-repository';
import { ReportCellRepository } from '@lambdas/store/report-cell-repository';
import { recordedEvents } from './recorded-events';

/**
 * What a refresh needs over the engines' tables and documents bucket (tests/support/local-engines.ts): the SII files
 * of `siiDir` as its gateway, a recording event publisher and a silent logger. `overrides` replaces any of them, for
 * a test that keeps its own repository, store, publisher or gateway.
 */
export function engineRefreshDeps(
  engines: { config: ServerConfig; doc: DynamoDBDocumentClient; s3: S3Client },
  siiDir: string,
  overrides: Partial<RefreshDeps> & { factorings?: FactoringRepository } = {},
): RefreshDeps & { factorings: FactoringRepository } {
  const { config, doc, s3 } = engines;
  return {
    gateway: new FileSiiGateway(siiDir),
    cessions: new CessionRepository(doc, config.tables.cessions),
    documents: new DocumentStore(s3, config.buckets.documents),
    refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
    carteras: new CarteraRepository(doc, config.tables.carteras),
    reportCells: new ReportCellRepository(doc, config.tables.carteras),
    factorings: new FactoringRepository(doc, config.tables.factorings),
    events: recordedEvents(doc, config.tables.platformEvents).publisher,
    logger: { info: () => undefined, error: () => undefined },
    radar: null,
    ...overrides,
  };
}
