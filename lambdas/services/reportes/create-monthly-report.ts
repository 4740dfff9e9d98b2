import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import PDFDocument from 'pdfkit';
import type { ServerConfig } from '../../platform/config';
import { createUserDirectory } from '../../access/create-user-directory';
import { createMailSender } from '../../mail/create-mail-sender';
import { ClientListNames } from '../accounts/client-names';
import { loadSqlJs } from '../client-db/sql-js';
import { ClientDbObjects } from '../../store/client-db/client-db-objects';
import { CessionRepository } from '../../store/cession-repository';
import { EnvioRepository } from '../../store/envio-repository';
import { FactoringRepository } from '../../store/factoring-repository';
import { MonthlyReportRepository } from '../../store/monthly-report-repository';
import { NominaRepository } from '../../store/nomina-repository';
import { NotificacionRepository } from '../../store/notificacion-repository';
import { RefreshRunRepository } from '../../store/refresh-run-repository';
import { readAcquiredMonth } from './acquired-month';
import type { MonthlyReportDeps } from './monthly-report';

/** What the monthly report's run needs: the factorings (with their subscribers) and each one's report dependencies. */
export type MonthlyReportRunDeps = MonthlyReportDeps & { factorings: Pick<FactoringRepository, 'list'> };

/**
 * The monthly report's dependencies of this deployment (the Lambda handler and local mode's scheduler share it): the
 * acquired list's stores for the month's cessions, the user directory, the sent records and the platform's mail.
 */
export function createMonthlyReportDeps(
  config: ServerConfig,
  clients: { doc: DynamoDBDocumentClient; s3: S3Client },
  logger: Pick<Console, 'error'> = console,
): MonthlyReportRunDeps {
  const { doc, s3 } = clients;
  const factorings = new FactoringRepository(doc, config.tables.factorings);
  const listDeps = {
    cessions: new CessionRepository(doc, config.tables.cessions),
    refreshRuns: new RefreshRunRepository(doc, config.tables.refreshRuns),
    factorings,
    nominas: new NominaRepository(doc, config.tables.nominas),
    envios: new EnvioRepository(doc, config.tables.envios),
    notificaciones: new NotificacionRepository(doc, config.tables.notificaciones),
    clientNames: new ClientListNames(new ClientDbObjects(s3, config.buckets.documents), loadSqlJs),
  };
  return {
    factorings,
    users: createUserDirectory(config, doc),
    reports: new MonthlyReportRepository(doc, config.tables),
    readMonth: (scope, mes, now) => readAcquiredMonth(listDeps, scope, mes, now),
    PDFDocument,
    mail: createMailSender(config, { doc }),
    logger,
    webOrigin: config.webOrigin,
  };
}
