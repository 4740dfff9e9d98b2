/**
 * A refresh in its own process, for the fault tests that kill it (tests/integration/jobs/refresh-killed.test.ts):
 * one refreshFactoring of RC_FACTORING at RC_NOW over the engines of RC_CONFIG (a ServerConfig as JSON) and the SII
 * files of RC_SII_DIR. Every event handed to its sink is appended to RC_SINK_FILE as a JSON line. The process kills
 * itself with SIGKILL, as a Lambda timeout or a lost host would end it, at the point RC_KILL names:
 * 'batch:N' before sending its (N+1)-th DynamoDB BatchWriteItem, or 'sinks' when its sink is first called.
 */
import { systemScope } from '@lambdas/access/system-scope';
import { appendFile } from 'node:fs/promises';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PlatformEventPublisher } from '@lambdas/services/events/publish-platform-events';
import { refreshFactoring } from '@lambdas/services/refresh/refresh-factoring';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { PlatformEventRepository } from '@lambdas/store/platform-event-repository';
import { engineRefreshDeps } from './refresh-deps';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const config = JSON.parse(env('RC_CONFIG')) as ServerConfig;
const kill = env('RC_KILL');
const die = () => process.kill(process.pid, 'SIGKILL');

const doc = createDynamoDocumentClient(config);
const send = doc.send.bind(doc) as (command: unknown) => Promise<unknown>;
let batches = 0;
const batchLimit = kill.startsWith('batch:') ? Number(kill.slice('batch:'.length)) : Number.POSITIVE_INFINITY;
(doc as unknown as { send: (command: unknown) => Promise<unknown> }).send = async (command) => {
  if (command instanceof BatchWriteCommand && ++batches > batchLimit) die();
  return send(command);
};

const events = new PlatformEventPublisher({
  ledger: new PlatformEventRepository(doc, config.tables.platformEvents),
  sinks: [
    {
      name: 'file',
      publish: async (_scope, handed) => {
        if (kill === 'sinks') die();
        await appendFile(env('RC_SINK_FILE'), handed.map((event) => `${JSON.stringify(event)}\n`).join(''));
      },
    },
  ],
  logger: { info: () => undefined, error: () => undefined },
  clock: () => new Date(env('RC_NOW')),
});

await refreshFactoring(engineRefreshDeps({ config, doc, s3: createS3Client(config) }, env('RC_SII_DIR'), { events }), {
  scope: systemScope(env('RC_FACTORING')),
  now: new Date(env('RC_NOW')),
});
