import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeClientDb } from '@lambdas/store/client-db/client-db-objects';

/** `megabytes` of 2,048-byte pages of one pattern, each numbered: quick to compress at any quality. */
function pagedBytes(megabytes: number): Uint8Array {
  const page = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31) % 251));
  const bytes = Buffer.alloc(megabytes * 1_048_576);
  for (let offset = 0; offset < bytes.length; offset += page.length) {
    page.copy(bytes, offset);
    bytes.writeUInt32BE(offset, offset);
  }
  return new Uint8Array(bytes);
}

const brotli = (bytes: Uint8Array, quality: number) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

describe('encodeClientDb (the stored, sent bytes of a client database)', () => {
  it('compresses a file of 8 MB or more at brotli quality 10, and it decodes back', () => {
    const bytes = pagedBytes(8);
    const encoded = Buffer.from(encodeClientDb(bytes));
    expect(encoded.equals(brotli(bytes, 10))).toBe(true);
    expect(encoded.equals(brotli(bytes, 7))).toBe(false);
    expect(brotliDecompressSync(encoded).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps quality 7 for a smaller file', () => {
    const bytes = pagedBytes(7);
    const encoded = Buffer.from(encodeClientDb(bytes));
    expect(encoded.equals(brotli(bytes, 7))).toBe(true);
    expect(encoded.equals(brotli(bytes, 10))).toBe(false);
  });
});
