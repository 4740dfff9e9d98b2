import type { SNSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toConfigEnv } from '@lambdas/platform/config';
import { handler } from '@lambdas/mail-events/handler';
import { MailRepository } from '@lambdas/store/mail-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

/** SNS's delivery of SES event-publishing messages, as the events Lambda receives it. */
const snsEvent = (...messages: object[]): SNSEvent =>
  ({
    Records: messages.map((message) => ({ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(message) } })),
  }) as unknown as SNSEvent;

describe('SES events handler against dynalite', () => {
  let engines: LocalEngines;
  let repository: MailRepository;

  beforeAll(async () => {
    engines = await startLocalEngines();
    Object.assign(process.env, toConfigEnv(engines.config));
    repository = new MailRepository(engines.doc, engines.config.tables);
  });

  afterAll(() => engines?.stop());

  it('suppresses a hard-bounced address and marks the mail rebotado; a later delivery does not hide it', async () => {
    const base = {
      rutFactoring: '76389992-6',
      kind: 'notificacion-cesion',
      subject: 'Notificación de cesión',
      suprimidos: [],
    };
    await repository.record({
      ...base,
      sentAt: '2026-11-24T10:00:00.000Z',
      messageId: 'ses-a',
      to: ['malo@deudor.cl', 'ok@deudor.cl'],
      estado: 'enviado',
    });
    await repository.record({
      ...base,
      sentAt: '2026-11-24T10:01:00.000Z',
      messageId: 'ses-b',
      to: ['ok@deudor.cl'],
      estado: 'enviado',
    });

    await handler(
      snsEvent(
        {
          eventType: 'Bounce',
          mail: { messageId: 'ses-a' },
          bounce: {
            bounceType: 'Permanent',
            bouncedRecipients: [{ emailAddress: 'Malo@Deudor.cl', diagnosticCode: 'smtp; 550 5.1.1' }],
          },
        },
        { eventType: 'Delivery', mail: { messageId: 'ses-a' }, delivery: { recipients: ['ok@deudor.cl'] } },
        { eventType: 'Delivery', mail: { messageId: 'ses-b' }, delivery: { recipients: ['ok@deudor.cl'] } },
      ),
    );

    expect(await repository.suppressedAmong(['malo@deudor.cl', 'ok@deudor.cl'])).toEqual(['malo@deudor.cl']);
    expect(await repository.findByMessageId('ses-a')).toMatchObject({
      estado: 'rebotado',
      error: 'Malo@Deudor.cl: smtp; 550 5.1.1',
    });
    expect(await repository.findByMessageId('ses-b')).toMatchObject({ estado: 'entregado' });
  });
});
