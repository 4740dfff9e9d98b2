import { describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import { applyChanges, type PartyAggregate } from '@domain/cartera/party-aggregate';
import { carteraView } from '@domain/cartera/cartera-view';
import { NO_LIMITS, parseCarteraLimits, InvalidLimitError } from '@domain/cartera/limits';
import {
  carteraDocument,
  documentAt,
  drillOrderKey,
  drillTotals,
  type CarteraDocumentFilter,
} from '@domain/cartera/cartera-document';
import { cessionRecord } from '@tests/support/cession-factory';

const NOW = new Date('2026-11-23T15:00:00Z');
const A = { rut: '96874030-K', razonSocial: 'DEUDOR A' };
const B = { rut: '96519800-8', razonSocial: 'DEUDOR B' };
const C1 = { rut: '76399752-9', razonSocial: 'CEDENTE UNO' };
const C2 = { rut: '76354771-K', razonSocial: 'CEDENTE DOS' };

let folio = 1;
const doc = (overrides: Partial<CessionRecord>) =>
  cessionRecord({
    folio: folio++,
    fechaVencimiento: '2026-12-01',
    eventos: [],
    fechaRecepcion: null,
    alertas: [],
    ...overrides,
  });

function aggregate(records: CessionRecord[]): PartyAggregate[] {
  const parties = new Map<string, PartyAggregate>();
  applyChanges(
    parties,
    records.map((after) => ({ before: null, after })),
  );
  return [...parties.values()];
}

describe('carteraView over the refresh aggregates', () => {
  const records = [
    doc({
      deudor: A,
      cedente: C1,
      montoCedido: 600,
      eventos: [{ codigo: 'ACD', descripcion: '', fecha: '2026-11-01 10:00:00', responsable: A.rut }],
    }),
    doc({
      deudor: A,
      cedente: C2,
      montoCedido: 100,
      fechaVencimiento: '2026-10-01',
      alertas: [{ regla: 'VENCIDO_AL_CEDER', motivo: 'x' }],
    }),
    doc({
      deudor: B,
      cedente: C2,
      montoCedido: 300,
      fechaVencimiento: null,
      eventos: [{ codigo: 'RCD', descripcion: '', fecha: '2026-11-01 10:00:00', responsable: B.rut }],
    }),
    // not held: re-ceded, another role, a state that does not count
    doc({ deudor: B, cedente: C1, montoCedido: 5000, recedido: true }),
    doc({ deudor: B, cedente: C1, montoCedido: 5000, role: 'cedente' }),
    doc({ deudor: B, cedente: C1, montoCedido: 5000, estadoCesionSii: '' }),
  ];

  it('ranks debtors and cedentes by exposure with their share, flags and the totals of held documents only', () => {
    const view = carteraView(aggregate(records), NO_LIMITS, NOW);
    expect(view.total).toEqual({ documentos: 3, monto: 1000, documentosConAlertas: 1 });
    expect(view.deudores.map((p) => [p.ranking, p.rut, p.monto, p.participacion, p.documentos])).toEqual([
      [1, A.rut, 700, 0.7, 2],
      [2, B.rut, 300, 0.3, 1],
    ]);
    expect(view.cedentes.map((p) => [p.ranking, p.razonSocial, p.monto])).toEqual([
      [1, C1.razonSocial, 600],
      [2, C2.razonSocial, 400],
    ]);
    expect(view.cedentes[1]!.alertas).toEqual([{ regla: 'VENCIDO_AL_CEDER', documentos: 1 }]);
    expect(view.cedentes[1]!.documentosConAlertas).toBe(1);
  });

  it('sums the tramos and the acceptance mix at now', () => {
    const view = carteraView(aggregate(records), NO_LIMITS, NOW);
    const byTramo = Object.fromEntries(view.vencimientos.map((t) => [t.tramo, t.monto]));
    expect(byTramo).toMatchObject({ porVencer0a30: 600, vencido31a60: 100, sinVencimiento: 300, porVencer31a60: 0 });
    const mix = Object.fromEntries(view.aceptacion.map((a) => [a.estado, a.documentos]));
    expect(mix).toEqual({ aceptado: 1, pendiente: 1, reclamado: 1, sinInformacion: 0 });
    expect(view.pendientes).toEqual([{ diasRestantes: null, documentos: 1, monto: 100 }]);
  });

  it('flags a breach only strictly above a limit', () => {
    const atLimit = parseCarteraLimits({
      deudorParticipacionMaxima: 0.7,
      porRut: [{ tipo: 'cedente', rut: '76.399.752-9', montoMaximo: 600 }],
    });
    const calm = carteraView(aggregate(records), atLimit, NOW);
    expect(calm.deudores[0]!.excesos).toEqual([]);
    expect(calm.cedentes[0]!.montoMaximo).toBe(600);
    expect(calm.cedentes[0]!.excesos).toEqual([]);
    const tight = parseCarteraLimits({
      deudorParticipacionMaxima: 0.69,
      porRut: [{ tipo: 'cedente', rut: C1.rut, montoMaximo: 599 }],
    });
    const view = carteraView(aggregate(records), tight, NOW);
    expect(view.deudores[0]!.excesos).toEqual(['Participación 70 % sobre el máximo de 69 %']);
    expect(view.deudores[1]!.excesos).toEqual([]);
    expect(view.cedentes[0]!.excesos).toEqual(['Monto $600 sobre el máximo de $599']);
  });

  it('takes a changed or removed document out of its old cells', () => {
    const parties = new Map<string, PartyAggregate>();
    const first = records[0]!;
    applyChanges(parties, [{ before: null, after: first }]);
    const moved = { ...first, deudor: B, montoCedido: 650 };
    const touched = applyChanges(parties, [{ before: first, after: moved }]);
    expect([...touched].sort()).toEqual([`cedente#${C1.rut}`, `deudor#${A.rut}`, `deudor#${B.rut}`].sort());
    expect(parties.has(`deudor#${A.rut}`)).toBe(false);
    expect(carteraView([...parties.values()], NO_LIMITS, NOW).deudores.map((p) => [p.rut, p.monto])).toEqual([
      [B.rut, 650],
    ]);
    applyChanges(parties, [{ before: moved, after: { ...moved, recedido: true } }]);
    expect(parties.size).toBe(0);
  });

  it('refuses limits it cannot apply, with the Spanish message', () => {
    expect(() => parseCarteraLimits({ deudorParticipacionMaxima: 1.5 })).toThrow(
      new InvalidLimitError('La participación máxima debe estar entre 0 y 100 %'),
    );
    expect(() => parseCarteraLimits({ porRut: [{ tipo: 'deudor', rut: '1-1', montoMaximo: 5 }] })).toThrow(
      InvalidLimitError,
    );
    expect(() => parseCarteraLimits({ porRut: [{ tipo: 'deudor', rut: A.rut, montoMaximo: 1.5 }] })).toThrow(
      'El monto máximo debe ser un entero positivo',
    );
  });

  it('drills down to the documents of a tramo or an estado, with the totals its aggregates give', () => {
    const held = records.slice(0, 3);
    const lines = held.map(carteraDocument);
    const drill = (filter: CarteraDocumentFilter) => lines.flatMap((line) => documentAt(line, filter, NOW) ?? []);
    expect(drill({ tramo: 'vencido31a60' }).map((d) => d.montoCedido)).toEqual([100]);
    expect(drill({ estado: 'reclamado' }).map((d) => d.deudor.rut)).toEqual([B.rut]);
    expect(drill({ conAlertas: true })).toHaveLength(1);
    const parties = new Map(aggregate(held).map((p) => [`${p.tipo}#${p.rut}`, p]));
    for (const filter of [
      {},
      { tramo: 'vencido31a60' },
      { tramo: 'porVencer0a30' },
      { estado: 'aceptado' },
      { conAlertas: true },
    ] as CarteraDocumentFilter[]) {
      const ofA = drill(filter).filter((d) => d.deudor.rut === A.rut);
      expect(drillTotals(parties.get(`deudor#${A.rut}`)!, filter, NOW)).toEqual({
        documentos: ofA.length,
        monto: ofA.reduce((sum, d) => sum + d.montoCedido, 0),
      });
    }
    expect(drillTotals(null, {}, NOW)).toEqual({ documentos: 0, monto: 0 });
  });

  it('orders the drill-down by its key: largest montoCedido first, then the earliest due date (none first), then folio', () => {
    const line = (montoCedido: number, fechaVencimiento: string | null, folio: number) => ({
      montoCedido,
      fechaVencimiento,
      tipoDTE: 33,
      folio,
    });
    const lines = [
      line(99, '2026-01-01', 1),
      line(1_000_000_000_000, null, 2),
      line(100, '2026-02-01', 3),
      line(100, null, 4),
      line(100, '2026-01-15', 10),
      line(100, '2026-01-15', 9),
    ];
    const sorted = [...lines].sort((a, b) => drillOrderKey(a).localeCompare(drillOrderKey(b)));
    expect(sorted.map((l) => l.folio)).toEqual([2, 4, 9, 10, 3, 1]);
  });
});
