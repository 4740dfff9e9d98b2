import { describe, expect, it } from 'vitest';
import { eventsUpToLink, lastLinkSeen, visibleEvents } from '@domain/aec/link-events';
import type { DteEvent } from '@domain/event-types';
import { cessionRecord } from '@tests/support/cession-factory';

/** A four-link chain E -> F1 -> F2 -> F3 -> F4: CED n is cesión n, its responsable the cedente. */
const E = '76399752-9';
const F1 = '76389992-6';
const F2 = '76354771-K';
const F3 = '96790240-3';
const ev = (codigo: string, fecha: string, responsable: string): DteEvent => ({
  codigo,
  descripcion: codigo,
  fecha,
  responsable,
});
const CED = [
  ev('CED', '2019-04-01 10:22:02', E),
  ev('CED', '2019-04-05 11:00:00', F1),
  ev('CED', '2019-04-09 09:30:00', F2),
  ev('CED', '2019-04-12 16:45:10', F3),
];
const ACD = ev('ACD', '2019-04-03 11:00:00', '96874030-K');
const RCD = ev('RCD', '2019-04-15 08:00:00', '96874030-K');
/** As the SII lists them: not in time order, a DTE event of its own among the cesiones and one after them. */
const EVENTOS = [CED[1]!, CED[0]!, ACD, CED[3]!, CED[2]!, RCD];

const cedentes = (eventos: DteEvent[] | null) => eventos?.filter((e) => e.codigo === 'CED').map((e) => e.responsable);

describe('lastLinkSeen: the last cesión the party of a stored cession may see', () => {
  it('is the cesión a cedente made (the first link too)', () => {
    expect(lastLinkSeen({ role: 'cedente', recedido: false, idSecuencia: 1 })).toBe(1);
    expect(lastLinkSeen({ role: 'cedente', recedido: false, idSecuencia: 3 })).toBe(3);
  });
  it('is the acquisition and its own re-cesión for a holder that left the chain', () => {
    expect(lastLinkSeen({ role: 'cesionario', recedido: true, idSecuencia: 2 })).toBe(3);
  });
  it('is the whole chain (null) for the current holder', () => {
    expect(lastLinkSeen({ role: 'cesionario', recedido: false, idSecuencia: 4 })).toBeNull();
  });
  it("is the cesión of the debtor's own answer row", () => {
    expect(lastLinkSeen({ role: 'deudor', recedido: false, idSecuencia: 2 })).toBe(2);
  });
});

describe('visibleEvents: a party sees the CED events up to its own link and every other event of the DTE', () => {
  const view = (over: Parameters<typeof cessionRecord>[0]) =>
    visibleEvents(cessionRecord({ eventos: EVENTOS, ...over }));

  it('first link: the client that ceded to F1 sees only cesión 1 and the DTE events, in the SII order', () => {
    const seen = view({ role: 'cedente', idSecuencia: 1, rutFactoring: E });
    expect(seen).toEqual([CED[0], ACD, RCD]);
  });
  it('middle holder: F2, which acquired cesión 2 and re-ceded it (cesión 3), sees cesiones 1 to 3, not F3 re-ceding (4)', () => {
    for (const record of [
      { role: 'cesionario' as const, recedido: true, idSecuencia: 2 },
      { role: 'cedente' as const, idSecuencia: 3 },
    ]) {
      const seen = view({ ...record, rutFactoring: F2 });
      expect(cedentes(seen)).toEqual([F1, E, F2]);
      expect(seen).not.toContainEqual(CED[3]);
      expect(seen).toContainEqual(RCD);
    }
  });
  it('last holder: F4 sees the whole list untouched', () => {
    expect(view({ role: 'cesionario', recedido: false, idSecuencia: 4 })).toEqual(EVENTOS);
  });
  it('debtor: a row for cesión 2 shows CED 1 and 2 only', () => {
    const seen = view({ role: 'deudor', idSecuencia: 2 });
    expect(cedentes(seen)).toEqual([F1, E]);
    expect(seen).toContainEqual(ACD);
  });
  it('keeps a null list null and a link past the chain whole', () => {
    expect(view({ role: 'cedente', idSecuencia: 1, eventos: null })).toBeNull();
    expect(eventsUpToLink(EVENTOS, 9)).toEqual(EVENTOS);
  });
  it('refuses a link that is no SeqCesion', () => {
    expect(() => eventsUpToLink(EVENTOS, 0)).toThrow(RangeError);
    expect(() => eventsUpToLink(EVENTOS, 1.5)).toThrow(RangeError);
  });
});
