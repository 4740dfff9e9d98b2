import { describe, expect, it } from 'vitest';
import { isPdf } from '@domain/pdf-signature';

describe('isPdf', () => {
  it('takes a body starting with the %PDF- header, and refuses an HTML page, a near miss and an empty body', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'))).toBe(true);
    expect(isPdf(Buffer.from('<html><body>Por el momento no se puede responder</body></html>'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF1.7'))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});
