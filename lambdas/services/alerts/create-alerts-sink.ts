import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ServerConfig } from '../../platform/config';
import { createMailSender } from '../../mail/create-mail-sender';
import { createPushDeps, pushEventoBack } from '../../push/push';
import { createUserDirectory } from '../../access/create-user-directory';
import { AlertPreferenceRepository } from '../../store/alert-preference-repository';
import { AlertRepository } from '../../store/alert-repository';
import { AlertsSink } from './alerts-sink';

/**
 * The alerts sink of this deployment, for the publisher's list of sinks (one line:
 * `createAlertsSink(config, { doc, logger })`): the Cognito directory of users, the preferences and alerts tables,
 * the configured MailSender, and eventoBack pushes when the WebSocket API is configured.
 * @param deps.doc the caller's DynamoDB document client.
 */
export function createAlertsSink(
  config: ServerConfig,
  deps: { doc: DynamoDBDocumentClient; logger?: Pick<Console, 'error'> },
): AlertsSink {
  const { doc } = deps;
  const pushDeps = createPushDeps(config, doc);
  return new AlertsSink({
    users: createUserDirectory(config, doc),
    preferences: new AlertPreferenceRepository(doc, config.tables.alertPreferences),
    alerts: new AlertRepository(doc, config.tables.alerts),
    mail: createMailSender(config, { doc }),
    push: pushDeps ? (scope, message) => pushEventoBack(pushDeps, scope, message) : null,
    now: () => new Date(),
    logger: deps.logger ?? console,
    webOrigin: config.webOrigin,
  });
}
