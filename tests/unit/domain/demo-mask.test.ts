import { describe, expect, it } from 'vitest';
import { isMaskableRut, maskAnswer, maskName, maskRut, unmaskRequest, unmaskRut } from '../../../domain/demo-mask';
import { isValidRut, rutFromBody } from '../../../domain/rut';

describe('demo mode RUT mask (core-platform §1)', () => {
  it('gives a different valid RUT, the same every time, and undoes it', () => {
    const fake = maskRut('76389992-6');
    expect(fake).not.toBe('76389992-6');
    expect(isValidRut(fake)).toBe(true);
    expect(fake).toMatch(/^\d{7,8}-[\dK]$/);
    expect(maskRut('76389992-6')).toBe(fake);
    expect(unmaskRut(fake)).toBe('76389992-6');
  });

  it('keeps the writing: dots, and the size range', () => {
    const dotted = maskRut('76.389.992-6');
    expect(dotted).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
    expect(dotted.replace(/\./g, '')).toBe(maskRut('76389992-6'));
    const person = Number(maskRut('11111111-1').split('-')[0]);
    expect(person).toBeGreaterThanOrEqual(1_000_000);
    expect(person).toBeLessThan(50_000_000);
    expect(Number(maskRut('76389992-6').split('-')[0])).toBeGreaterThanOrEqual(50_000_000);
    // Bodies of 7 and 8 digits keep 7 or 8 digits, so the masked RUT keeps the RUT shape.
    for (const body of [1_000_000, 1_000_001, 9_999_999, 99_999_999]) {
      expect(maskRut(rutFromBody(body))).toMatch(/^\d{7,8}-[\dK]$/);
    }
  });

  it('is one-to-one over many RUTs and always reversible', () => {
    const seen = new Set<string>();
    for (let body = 76_000_000; body < 76_003_000; body++) {
      const rut = rutFromBody(body);
      const fake = maskRut(rut);
      expect(isValidRut(fake)).toBe(true);
      expect(unmaskRut(fake)).toBe(rut);
      seen.add(fake);
    }
    expect(seen.size).toBe(3000);
  });

  it('leaves what is not a valid RUT alone', () => {
    for (const text of ['76389992-5', '2026-11-24', 'hola', '12345', '']) {
      expect(maskRut(text)).toBe(text);
      expect(isMaskableRut(text)).toBe(false);
    }
  });
});

describe('demo mode name mask', () => {
  it('is fixed per name, keeps the legal form and hides the original', () => {
    const fake = maskName('Comercial Los Andes SpA');
    expect(fake).toBe(maskName('  COMERCIAL LOS ANDES SPA '));
    expect(fake).toMatch(/^EMPRESA [A-Z]+ [A-Z ]+ \d{1,3} SPA$/);
    expect(fake).not.toContain('ANDES');
    expect(maskName('FACTORING S.A.')).toMatch(/ S\.A\.$/);
    expect(maskName('')).toBe('');
  });
});

describe('maskAnswer / unmaskRequest', () => {
  it('masks RUTs anywhere and names under name keys, without touching the input', () => {
    const answer = {
      data: {
        archivos: [
          { emisor: { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' }, folio: 12, fecha: '2026-11-24', rznSocCesionario: 'X SPA' },
        ],
        empresas: [{ rut: '11.111.111-1', razonsocial: 'ALFA' }],
      },
    };
    const copy = structuredClone(answer);
    const masked = maskAnswer(answer);
    expect(answer).toEqual(copy);
    const row = masked.data.archivos[0]!;
    expect(row.emisor.rut).toBe(maskRut('76389992-6'));
    expect(row.emisor.razonSocial).toBe(maskName('ST CAPITAL S.A.'));
    expect(row.rznSocCesionario).toBe(maskName('X SPA'));
    expect(row.folio).toBe(12);
    expect(row.fecha).toBe('2026-11-24');
    expect(masked.data.empresas[0]).toEqual({ rut: maskRut('11.111.111-1'), razonsocial: maskName('ALFA') });
  });

  it('gives requests back their real RUTs', () => {
    const variables = { rutFactoring: maskRut('76389992-6'), filtros: [maskRut('11111111-1')], folio: 3 };
    expect(unmaskRequest(variables)).toEqual({ rutFactoring: '76389992-6', filtros: ['11111111-1'], folio: 3 });
  });
});
