import { describe, expect, it } from 'vitest';
import { createJobQueue } from '@lambdas/jobs/create-job-queue';
import { SqsJobQueue } from '@lambdas/jobs/sqs-job-queue';
import type { ServerConfig } from '@lambdas/platform/config';
import { createSiiLoginCheck } from '@lambdas/sii/create-login-check';
import { isSiiError } from '@lambdas/sii/web/errors';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { SiiWebClient } from '@lambdas/sii/web/sii-web-client';

const QUEUES = {
  refresh: 'https://sqs/refresh',
  clientSync: 'https://sqs/client-sync',
  clientDb: 'https://sqs/client-db',
  envios: 'https://sqs/envios',
  consultaMasiva: 'https://sqs/consulta-masiva',
  webhooks: 'https://sqs/webhooks',
  judicialSweep: 'https://sqs/judicial-sweep',
};

describe('factories of the API deps', () => {
  const base = { region: 'us-east-1', secrets: {} } as ServerConfig;

  it('a queue without configuration refuses every send', async () => {
    await expect(createJobQueue(base).send([{ kind: 'refresh', rutFactoring: 'x' }])).rejects.toThrow(
      'cola de trabajos no configurada',
    );
    expect(createJobQueue({ ...base, queues: QUEUES })).toBeInstanceOf(SqsJobQueue);
  });

  it('a login check without the SII web client answers that the SII is unavailable', async () => {
    const error = await createSiiLoginCheck(base)
      .verifyClave({ rutUsuario: '1-9', clave: 'x' }, '76389992-6')
      .catch((e: unknown) => e);
    expect(isSiiError(error, 'sii-no-disponible')).toBe(true);
  });

  it('a login check with the SII web client settings is the SII web client', () => {
    expect(createSiiLoginCheck({ ...base, siiWeb: readSiiWebSettings({}) })).toBeInstanceOf(SiiWebClient);
  });
});
