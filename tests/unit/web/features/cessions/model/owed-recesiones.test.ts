import { describe, expect, it } from 'vitest';
import { markSupersededCessions } from '@web/features/cessions/model/owed-recesiones';
import { cesionView } from '@tests/support/cession-factory';

const emisor = { rut: '76873274-4', razonSocial: 'TRANSPORTES SANTA ELENA SPA' };
const arrayan = { rut: '77287273-9', razonSocial: 'ARRAYAN CAPITAL S.A.' };
const copihue = { rut: '77168204-9', razonSocial: 'COPIHUE FACTORING S.A.' };
const first = cesionView({
  id: 'a',
  emisor,
  tipo: 33,
  folio: 23247,
  cesionario: arrayan,
  fechaCesion: '2026-10-30 12:37',
  idSecuencia: 1,
  estadoCesion: 'Cesion Vigente',
});
const second = cesionView({
  id: 'b',
  emisor,
  tipo: 33,
  folio: 23247,
  cesionario: copihue,
  fechaCesion: '2026-11-10 19:55',
  idSecuencia: 2,
  estadoCesion: 'Cesion Vigente',
});

describe('the cesionario to pay on the owed screen', () => {
  it('marks the earlier cessions of a re-ceded document as re-assigned, whatever the row order', () => {
    const marked = markSupersededCessions([second, first]);
    expect(marked.map((c) => [c.id, c.estadoCesion])).toEqual([
      ['b', 'Cesion Vigente'],
      ['a', ''],
    ]);
    expect(marked[0]).toBe(second);
  });

  it('tells apart documents by emisor, tipo and folio', () => {
    const otherEmisor = { ...second, id: 'c', emisor: { rut: '11111111-1', razonSocial: 'OTRO' } };
    const otherTipo = { ...second, id: 'd', tipo: 34 };
    const rows = [first, otherEmisor, otherTipo];
    expect(markSupersededCessions(rows).map((c) => c.estadoCesion)).toEqual([
      'Cesion Vigente',
      'Cesion Vigente',
      'Cesion Vigente',
    ]);
  });

  it('breaks a same-minute tie by idSecuencia', () => {
    const sameMinute = { ...second, fechaCesion: first.fechaCesion };
    expect(markSupersededCessions([sameMinute, first]).map((c) => c.id + c.estadoCesion)).toEqual([
      'bCesion Vigente',
      'a',
    ]);
  });
});
