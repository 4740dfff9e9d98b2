import { describe, expect, it } from 'vitest';
import { groupCessions } from '@web/lib/cessions/group-cessions';
import { cesionView } from '@tests/support/cession-factory';

const alfa = { rut: '11111111-1', razonSocial: 'ALFA SPA' };
const beta = { rut: '22222222-2', razonSocial: 'BETA LTDA' };

describe('groupCessions by cedente', () => {
  it('makes one group per cedente rut, in the order their first row came, keeping row order inside', () => {
    const rows = [
      cesionView({ id: 'b1', cedente: beta, emisor: beta }),
      cesionView({ id: 'a1', cedente: alfa, emisor: alfa }),
      cesionView({ id: 'b2', cedente: beta, emisor: beta }),
    ];
    const groups = groupCessions(rows, 'cedente');
    expect(groups.map((g) => g.party.rut)).toEqual([beta.rut, alfa.rut]);
    expect(groups[0]!.cesiones.map((c) => c.id)).toEqual(['b1', 'b2']);
  });

  it('keeps the cards of the first pages in place as later pages arrive, new cards after them', () => {
    // The list's order (fechaCesion, oldest first); ALFA's first cession comes after BETA's.
    const rows = [
      cesionView({ id: 'b1', cedente: beta, fechaCesion: '2024-06-10 09:00' }),
      cesionView({ id: 'b2', cedente: beta, fechaCesion: '2024-06-10 10:00' }),
      cesionView({ id: 'a1', cedente: alfa, fechaCesion: '2024-06-11 09:00' }),
      cesionView({ id: 'b3', cedente: beta, fechaCesion: '2024-06-12 09:00' }),
    ];
    for (const by of ['cedente', 'cedenteDia', 'cesionario'] as const) {
      const whole = groupCessions(rows, by).map((g) => g.key);
      for (let received = 1; received <= rows.length; received++) {
        const shown = groupCessions(rows.slice(0, received), by).map((g) => g.key);
        expect(whole.slice(0, shown.length), `${by} after ${received} rows`).toEqual(shown);
      }
    }
    expect(groupCessions(rows, 'cedente').map((g) => g.party.rut)).toEqual([beta.rut, alfa.rut]);
  });

  it('totals only Cesion Vigente and Documento Asociado en Cobranza rows (core-platform §4, §9)', () => {
    const rows = [
      cesionView({
        id: '1',
        cedente: alfa,
        estadoCesion: 'Cesion Vigente',
        montoCedido: 100_000,
        montoDocumento: 120_000,
      }),
      cesionView({
        id: '2',
        cedente: alfa,
        estadoCesion: 'Documento Asociado en Cobranza',
        montoCedido: 50_000,
        montoDocumento: 50_000,
      }),
      cesionView({ id: '3', cedente: alfa, estadoCesion: '', montoCedido: 999_999, montoDocumento: 999_999 }),
      cesionView({ id: '4', cedente: alfa, estadoCesion: 'Cesion Pagada', montoCedido: 7_000, montoDocumento: 7_000 }),
    ];
    const [group] = groupCessions(rows, 'cedente');
    expect(group!.cesiones).toHaveLength(4);
    expect(group!.totals).toEqual({ count: 2, montoCedido: 150_000, montoDocumento: 170_000 });
  });

  it('counts invalid assignee mailboxes and lists each distinct one', () => {
    const rows = [
      cesionView({ id: '1', cedente: alfa, esCasillaCorreta: 0, casillaCesionario: 'malo@' }),
      cesionView({ id: '2', cedente: alfa, esCasillaCorreta: 0, casillaCesionario: 'malo@' }),
      cesionView({ id: '3', cedente: alfa, esCasillaCorreta: 1, casillaCesionario: 'bueno@factoring.cl' }),
    ];
    const [group] = groupCessions(rows, 'cedente');
    expect(group!.invalidEmailCount).toBe(2);
    expect(group!.invalidEmails).toEqual(['malo@']);
  });

  it('lists the emisores that differ from the cedente (re-assigned documents), once each', () => {
    const rows = [
      cesionView({ id: '1', cedente: alfa, emisor: alfa }),
      cesionView({ id: '2', cedente: alfa, emisor: beta }),
      cesionView({ id: '3', cedente: alfa, emisor: beta }),
    ];
    const [group] = groupCessions(rows, 'cedente');
    expect(group!.otherEmisores).toEqual([beta]);
  });

  it('gives no groups for no rows', () => {
    expect(groupCessions([], 'cedente')).toEqual([]);
  });
});

describe('groupCessions by cedente and day (Agrupar Cedente/dia)', () => {
  it('splits a cedente by the Chile day of fechaCesion, oldest day first, each group totalled apart', () => {
    const rows = [
      cesionView({ id: 'a1', cedente: alfa, fechaCesion: '2024-06-10 09:00', montoCedido: 100, montoDocumento: 100 }),
      cesionView({ id: 'a3', cedente: alfa, fechaCesion: '2024-06-10 18:30', montoCedido: 300, montoDocumento: 300 }),
      cesionView({ id: 'b1', cedente: beta, fechaCesion: '2024-06-10 23:59', montoCedido: 5, montoDocumento: 5 }),
      cesionView({ id: 'a2', cedente: alfa, fechaCesion: '2024-06-11 00:01', montoCedido: 200, montoDocumento: 250 }),
    ];
    const groups = groupCessions(rows, 'cedenteDia');
    expect(groups.map((g) => [g.party.rut, g.day, g.cesiones.map((c) => c.id)])).toEqual([
      [alfa.rut, '2024-06-10', ['a1', 'a3']],
      [beta.rut, '2024-06-10', ['b1']],
      [alfa.rut, '2024-06-11', ['a2']],
    ]);
    expect(groups[0]!.totals).toEqual({ count: 2, montoCedido: 400, montoDocumento: 400 });
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });

  it('gives the day null and one group per cedente in the initial grouping', () => {
    const rows = [
      cesionView({ id: 'a1', cedente: alfa, fechaCesion: '2024-06-10 09:00' }),
      cesionView({ id: 'a2', cedente: alfa, fechaCesion: '2024-06-11 09:00' }),
    ];
    const groups = groupCessions(rows, 'cedente');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.day).toBeNull();
  });
});

describe('groupCessions by cesionario (assigned screen)', () => {
  it('groups by the cesionario and lists no other emisores', () => {
    const rows = [
      cesionView({ id: '1', cesionario: beta, cedente: alfa, emisor: alfa }),
      cesionView({ id: '2', cesionario: alfa, cedente: beta, emisor: beta }),
      cesionView({ id: '3', cesionario: beta, cedente: alfa, emisor: alfa }),
    ];
    const groups = groupCessions(rows, 'cesionario');
    expect(groups.map((g) => [g.party.rut, g.cesiones.map((c) => c.id)])).toEqual([
      [beta.rut, ['1', '3']],
      [alfa.rut, ['2']],
    ]);
    expect(groups.every((g) => g.otherEmisores.length === 0)).toBe(true);
  });
});
