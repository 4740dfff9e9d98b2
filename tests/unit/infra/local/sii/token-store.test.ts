/**
 * Seeds and seed tokens of the local SII: 12-digit single-use seeds with a life ('TIME-OUT DEL SEED' / 'NO Existe
 * SEED'), 13-character tokens carrying their holder, ending after their life or on expireAll().
 */
import { describe, expect, it } from 'vitest';
import { TokenStore } from '@infra/local/sii/token-store';

function store() {
  const clock = { now: 0 };
  return {
    clock,
    tokens: new TokenStore(
      () => ({ seedTtlMs: 100, tokenTtlMs: 1_000 }),
      () => clock.now,
    ),
  };
}

describe('TokenStore', () => {
  it('spends a live seed once', () => {
    const { tokens } = store();
    const seed = tokens.newSeed();
    expect(seed).toMatch(/^\d{12}$/);
    expect(tokens.useSeed(seed)).toBe('ok');
    expect(tokens.useSeed(seed)).toBe('no-existe');
    expect(tokens.useSeed('000000000000')).toBe('no-existe');
  });

  it('times a seed out after its life', () => {
    const { tokens, clock } = store();
    const seed = tokens.newSeed();
    clock.now = 100;
    expect(tokens.useSeed(seed)).toBe('time-out');
  });

  it("gives tokens that carry their holder's RUT and end after their life or when all are expired", () => {
    const { tokens, clock } = store();
    const token = tokens.newToken('12345678-5');
    expect(token).toMatch(/^[A-Za-z0-9]{13}$/);
    expect(tokens.find(token)).toEqual({ ok: true, rut: '12345678-5' });
    expect(tokens.find(undefined)).toEqual({ ok: false, reason: 'no-existe' });
    clock.now = 1_000;
    expect(tokens.find(token)).toEqual({ ok: false, reason: 'inactivo' });
    const fresh = tokens.newToken('12345678-5');
    tokens.expireAll();
    expect(tokens.find(fresh)).toEqual({ ok: false, reason: 'inactivo' });
    clock.now = 20_000;
    tokens.newToken('12345678-5');
    expect(tokens.find(token)).toEqual({ ok: false, reason: 'no-existe' });
  });
});
