import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import type { JobMessage } from '@lambdas/services/jobs/job-messages';
import { failedRunMetricLine, FAILED_RUNS_METRIC } from '@lambdas/jobs/job-metrics';
import { decodeJobMessage, SqsJobQueue } from '@lambdas/jobs/sqs-job-queue';

const URLS = {
  refresh: 'https://sqs.us-east-1.amazonaws.com/1/refresh',
  clientSync: 'https://sqs.us-east-1.amazonaws.com/1/client-sync',
  clientDb: 'https://sqs.us-east-1.amazonaws.com/1/client-db.fifo',
  envios: 'https://sqs.us-east-1.amazonaws.com/1/envios',
  consultaMasiva: 'https://sqs.us-east-1.amazonaws.com/1/consulta-masiva',
  webhooks: 'https://sqs.us-east-1.amazonaws.com/1/webhooks',
  judicialSweep: 'https://sqs.us-east-1.amazonaws.com/1/judicial-sweep',
};

/** An SQS client stand-in recording every command; `failed` makes SendMessageBatch refuse entries. */
function fakeSqs(failed: { Id: string; Code: string }[] = []) {
  const commands: (SendMessageBatchCommand | ChangeMessageVisibilityCommand)[] = [];
  const sqs = {
    send: async (command: SendMessageBatchCommand | ChangeMessageVisibilityCommand) => {
      commands.push(command);
      return command instanceof SendMessageBatchCommand ? { Successful: [], Failed: failed } : {};
    },
  } as unknown as SQSClient;
  const batches = () =>
    commands.filter((c): c is SendMessageBatchCommand => c instanceof SendMessageBatchCommand).map((c) => c.input);
  return { sqs, commands, batches };
}

const refresh = (n: number): JobMessage => ({ kind: 'refresh', rutFactoring: `7600${String(n).padStart(4, '0')}-1` });

