import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import type { CessionRecord } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { toCesionView } from '@domain/cession-view';
import { cessionRecord } from '../../support/cession-factory';

const chile = (y: number, m: number, d: number, h = 12, min = 0) =>
  new TZDate(y, m - 1, d, h, min, 0, 'America/Santiago');
const ev = (codigo: string, fecha: string): DteEvent => ({
  codigo,
  descripcion: codigo,
  fecha,
  responsable: '96790240-3',
});

/**
 * The shared stored sample with what the view reads taken from the first cesión of the real AEC 76354771-K / 33 / 170
 * (party names as written, dates, cesionario e-mail, stored AEC and events).
 */
function record(over: Partial<CessionRecord> = {}): CessionRecord {
  return cessionRecord({
    folio: 170,
    emisor: { rut: '76354771-K', razonSocial: ' Ingenieria Enacon SpA ' },
    cesionario: { rut: '76389992-6', razonSocial: 'St Capital S.A.' },
    fechaCesion: '2019-04-01 10:22',
    fechaVencimiento: '2019-05-01',
    fechaRecepcion: '2019-04-01 09:00:00',
    mailCesionario: 'fynpal-app-notif-st-capital@fynpal.com',
    aecKey: 'aec/76354771-K/33/170/SEQ-2.xml',
    eventos: [ev('CED', '2019-04-01 10:22:02'), ev('ACD', '2019-04-03 11:00:00'), ev('ERM', '2019-04-03 11:05:00')],
    ...over,
  });
}

const NOW = chile(2019, 4, 5);

describe('toCesionView', () => {
  it('builds the id from rutEmisor, tipo, folio and idSecuencia', () => {
    expect(toCesionView(record({ idSecuencia: 2 }), NOW).id).toBe('76354771-K-33-170-2');
  });
  it('shows fechaVencimiento as dd-MM-yyyy (null stays null)', () => {
    expect(toCesionView(record(), NOW).fechaVencimiento).toBe('01-05-2019');
    expect(toCesionView(record({ fechaVencimiento: null }), NOW).fechaVencimiento).toBeNull();
  });
  it('counts diasDesdeCesion in Chile calendar days', () => {
    expect(toCesionView(record(), NOW).diasDesdeCesion).toBe(4);
    const late = record({ fechaCesion: '2019-04-04 23:50' });
    expect(toCesionView(late, chile(2019, 4, 4, 23, 59)).diasDesdeCesion).toBe(0);
    expect(toCesionView(late, chile(2019, 4, 5, 0, 1)).diasDesdeCesion).toBe(1);
  });
  it('empties estadoCesion when the factoring already re-ceded the document', () => {
    expect(toCesionView(record(), NOW).estadoCesion).toBe('Cesion Vigente');
    expect(toCesionView(record({ recedido: true }), NOW).estadoCesion).toBe('');
  });
  it('sets aec_descargado from the stored AEC key', () => {
    expect(toCesionView(record(), NOW).aec_descargado).toBe(1);
    expect(toCesionView(record({ aecKey: null }), NOW).aec_descargado).toBe(0);
  });
  it('flags a missing or invalid cesionario e-mail with esCasillaCorreta 0', () => {
    expect(toCesionView(record(), NOW)).toMatchObject({
      esCasillaCorreta: 1,
      casillaCesionario: 'fynpal-app-notif-st-capital@fynpal.com',
    });
    expect(toCesionView(record({ mailCesionario: null }), NOW)).toMatchObject({
      esCasillaCorreta: 0,
      casillaCesionario: null,
    });
    expect(toCesionView(record({ mailCesionario: 'proveedores.cl' }), NOW).esCasillaCorreta).toBe(0);
  });
  it('starts not notified and without nomina state', () => {
    expect(toCesionView(record(), NOW)).toMatchObject({ deudorNotificado: 0, estadoNomina: null });
  });
  it('trims and upper-cases party names', () => {
    const view = toCesionView(record(), NOW);
    expect(view.emisor).toEqual({ rut: '76354771-K', razonSocial: 'INGENIERIA ENACON SPA' });
    expect(view.cesionario.razonSocial).toBe('ST CAPITAL S.A.');
  });
  it('derives the states from the events and dates acceptance by the deciding event', () => {
    const view = toCesionView(record(), NOW);
    expect(view.aceptado).toMatchObject({ state: 'si', msg: 'Aceptado pagador', codigo: 'ACD' });
    expect(view.fechaAceptacionSII).toBe('2019-04-03 11:00:00');
    expect(view.anulado.state).toBe('no');
    expect(view.rebajado.state).toBe('no');
  });
  it('has no acceptance date while pending, and shows days left', () => {
    const view = toCesionView(record({ eventos: [ev('CED', '2019-04-01 10:22:02')] }), NOW);
    expect(view.aceptado).toMatchObject({ state: 'Pendiente', msg: 'Faltan 4 días' });
    expect(view.fechaAceptacionSII).toBeNull();
  });
  it('passes a null event list through as no information', () => {
    const view = toCesionView(record({ eventos: null }), NOW);
    expect(view.eventos).toBeNull();
    expect([view.aceptado.state, view.anulado.state, view.rebajado.state]).toEqual([
      'eventos: null',
      'eventos: null',
      'eventos: null',
    ]);
  });
  it("shows a re-ceded holder the events up to its own re-cesión, never a later holder's CED", () => {
    const own = [
      ev('CED', '2019-04-01 10:22:02'),
      ev('ACD', '2019-04-03 11:00:00'),
      { ...ev('CED', '2019-04-04 09:00:00'), responsable: '76389992-6' },
    ];
    const later = { ...ev('CED', '2019-04-04 15:00:00'), responsable: '76354771-K' };
    const view = toCesionView(record({ recedido: true, eventos: [...own, later] }), NOW);
    expect(view.eventos).toEqual(own);
    expect(toCesionView(record({ recedido: false, eventos: [...own, later] }), NOW).eventos).toContainEqual(later);
  });
});
