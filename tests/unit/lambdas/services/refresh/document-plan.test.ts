import { describe, expect, it } from 'vitest';
import {
  eventsDue,
  planDocument,
  SETTLED_EVENTS_MIN_MS,
  SETTLED_EVENTS_SPREAD_MS,
} from '@lambdas/services/refresh/document-plan';
import { cessionRecord } from '@tests/support/cession-factory';

/** 2019-04-10 11:00 in Santiago. */
const NOW = new Date('2019-04-10T15:00:00Z');
const HOUR = 3_600_000;
const settled = (overrides = {}) =>
  cessionRecord({
    fechaRecepcion: '2019-03-20 10:00:00',
    eventos: [],
    eventosLeidosEn: new Date(NOW.getTime() - HOUR).toISOString(),
    ...overrides,
  });

describe('planDocument', () => {
  it('asks for everything when a row is new or changed', () => {
    expect(planDocument([undefined], [false], NOW)).toEqual({ aec: true, events: true, reception: true });
    expect(planDocument([settled()], [false], NOW)).toEqual({ aec: true, events: true, reception: true });
    expect(planDocument([settled(), undefined], [true, false], NOW)).toEqual({
      aec: true,
      events: true,
      reception: true,
    });
  });
  it('asks for nothing about an unchanged, settled document read an hour ago', () => {
    expect(planDocument([settled(), settled({ role: 'cedente' })], [true, true], NOW)).toEqual({
      aec: false,
      events: false,
      reception: false,
    });
  });
  it('asks again only for what is missing: an AEC that failed before, an unknown reception date, a missing event list', () => {
    expect(planDocument([settled({ aecKey: null })], [true], NOW)).toEqual({
      aec: true,
      events: false,
      reception: false,
    });
    expect(planDocument([settled({ fechaRecepcion: null })], [true], NOW)).toEqual({
      aec: false,
      reception: true,
      events: false,
    });
    expect(planDocument([settled({ eventos: null })], [true], NOW)).toEqual({
      aec: false,
      events: true,
      reception: false,
    });
  });
  it('asks for what the SII did not have at most hourly once the claim window is closed, on every run inside it', () => {
    const missing = (minutesAgo: number, overrides = {}) =>
      settled({
        aecKey: null,
        eventos: null,
        fechaRecepcion: null,
        faltantesConsultadosEn: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
        ...overrides,
      });
    expect(planDocument([missing(20)], [true], NOW)).toEqual({ aec: false, events: false, reception: false });
    expect(planDocument([missing(61)], [true], NOW)).toEqual({ aec: true, events: true, reception: true });
    // Issued two days ago, reception unknown: the claim window may be open, so reception and events are asked anyway.
    expect(planDocument([missing(20, { fechaEmision: '2019-04-08' })], [true], NOW)).toEqual({
      aec: false,
      events: true,
      reception: true,
    });
  });
});

describe('eventsDue', () => {
  it('is due on every run while the claim window (8 days + 1) is open, counted from emission while reception is unknown', () => {
    expect(eventsDue(settled({ fechaRecepcion: '2019-04-01 23:59:00' }), NOW)).toBe(true);
    expect(eventsDue(settled({ fechaRecepcion: '2019-03-31 08:00:00' }), NOW)).toBe(false);
    expect(eventsDue(settled({ fechaRecepcion: null, fechaEmision: '2019-04-02' }), NOW)).toBe(true);
    expect(eventsDue(settled({ fechaRecepcion: null, fechaEmision: '2019-03-30' }), NOW)).toBe(false);
  });
  it('is due between 12 and 24 hours after the last read of a settled document, the interval fixed per document', () => {
    const dueAfter = (folio: number) => {
      for (let hours = 0; hours <= 24; hours += 0.25) {
        const record = settled({ folio, eventosLeidosEn: new Date(NOW.getTime() - hours * HOUR).toISOString() });
        if (eventsDue(record, NOW)) return hours * HOUR;
      }
      return Infinity;
    };
    const intervals = [101, 102, 103, 104, 105, 106, 107, 108].map(dueAfter);
    for (const interval of intervals) {
      expect(interval).toBeGreaterThanOrEqual(SETTLED_EVENTS_MIN_MS);
      expect(interval).toBeLessThanOrEqual(SETTLED_EVENTS_MIN_MS + SETTLED_EVENTS_SPREAD_MS);
    }
    expect(new Set(intervals).size).toBeGreaterThan(1);
    expect(dueAfter(101)).toBe(dueAfter(101));
  });
  it('is due when a settled document was never read as settled, and never once it is annulled (NCA)', () => {
    expect(eventsDue(settled({ eventosLeidosEn: undefined }), NOW)).toBe(true);
    const nca = {
      codigo: 'NCA',
      descripcion: 'Nota de crédito de anulación',
      fecha: '2019-04-01 10:00:00',
      responsable: '76399752-9',
    };
    expect(eventsDue(settled({ eventos: [nca], eventosLeidosEn: undefined }), NOW)).toBe(false);
    expect(eventsDue(settled({ eventos: [nca], fechaRecepcion: '2019-04-09 10:00:00' }), NOW)).toBe(false);
  });
});
