import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithProgress } from '@web/features/downloads/model/fetch-with-progress';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithProgress', () => {
  it('reports the received fraction after each chunk and returns every byte', async () => {
    const chunks = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), new Uint8Array([6, 7, 8, 9, 10])];
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(streamOf(chunks), { headers: { 'Content-Length': '10', 'Content-Type': 'application/zip' } }),
    );
    const progress: number[] = [];
    const blob = await fetchWithProgress('https://s3/zip', (p) => progress.push(p));
    expect(progress).toEqual([0, 0.3, 0.5, 1]);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(blob.type).toBe('application/zip');
  });

  it('fails without a Content-Length, since the progress needs the size', async () => {
    vi.stubGlobal('fetch', async () => new Response(streamOf([new Uint8Array([1])])));
    await expect(fetchWithProgress('https://s3/zip', () => undefined)).rejects.toThrow(/Content-Length/);
  });

  it('fails with the HTTP status on a non-2xx answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('denied', { status: 403 }));
    await expect(fetchWithProgress('https://s3/zip', () => undefined)).rejects.toThrow('HTTP error! status: 403');
  });
});
