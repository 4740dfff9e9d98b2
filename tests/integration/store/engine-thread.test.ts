import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '@infra/local/s3';
import { createS3Client } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';

/** An S3 client of the local kind for one endpoint (path style, local credentials), as the platform builds it. */
function s3For(endpoint: string) {
  return createS3Client({ region: 'local', endpoints: { s3: endpoint } } as ServerConfig);
}

describe('local engines in worker threads (engine-thread.ts)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'radar-engine-thread-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves S3 from its thread, keeps the objects across a restart on the same directory, and stops listening on stop()', async () => {
    const directory = path.join(dir, 's3');
    const first = await startLocalS3({ directory, buckets: ['documentos'] });
    const firstClient = s3For(first.endpoint);
    await firstClient.send(new PutObjectCommand({ Bucket: 'documentos', Key: 'aec/a.xml', Body: '<AEC/>' }));
    firstClient.destroy();
    await first.stop();
    await expect(fetch(first.endpoint)).rejects.toThrow();

    const second = await startLocalS3({ directory, buckets: ['documentos'] });
    const secondClient = s3For(second.endpoint);
    try {
      const object = await secondClient.send(new GetObjectCommand({ Bucket: 'documentos', Key: 'aec/a.xml' }));
      expect(await object.Body?.transformToString()).toBe('<AEC/>');
    } finally {
      secondClient.destroy();
      await second.stop();
    }
  });

  it('runs two engines of a kind side by side, each over its own directory, and stopping one leaves the other serving', async () => {
    const [left, right] = await Promise.all(
      ['left', 'right'].map((name) => startLocalS3({ directory: path.join(dir, name), buckets: ['documentos'] })),
    );
    const [leftClient, rightClient] = [s3For(left!.endpoint), s3For(right!.endpoint)];
    try {
      expect(left!.endpoint).not.toBe(right!.endpoint);
      await leftClient.send(new PutObjectCommand({ Bucket: 'documentos', Key: 'aec/a.xml', Body: '<AEC izquierda/>' }));
      await expect(rightClient.send(new GetObjectCommand({ Bucket: 'documentos', Key: 'aec/a.xml' }))).rejects.toThrow(
        /does not exist/,
      );
      await left!.stop();
      await expect(fetch(left!.endpoint)).rejects.toThrow();
      await rightClient.send(new PutObjectCommand({ Bucket: 'documentos', Key: 'aec/b.xml', Body: '<AEC derecha/>' }));
      const object = await rightClient.send(new GetObjectCommand({ Bucket: 'documentos', Key: 'aec/b.xml' }));
      expect(await object.Body?.transformToString()).toBe('<AEC derecha/>');
    } finally {
      leftClient.destroy();
      rightClient.destroy();
      await Promise.all([left!.stop(), right!.stop()]);
    }
  });

  it("refuses to start on a port already taken, with the engine's own error", async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(startLocalS3({ directory: path.join(dir, 'busy'), buckets: ['documentos'], port })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
