import { describe, expect, it } from 'vitest';
import { NominaFileError, parseNominaEmpresas } from '@domain/empresas/nomina-empresas';

/** The SII's header as published (long names cut at 32 characters), with the columns the parser does not read. */
const SII_HEADER = [
  'Año comercial',
  'RUT',
  'DV',
  'Razón social',
  'Tramo según ventas',
  'Número de trabajadores dependie',
  'Fecha inicio de actividades vige',
  'Fecha término de giro',
  'Rubro económico',
  'Región',
  'Provincia',
  'Comuna',
];

const line = (...cells: string[]) => cells.join('\t');
const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('parseNominaEmpresas', () => {
  it('reads the good rows by header name, with the headers the SII cuts at 32 characters', () => {
    const text = [
      line(...SII_HEADER),
      line(
        '2024',
        '76354771',
        'K',
        'COMERCIAL PEÑALOLÉN SPA',
        '5',
        '12',
        '2015-03-02',
        '',
        'G - Comercio',
        'XIII',
        'SANTIAGO',
        'PEÑALOLÉN',
      ),
      line(
        '2024',
        '96.790.240',
        '3',
        'GRANDES TIENDAS S.A.',
        '13',
        '',
        '1990-01-01',
        '',
        'G - Comercio',
        'XIII',
        'SANTIAGO',
        'LAS CONDES',
      ),
    ].join('\r\n');
    expect(parseNominaEmpresas(utf8(text))).toEqual({
      rows: [
        {
          line: 2,
          anioComercial: 2024,
          rut: '76354771-K',
          razonSocial: 'COMERCIAL PEÑALOLÉN SPA',
          tramoVentas: 5,
          trabajadores: 12,
        },
        {
          line: 3,
          anioComercial: 2024,
          rut: '96790240-3',
          razonSocial: 'GRANDES TIENDAS S.A.',
          tramoVentas: 13,
          trabajadores: null,
        },
      ],
      errors: [],
    });
  });

  it('reads ISO-8859-1, a UTF-8 BOM, full-length headers in another order and extra columns', () => {
    const header = line(
      'R_PRESUNTA',
      'Tramo según ventas',
      'DV',
      'RUT',
      'Número de trabajadores dependientes informados',
      'Año comercial',
      'Razón social',
    );
    const row = line('', '8', 'k', '76354771', '60', '2023', 'ÑANDÚ LTDA');
    const expected = [
      { line: 2, anioComercial: 2023, rut: '76354771-K', razonSocial: 'ÑANDÚ LTDA', tramoVentas: 8, trabajadores: 60 },
    ];
    expect(parseNominaEmpresas(latin1(`${header}\n${row}\n`)).rows).toEqual(expected);
    expect(parseNominaEmpresas(utf8(`\uFEFF${header}\n${row}\n`)).rows).toEqual(expected);
  });

  it('reports each bad row with its line and reason and keeps the good ones', () => {
    const text = [
      line('Año comercial', 'RUT', 'DV', 'Razón social', 'Tramo según ventas', 'Número de trabajadores dependie'),
      line('2024', '76354771', 'K', 'BUENA SPA', '2', '1'),
      line('2024', '76354771', '1', 'DV MALO SPA', '2', '1'),
      line('24', '76354771', 'K', 'AÑO MALO SPA', '2', '1'),
      '',
      line('2024', '76354771', 'K', 'TRAMO MALO SPA', '14', '1'),
      line('2024', '76354771', 'K', 'TRAMO VACÍO SPA', '', '1'),
      line('2024', '76354771', 'K', 'TRABAJADORES MALOS SPA', '3', 'muchos'),
      line('2024', '96790240', '3', 'OTRA BUENA S.A.', '1', '0'),
    ].join('\n');
    const { rows, errors } = parseNominaEmpresas(utf8(text));
    expect(rows.map((r) => [r.line, r.razonSocial])).toEqual([
      [2, 'BUENA SPA'],
      [9, 'OTRA BUENA S.A.'],
    ]);
    expect(errors).toEqual([
      { line: 3, message: "línea 3: RUT inválido '76354771-1'" },
      { line: 4, message: "línea 4: Año comercial inválido '24'" },
      { line: 6, message: "línea 6: Tramo según ventas inválido '14' (se espera un código de 1 a 13)" },
      { line: 7, message: "línea 7: Tramo según ventas inválido '' (se espera un código de 1 a 13)" },
      { line: 8, message: "línea 8: Número de trabajadores dependientes informados inválido 'muchos'" },
    ]);
  });

  it('keeps only the companies asked for, checking only their rows', () => {
    const text = [
      line('Año comercial', 'RUT', 'DV', 'Tramo según ventas'),
      line('2024', '96790240', '3', '99'),
      line('2024', '76354771', 'K', '4'),
      line('2024', '76354771', 'K', 'x'),
      line('2024', 'ABC', '1', '2'),
    ].join('\n');
    expect(parseNominaEmpresas(utf8(text), { ruts: new Set(['76354771-K']) })).toEqual({
      rows: [
        { line: 3, anioComercial: 2024, rut: '76354771-K', razonSocial: null, tramoVentas: 4, trabajadores: null },
      ],
      errors: [{ line: 4, message: "línea 4: Tramo según ventas inválido 'x' (se espera un código de 1 a 13)" }],
    });
  });

  it('refuses a file without the columns it needs, naming them', () => {
    const text = `${line('Año comercial', 'RUT', 'Razón social', 'Tramo capital propio positivo')}\n${line('2024', '76354771', 'X', '3')}\n`;
    expect(() => parseNominaEmpresas(utf8(text))).toThrow(NominaFileError);
    expect(() => parseNominaEmpresas(utf8(text))).toThrow(
      "La nómina de empresas no tiene la columna 'DV', 'Tramo según ventas'",
    );
  });

  it('refuses an empty file', () => {
    expect(() => parseNominaEmpresas(new Uint8Array())).toThrow('La nómina de empresas está vacía');
  });
});
