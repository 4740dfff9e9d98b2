import { describe, expect, it } from 'vitest';
import {
  acquiredCessionChanges,
  detectClientChanges,
  type ClientLedgerReading,
} from '@domain/invoice-changes/detect-changes';
import type { PeriodCessionRow } from '@domain/period-types';
import type { RcvRow } from '@domain/rcv/types';
import { cessionRecord } from '../../../support/cession-factory';

const FACTORING = '76389992-6';
const OTHER_FACTORING = '77360390-1';
const CLIENT = '76354771-K';
const DEUDOR = '96519800-8';

function sale(folio: number, fechaHoraEnSII: string, over: Partial<RcvRow> = {}): RcvRow {
  return {
    line: folio,
    ventaOCompra: 'venta',
    tipoDTE: 33,
    folio,
    rutEmisor: CLIENT,
    rutReceptor: DEUDOR,
    razonSocial: 'DEUDORA SPA',
    fechaEmision: fechaHoraEnSII.slice(0, 10),
    fechaHoraEnSII,
    fechaAcuse: null,
    fechaReclamo: null,
    montoExento: 0,
    montoNeto: 100_000,
    montoIva: 19_000,
    total: 119_000,
    referencias: [],
    otrosImpuestos: [],
    ...over,
  };
}

function cession(folio: number, fchCesion: string, cesionario: string): PeriodCessionRow {
  return {
    vendedor: CLIENT,
    estadoCesion: 'Cesion Vigente',
    deudor: DEUDOR,
    mailDeudor: null,
    tipoDoc: 33,
    nombreDoc: 'Factura Electronica',
    folioDoc: folio,
    fchEmisDte: '2026-11-20',
    mntTotal: 119_000,
    cedente: CLIENT,
    rzCedente: 'CLIENTA LIMITADA',
    mailCedente: null,
    cesionario,
    rzCesionario: cesionario === FACTORING ? 'NUESTRO FACTORING' : 'OTRO FACTORING',
    mailCesionario: null,
    fchCesion,
    mntCesion: 119_000,
    fchVencimiento: null,
  };
}

const reading = (over: Partial<ClientLedgerReading>): ClientLedgerReading => ({
  rutFactoring: FACTORING,
  rutCliente: CLIENT,
  ventas: [],
  cesiones: [],
  desde: '2026-11-20',
  ...over,
});

