import { describe, expect, it } from 'vitest';
import { createRetryKeys } from '@web/lib/retry-key';

describe('createRetryKeys (the idempotency key of an e-mail-sending request)', () => {
  const notice = { tipo: 'cesion', emails: ['pagos@lapolar.cl'], documentos: [{ folio: 101 }] };

  it('names the same request tried again after a failure with the same key', () => {
    const keys = createRetryKeys();
    const first = keys.keyFor(notice);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor(structuredClone(notice))).toBe(first);
  });

  it('gives a new key to a different request and to the same one after a success', () => {
    const keys = createRetryKeys();
    const first = keys.keyFor(notice);
    expect(keys.keyFor({ ...notice, emails: ['tesoreria@lapolar.cl'] })).not.toBe(first);
    const second = keys.keyFor(notice);
    keys.succeeded();
    expect(keys.keyFor(notice)).not.toBe(second);
  });
});
