import { describe, expect, it } from 'vitest';
import { decodeRcvBytes } from '@domain/rcv/decode-rcv-bytes';

describe('decodeRcvBytes', () => {
  it('reads UTF-8, dropping a BOM and turning CRLF and CR into LF', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Razón\r\nBienes Raíces\rfin')]);
    expect(decodeRcvBytes(bytes)).toBe('Razón\nBienes Raíces\nfin');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    // 'Compañía' in Windows-1252: ñ = 0xF1, í = 0xED.
    const bytes = new Uint8Array([0x43, 0x6f, 0x6d, 0x70, 0x61, 0xf1, 0xed, 0x61]);
    expect(decodeRcvBytes(bytes)).toBe('Compañía');
  });
});