describe('detectClientChanges: the sales-ledger radar changes of one client (client-radar §3, §4)', () => {
  it('makes one new change per sale received on or after the window, none for older sales or purchases', () => {
    const changes = detectClientChanges(
      reading({
        ventas: [
          sale(10, '2026-11-19 23:59:59'),
          sale(11, '2026-11-20 09:00:00'),
          sale(12, '2026-11-21 10:30:00', { ventaOCompra: 'compra', rutEmisor: DEUDOR, rutReceptor: CLIENT }),
        ],
        cesiones: [cession(99, '2026-11-10 10:00', OTHER_FACTORING)],
      }),
    );
    expect(changes).toEqual([
      {
        key: `new#${CLIENT}#33#11`,
        at: '2026-11-20 09:00:00',
        rut_emisor: CLIENT,
        razonsocial: 'CLIENTA LIMITADA',
        invoice_data: {
          rutReceptor: DEUDOR,
          razonSocialReceptor: 'DEUDORA SPA',
          fechaHoraEnSII: '2026-11-20 09:00:00',
        },
        folio: 11,
        tipo_dte: 33,
        total: 119_000,
        change_type: 'new',
        is_cesionario: 0,
        razonsocial_cesionario: null,
      },
    ]);
  });

  it('types each cession by whether the factoring is its cesionario, with the sale it ceded', () => {
    const changes = detectClientChanges(
      reading({
        ventas: [sale(11, '2026-11-20 09:00:00')],
        cesiones: [cession(11, '2026-11-21 10:00', FACTORING), cession(11, '2026-11-22 11:00', OTHER_FACTORING)],
      }),
    );
    expect(changes.map((change) => [change.change_type, change.is_cesionario, change.razonsocial_cesionario])).toEqual([
      ['new', 0, null],
      ['cesion', 1, 'NUESTRO FACTORING'],
      ['cesion', 0, 'OTRO FACTORING'],
    ]);
    expect(changes[1]!.invoice_data).toEqual({
      rutReceptor: DEUDOR,
      razonSocialReceptor: 'DEUDORA SPA',
      fechaHoraEnSII: '2026-11-20 09:00:00',
      fechaCesion: '2026-11-21 10:00',
      rutCesionario: FACTORING,
    });
  });

  it('gives the same keys to the same ledger read twice, each once, in time order', () => {
    const ventas = [sale(12, '2026-11-23 08:00:00'), sale(11, '2026-11-21 08:00:00'), sale(11, '2026-11-21 08:00:00')];
    const cesiones = [cession(11, '2026-11-22 10:00', FACTORING), cession(11, '2026-11-22 10:00', FACTORING)];
    const first = detectClientChanges(reading({ ventas, cesiones }));
    expect(first.map((change) => change.key)).toEqual([
      `new#${CLIENT}#33#11`,
      `cesion#${CLIENT}#33#11#2026-11-22 10:00#${CLIENT}#${FACTORING}`,
      `new#${CLIENT}#33#12`,
    ]);
    expect(detectClientChanges(reading({ ventas: [...ventas].reverse(), cesiones }))).toEqual(first);
  });

  it("leaves out cessions of documents the client did not issue (a re-cession of someone else's invoice)", () => {
    const foreign = { ...cession(5, '2026-11-22 10:00', FACTORING), vendedor: DEUDOR };
    expect(detectClientChanges(reading({ cesiones: [foreign] }))).toEqual([]);
  });

  it("gives a cession the refresh acquired the key the client's sync gives it, and leaves out what is not the radar's", () => {
    const acquired = cessionRecord({
      rutFactoring: FACTORING,
      emisor: { rut: CLIENT, razonSocial: 'CLIENTA LIMITADA' },
      cedente: { rut: CLIENT, razonSocial: 'CLIENTA LIMITADA' },
      deudor: { rut: DEUDOR, razonSocial: 'DEUDORA SPA' },
      cesionario: { rut: FACTORING, razonSocial: 'NUESTRO FACTORING' },
      folio: 11,
      montoDocumento: 119_000,
      fechaCesion: '2026-11-21 10:00',
      fechaRecepcion: '2026-11-20 09:00:00',
    });
    const enrolled = new Set([CLIENT]);
    const fromSync = detectClientChanges(
      reading({ ventas: [sale(11, '2026-11-20 09:00:00')], cesiones: [cession(11, '2026-11-21 10:00', FACTORING)] }),
    ).find((change) => change.change_type === 'cesion');
    expect(acquiredCessionChanges(FACTORING, [acquired], enrolled, '2026-11-20')).toEqual([fromSync]);
    const old = { ...acquired, fechaCesion: '2026-11-19 23:59' };
    const ownedOther = { ...acquired, emisor: { rut: DEUDOR, razonSocial: 'DEUDORA SPA' } };
    const asDebtor = { ...acquired, role: 'deudor' as const };
    expect(acquiredCessionChanges(FACTORING, [old, ownedOther, asDebtor], enrolled, '2026-11-20')).toEqual([]);
  });

  it("types a credit note with the invoice it references, and a debtor's claim or acknowledgement in the window", () => {
    const changes = detectClientChanges(
      reading({
        ventas: [
          sale(7, '2026-11-21 09:00:00', {
            tipoDTE: 61,
            total: 5000,
            referencias: [{ tipoReferencia: 33, folioReferencia: 11 }],
          }),
          sale(11, '2026-11-10 09:00:00', { fechaReclamo: '2026-11-20 12:00:00' }),
          sale(12, '2026-11-10 09:00:00', { fechaAcuse: '2026-11-21 08:00:00' }),
          sale(13, '2026-11-10 09:00:00', { fechaAcuse: '2026-11-12 08:00:00' }),
        ],
      }),
    );
    expect(changes.map((change) => [change.change_type, change.folio, change.at])).toEqual([
      ['reclamada', 11, '2026-11-20 12:00:00'],
      ['aceptada', 12, '2026-11-21 08:00:00'],
      ['nota_credito', 7, '2026-11-21 09:00:00'],
    ]);
    expect(changes.find((change) => change.change_type === 'nota_credito')).toMatchObject({
      key: `nota_credito#${CLIENT}#61#7`,
      total: 5000,
      invoice_data: { referencia: { tipoDTE: 33, folio: 11 } },
    });
    expect(changes.find((change) => change.change_type === 'reclamada')!.invoice_data.fechaEvento).toBe(
      '2026-11-20 12:00:00',
    );
  });

  it.each([60, 112])(
    'types a credit note of tipo %i as nota_credito, never as a new sale (client-detail §9)',
    (tipoDTE) => {
      const changes = detectClientChanges(
        reading({ ventas: [sale(8, '2026-11-21 09:00:00', { tipoDTE, total: 700 })] }),
      );
      expect(changes.map((change) => [change.change_type, change.tipo_dte])).toEqual([['nota_credito', tipoDTE]]);
    },
  );
});
