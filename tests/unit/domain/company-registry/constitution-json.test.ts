import { describe, expect, it } from 'vitest';
import {
  CONSTITUTION_JSON_MESSAGES,
  ConstitutionJsonError,
  parseConstitutionJson,
} from '@domain/company-registry/constitution-json';

const extracted = {
  rut: '77822655-3',
  datos_extraidos: {
    summary: 'ACME SPA es una SpA',
    declared_capital: '$10.000.000',
    participants: [
      { name: 'ANA PÉREZ', rut: '12345678-5', is_business: false, role: 'Accionista', profit_sharing: '60%' },
      { name: 'INVERSIONES SUR SPA', rut: '76000000-0', is_business: true, role: 'Accionista', profit_sharing: 40 },
      'not an object',
    ],
    representatives: [
      { name: 'ANA PÉREZ', rut: '12345678-5', role: 'Gerente General', powers: ['Representar', 'Ceder facturas'] },
    ],
    stock_info: {
      total_shares: 1000,
      share_classes: ['Ordinarias', 'Preferentes'],
      share_value: '$10.000',
      share_distribution: [{ owner: 'ANA PÉREZ', shares: 600 }],
      other_details: 'Nominativas',
    },
  },
};

describe('parseConstitutionJson (client-detail.md §3 Constitution JSON, §5)', () => {
  it('reads the extracted sections, turning numbers and lists into the text shown', () => {
    const document = parseConstitutionJson(JSON.stringify(extracted));
    expect(document.legacy).toBeNull();
    const data = document.extracted!;
    expect(data.declared_capital).toBe('$10.000.000');
    expect(data.participants.map((p) => [p.name, p.is_business, p.profit_sharing])).toEqual([
      ['ANA PÉREZ', false, '60%'],
      ['INVERSIONES SUR SPA', true, '40'],
    ]);
    expect(data.representatives[0]!.powers).toBe('Representar; Ceder facturas');
    expect(data.stock_info).toEqual({
      total_shares: '1000',
      share_classes: 'Ordinarias, Preferentes',
      share_value: '$10.000',
      share_distribution: [{ owner: 'ANA PÉREZ', shares: '600' }],
      other_details: 'Nominativas',
    });
  });

  it('reads the legacy layout: general information in order and its three lists of people', () => {
    const legacy = {
      razonSocial: 'ACME LIMITADA',
      rut: '77350289-7',
      capital: '$5.000.000',
      fechaConstitucion: '20/02/2019',
      socios: [{ nombre: 'JUAN SOTO', rut: '9517614-3', participacion: '50%' }],
      administradores: [{ nombre: 'JUAN SOTO', rut: '9517614-3', cargo: 'Administrador' }],
      apoderados: [],
    };
    const document = parseConstitutionJson(JSON.stringify(legacy));
    expect(document.extracted).toBeNull();
    expect(document.legacy!.general).toEqual([
      { label: 'Razón Social', value: 'ACME LIMITADA' },
      { label: 'RUT', value: '77350289-7' },
      { label: 'Fecha de Constitución', value: '20/02/2019' },
      { label: 'Capital', value: '$5.000.000' },
    ]);
    expect(document.legacy!.socios).toEqual([{ nombre: 'JUAN SOTO', rut: '9517614-3', detalle: '50%' }]);
    expect(document.legacy!.administradores[0]!.detalle).toBe('Administrador');
    expect(document.legacy!.apoderados).toEqual([]);
  });

  it('gives an empty document (no sections) for an object without either layout, and no stock section without stock_info', () => {
    expect(parseConstitutionJson('{}')).toEqual({ extracted: null, legacy: null });
    expect(parseConstitutionJson('{"datos_extraidos":{"summary":"x"}}').extracted).toEqual({
      summary: 'x',
      declared_capital: '',
      participants: [],
      representatives: [],
      stock_info: null,
    });
  });

  it.each(['{"datos_extraidos": ', '<html>403</html>', ''])(
    "rejects text that is not JSON with '%s' -> 'El archivo JSON tiene un formato inválido'",
    (text) => {
      expect(() => parseConstitutionJson(text)).toThrow(new ConstitutionJsonError(CONSTITUTION_JSON_MESSAGES.notJson));
    },
  );

  it.each(['null', '[]', '42', '"texto"', 'true'])(
    "rejects JSON that is not an object (%s) -> 'El contenido JSON no es válido'",
    (text) => {
      expect(() => parseConstitutionJson(text)).toThrow(CONSTITUTION_JSON_MESSAGES.notObject);
    },
  );
});
