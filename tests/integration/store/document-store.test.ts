import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aecKey, DocumentStore } from '@lambdas/store/document-store';
import { siiFixture } from '../../support/fixtures';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const AEC_FILE = siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml');

describe('DocumentStore against s3rver', () => {
  let engines: LocalEngines;
  let store: DocumentStore;

  beforeAll(async () => {
    engines = await startLocalEngines();
    store = new DocumentStore(engines.s3, engines.config.buckets.documents);
  });

  afterAll(() => engines?.stop());

  it('names AEC objects by emisor, tipo, folio and sequence', () => {
    expect(aecKey({ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 }, 2)).toBe('aec/76354771-K/33/170/SEQ-2.xml');
  });

  it('stores a real ISO-8859-1 AEC byte-identical', async () => {
    const bytes = new Uint8Array(await readFile(AEC_FILE));
    const key = aecKey({ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 }, 2);
    await store.putAec(key, bytes);
    expect(await store.hasObject(key)).toBe(true);
    expect(Buffer.from((await store.getAec(key))!).equals(Buffer.from(bytes))).toBe(true);
  });

  it('serves the object through a presigned URL', async () => {
    const bytes = new Uint8Array([0x3c, 0xd1, 0xe9, 0x00, 0xff, 0x0a]);
    await store.putAec('aec/1-9/33/1/SEQ-1.xml', bytes);
    const response = await fetch(await store.signedAecUrl('aec/1-9/33/1/SEQ-1.xml', 60));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('serves a produced document for download under the given file name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 demo');
    await store.putDocument('pdf/76354771-K_33_170.pdf', pdf, 'application/pdf');
    const response = await fetch(
      await store.signedDownloadUrl('pdf/76354771-K_33_170.pdf', '76354771-K_33_170.pdf', 60),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="76354771-K_33_170.pdf"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it('deletes the given objects, a missing one included, and no other', async () => {
    const kept = 'firma-digital/76354771-K/2/1-otro.pdf';
    for (const key of ['firma-digital/76354771-K/1/1-poder.pdf', kept])
      await store.putDocument(key, new TextEncoder().encode('%PDF'), 'application/pdf');
    await store.deleteDocuments(['firma-digital/76354771-K/1/1-poder.pdf', 'firma-digital/76354771-K/1/2-nunca.pdf']);
    expect(await store.hasObject('firma-digital/76354771-K/1/1-poder.pdf')).toBe(false);
    expect(await store.hasObject(kept)).toBe(true);
  });

  it('answers null and false for a missing object', async () => {
    expect(await store.getAec('aec/none/33/1/SEQ-1.xml')).toBeNull();
    expect(await store.hasObject('aec/none/33/1/SEQ-1.xml')).toBe(false);
  });
});
