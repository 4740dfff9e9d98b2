import { describe, expect, it } from 'vitest';
import { certificateProblem, certificateTerm } from '@domain/credentials/certificate-checks';

const FACTS = { rut: '12345678-5', validoDesde: '2025-03-01T12:00:00.000Z', validoHasta: '2026-03-01T02:30:00.000Z' };
const NOW = new Date('2025-12-01T15:00:00.000Z');

describe('certificate checks', () => {
  it('passes a certificate valid now and issued to the signer (dots and K case do not matter)', () => {
    expect(certificateProblem(FACTS, '12.345.678-5', NOW)).toBeNull();
    expect(certificateProblem({ ...FACTS, rut: '76354771-K' }, '76.354.771-k', NOW)).toBeNull();
  });

  it('names the expiry day on the Chile calendar', () => {
    // 2026-03-01T02:30Z is still 28 February in Santiago (UTC-3 in summer).
    expect(certificateProblem(FACTS, '12345678-5', new Date('2026-03-02T00:00:00Z'))).toBe(
      'El certificado digital venció el 28/02/2026.',
    );
  });

  it('refuses a certificate not valid yet', () => {
    expect(certificateProblem(FACTS, '12345678-5', new Date('2025-02-01T00:00:00Z'))).toBe(
      'El certificado digital será válido recién desde el 01/03/2025.',
    );
  });

  it('refuses another holder, RUTs with dots, and a certificate without a RUT', () => {
    expect(certificateProblem(FACTS, '11111111-1', NOW)).toBe(
      'El RUT del certificado (12.345.678-5) no corresponde al RUT del firmante (11.111.111-1).',
    );
    expect(certificateProblem({ ...FACTS, rut: null }, '12345678-5', NOW)).toBe(
      'El certificado digital no indica el RUT de su titular.',
    );
  });

  it('counts the days left in Chile and warns from 30 days', () => {
    expect(certificateTerm(FACTS.validoHasta, new Date('2026-01-29T15:00:00Z'))).toEqual({
      diasParaVencer: 30,
      vencido: false,
      porVencer: true,
    });
    expect(certificateTerm(FACTS.validoHasta, new Date('2026-01-28T15:00:00Z'))).toEqual({
      diasParaVencer: 31,
      vencido: false,
      porVencer: false,
    });
    expect(certificateTerm(FACTS.validoHasta, new Date('2026-02-28T23:00:00Z'))).toEqual({
      diasParaVencer: 0,
      vencido: false,
      porVencer: true,
    });
    expect(certificateTerm(FACTS.validoHasta, new Date('2026-03-05T12:00:00Z'))).toEqual({
      diasParaVencer: -5,
      vencido: true,
      porVencer: false,
    });
  });
});
