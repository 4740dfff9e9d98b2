import { describe, expect, it } from 'vitest';
import { filterByRazonSocial } from '@web/features/cessions/model/razon-social-filter';
import { cesionView } from '@tests/support/cession-factory';

const alfa = { rut: '11111111-1', razonSocial: 'COMERCIAL ÑUBLE LIMITADA' };
const beta = { rut: '22222222-2', razonSocial: 'BETA SPA' };

describe("filterByRazonSocial ('Rut o Razón Social', core-platform §2)", () => {
  const rows = [
    cesionView({ id: 'a', cedente: alfa, emisor: alfa }),
    cesionView({ id: 'b', cedente: beta, emisor: beta }),
    cesionView({ id: 'c', cedente: beta, emisor: beta, deudor: alfa }),
  ];

  it('keeps rows where any party name contains the text, ignoring case and accents', () => {
    expect(filterByRazonSocial(rows, 'comercial nuble').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterByRazonSocial(rows, ' beta ').map((c) => c.id)).toEqual(['b', 'c']);
    expect(filterByRazonSocial(rows, 'GAMMA')).toEqual([]);
  });

  it('keeps every row when no text is given', () => {
    expect(filterByRazonSocial(rows, undefined)).toBe(rows);
    expect(filterByRazonSocial(rows, '  ')).toBe(rows);
  });
});
