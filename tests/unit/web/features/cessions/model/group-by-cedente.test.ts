import { describe, expect, it } from 'vitest';
import { groupByCedente } from '../../../../../../web/src/features/cessions/model/group-by-cedente';
import { aCesion } from '../cesion-factory';

const alfa = { rut: '11111111-1', razonSocial: 'ALFA SPA' };
const beta = { rut: '22222222-2', razonSocial: 'BETA LTDA' };

describe('groupByCedente', () => {
  it('makes one group per cedente rut, sorted by razón social, keeping row order inside', () => {
    const rows = [
      aCesion({ id: 'b1', cedente: beta, emisor: beta }),
      aCesion({ id: 'a1', cedente: alfa, emisor: alfa }),
      aCesion({ id: 'b2', cedente: beta, emisor: beta }),
    ];
    const groups = groupByCedente(rows);
    expect(groups.map((g) => g.cedente.rut)).toEqual([alfa.rut, beta.rut]);
    expect(groups[1]!.cesiones.map((c) => c.id)).toEqual(['b1', 'b2']);
  });

  it('totals only Cesion Vigente and Documento Asociado en Cobranza rows (core-platform §4, §9)', () => {
    const rows = [
      aCesion({ id: '1', cedente: alfa, estadoCesion: 'Cesion Vigente', montoCedido: 100_000, montoDocumento: 120_000 }),
      aCesion({
        id: '2',
        cedente: alfa,
        estadoCesion: 'Documento Asociado en Cobranza',
        montoCedido: 50_000,
        montoDocumento: 50_000,
      }),
      aCesion({ id: '3', cedente: alfa, estadoCesion: '', montoCedido: 999_999, montoDocumento: 999_999 }),
      aCesion({ id: '4', cedente: alfa, estadoCesion: 'Cesion Pagada', montoCedido: 7_000, montoDocumento: 7_000 }),
    ];
    const [group] = groupByCedente(rows);
    expect(group!.cesiones).toHaveLength(4);
    expect(group!.totals).toEqual({ count: 2, montoCedido: 150_000, montoDocumento: 170_000 });
  });

  it('counts invalid assignee mailboxes and lists each distinct one', () => {
    const rows = [
      aCesion({ id: '1', cedente: alfa, esCasillaCorreta: 0, casillaCesionario: 'malo@' }),
      aCesion({ id: '2', cedente: alfa, esCasillaCorreta: 0, casillaCesionario: 'malo@' }),
      aCesion({ id: '3', cedente: alfa, esCasillaCorreta: 1, casillaCesionario: 'bueno@factoring.cl' }),
    ];
    const [group] = groupByCedente(rows);
    expect(group!.invalidEmailCount).toBe(2);
    expect(group!.invalidEmails).toEqual(['malo@']);
  });

  it('lists the emisores that differ from the cedente (re-assigned documents), once each', () => {
    const rows = [
      aCesion({ id: '1', cedente: alfa, emisor: alfa }),
      aCesion({ id: '2', cedente: alfa, emisor: beta }),
      aCesion({ id: '3', cedente: alfa, emisor: beta }),
    ];
    const [group] = groupByCedente(rows);
    expect(group!.otherEmisores).toEqual([beta]);
  });

  it('gives no groups for no rows', () => {
    expect(groupByCedente([])).toEqual([]);
  });
});