describe('SqsJobQueue', () => {
  it('sends each kind to its own queue in batches of at most 10, bodies that decode back to the message', async () => {
    const { sqs, batches } = fakeSqs();
    const sync: JobMessage = { kind: 'client-sync', rutFactoring: '76000001-1', rutCliente: '77000001-1' };
    await new SqsJobQueue(sqs, URLS).send([...Array.from({ length: 23 }, (_, i) => refresh(i)), sync]);
    const sent = batches();
    expect(sent.map((b) => [b.QueueUrl, b.Entries?.length])).toEqual([
      [URLS.refresh, 10],
      [URLS.refresh, 10],
      [URLS.refresh, 3],
      [URLS.clientSync, 1],
    ]);
    expect(sent.flatMap((b) => b.Entries ?? []).map((e) => decodeJobMessage(e.MessageBody!))).toEqual([
      ...Array.from({ length: 23 }, (_, i) => refresh(i)),
      sync,
    ]);
    for (const batch of sent) expect(new Set(batch.Entries?.map((e) => e.Id)).size).toBe(batch.Entries?.length);
    expect(sent[0]?.Entries?.[0]).not.toHaveProperty('MessageGroupId');
  });

  it('sends masivo consultations to their own queue, never the envíos queue, each request its own message', async () => {
    const { sqs, batches } = fakeSqs();
    const masiva = (requestId: string): JobMessage => ({
      kind: 'consulta-masiva',
      rutFactoring: '76000001-1',
      requestId,
    });
    await new SqsJobQueue(sqs, URLS).send([
      { kind: 'envios', rutFactoring: '76000001-1' },
      masiva('2026-11-24T10:00:00.000Z#a'),
      masiva('2026-11-24T10:00:01.000Z#b'),
    ]);
    const sent = batches();
    expect(sent.map((b) => b.QueueUrl)).toEqual([URLS.envios, URLS.consultaMasiva]);
    const [envios, masivas] = sent;
    expect(envios?.Entries?.[0]).not.toHaveProperty('DelaySeconds');
    expect(masivas?.Entries?.map((e) => e.DelaySeconds)).toEqual([undefined, undefined]);
    expect(masivas?.Entries?.map((e) => decodeJobMessage(e.MessageBody!))).toEqual([
      masiva('2026-11-24T10:00:00.000Z#a'),
      masiva('2026-11-24T10:00:01.000Z#b'),
    ]);
  });

  it('sends identical messages of one call once', async () => {
    const { sqs, batches } = fakeSqs();
    await new SqsJobQueue(sqs, URLS).send([refresh(1), refresh(1), refresh(2)]);
    expect(batches()[0]?.Entries).toHaveLength(2);
  });

  it('groups client-db messages by factoring and de-duplicates them per factoring and minute', async () => {
    const { sqs, batches } = fakeSqs();
    let now = new Date('2025-03-10T12:00:05Z');
    const queue = new SqsJobQueue(sqs, URLS, () => now);
    await queue.send([{ kind: 'client-db', rutFactoring: '76000001-1' }]);
    now = new Date('2025-03-10T12:00:59Z');
    await queue.send([{ kind: 'client-db', rutFactoring: '76000001-1' }]);
    now = new Date('2025-03-10T12:01:00Z');
    await queue.send([{ kind: 'client-db', rutFactoring: '76000001-1' }]);
    const entries = batches().map((b) => ({ url: b.QueueUrl, ...b.Entries?.[0] }));
    expect(entries.map((e) => [e.url, e.MessageGroupId])).toEqual(Array(3).fill([URLS.clientDb, '76000001-1']));
    const [first, sameMinute, nextMinute] = entries.map((e) => e.MessageDeduplicationId);
    expect(first).toBe(sameMinute);
    expect(nextMinute).not.toBe(first);
    expect(first).toMatch(/^client-db#76000001-1#\d+$/);
  });

  it('throws naming the queue and the codes when SQS refuses messages', async () => {
    const { sqs } = fakeSqs([{ Id: '0', Code: 'KMS.ThrottlingException' }]);
    await expect(new SqsJobQueue(sqs, URLS).send([refresh(1)])).rejects.toThrow(
      'SQS no aceptó 1 mensajes de la cola refresh: KMS.ThrottlingException',
    );
  });

  it("hides a received message in its kind's queue for the given seconds", async () => {
    const { sqs, commands } = fakeSqs();
    await new SqsJobQueue(sqs, URLS).postpone({ kind: 'client-db', rutFactoring: '76000001-1' }, 'receipt-1', 960);
    expect(commands[0]).toBeInstanceOf(ChangeMessageVisibilityCommand);
    expect(commands[0]?.input).toEqual({ QueueUrl: URLS.clientDb, ReceiptHandle: 'receipt-1', VisibilityTimeout: 960 });
  });
});

describe('decodeJobMessage', () => {
  it('refuses a masivo consultation without its request id', () => {
    expect(() => decodeJobMessage(JSON.stringify({ kind: 'consulta-masiva', rutFactoring: '76000001-1' }))).toThrow();
  });

  it('refuses a body that is no job message', () => {
    expect(() => decodeJobMessage('{"kind":"client-sync","rutFactoring":"76000001-1"}')).toThrow();
    expect(() => decodeJobMessage('{"kind":"borrar-todo","rutFactoring":"76000001-1"}')).toThrow();
    expect(() => decodeJobMessage('no es JSON')).toThrow();
  });
});

describe('failedRunMetricLine', () => {
  it('is an Embedded Metric Format document counting one failed run, in total and per kind', () => {
    const message: JobMessage = { kind: 'client-sync', rutFactoring: '76000001-1', rutCliente: '77000001-1' };
    const line = failedRunMetricLine(message, 'failed', new Date('2025-03-10T12:00:00Z'));
    expect(line).not.toContain('\n');
    const document = JSON.parse(line);
    expect(document._aws).toEqual({
      Timestamp: Date.parse('2025-03-10T12:00:00Z'),
      CloudWatchMetrics: [
        {
          Namespace: FAILED_RUNS_METRIC.namespace,
          Dimensions: [[], ['Kind']],
          Metrics: [{ Name: 'FailedRuns', Unit: 'Count' }],
        },
      ],
    });
    expect(document).toMatchObject({
      Kind: 'client-sync',
      FailedRuns: 1,
      reason: 'failed',
      rutFactoring: '76000001-1',
      rutCliente: '77000001-1',
    });
  });

  it("names a failed webhook delivery without its body (the factoring's event)", () => {
    const body = JSON.stringify({ tipo: 'cesion.reclamada', deudor: { rut: '96806980-2' }, montoCedido: 1190000 });
    const message: JobMessage = {
      kind: 'webhook',
      rutFactoring: '76000001-1',
      tipo: 'cesion.reclamada',
      deliveryId: 'd-1',
      eventId: 'e-1',
      attempt: 2,
      delaySeconds: 60,
      body,
    };
    const line = failedRunMetricLine(message, 'error', new Date('2025-03-10T12:00:00Z'));
    expect(line).not.toContain('96806980-2');
    expect(JSON.parse(line)).toMatchObject({ Kind: 'webhook', deliveryId: 'd-1', attempt: 2, bodyBytes: body.length });
    expect(JSON.parse(line)).not.toHaveProperty('body');
  });
});
