import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ServerConfig } from '../../platform/config';
import { createMailSender } from '../../mail/create-mail-sender';
import { createUserDirectory } from '../../access/create-user-directory';
import { AlertPreferenceRepository } from '../../store/alert-preference-repository';
import { AlertRepository } from '../../store/alert-repository';
import { FactoringRepository } from '../../store/factoring-repository';
import type { AlertDigestDeps } from './alert-digest';

/** What the digest's run needs: the factorings to send the digests of, and each one's digest dependencies. */
export type AlertDigestRunDeps = AlertDigestDeps & { factorings: Pick<FactoringRepository, 'list'> };

/** The daily digest's dependencies of this deployment (the Lambda handler and local mode's scheduler share it). */
export function createAlertDigestDeps(
  config: ServerConfig,
  doc: DynamoDBDocumentClient,
  logger: Pick<Console, 'error'> = console,
): AlertDigestRunDeps {
  return {
    factorings: new FactoringRepository(doc, config.tables.factorings),
    users: createUserDirectory(config, doc),
    preferences: new AlertPreferenceRepository(doc, config.tables.alertPreferences),
    alerts: new AlertRepository(doc, config.tables.alerts),
    mail: createMailSender(config, { doc }),
    logger,
    webOrigin: config.webOrigin,
  };
}
