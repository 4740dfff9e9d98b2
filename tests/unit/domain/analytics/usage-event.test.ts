import { describe, expect, it } from 'vitest';
import {
  carpetaDownloadEvent,
  litigantsLoadedEvent,
  litigantsViewedEvent,
  readUsageEvent,
} from '@domain/analytics/usage-event';

/** A case's litigants as the judicial service answers them: RUTs, names, an e-mail in a name field. */
const LITIGANTS = [
  { participante: 'DDO.', rut: '76.354.771-K', persona: 'Jurídica', nombre: 'COMERCIAL ARRAYÁN SPA' },
  { participante: 'DTE.', rut: '12345678-5', persona: 'Natural', nombre: 'JUANA PÉREZ juana.perez@correo.cl' },
];

/** What would identify a person or company in a serialised event: a RUT, an e-mail, a name of the litigants. */
const PERSONAL = [/\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]/, /@/, /ARRAY/i, /PÉREZ/i, /JUANA/i];

describe('usage events (client-detail §2, §7) carry no personal data', () => {
  it('names what was used and how much, never whom it was about', () => {
    const events = [carpetaDownloadEvent(), litigantsViewedEvent(), litigantsLoadedEvent(LITIGANTS)];
    expect(events).toEqual([
      { name: 'carpeta_download', tab: 'carpetaTributaria' },
      { name: 'litigantes_vistos', tab: 'poderJudicial' },
      { name: 'litigantes_cargados', tab: 'poderJudicial', count: 2 },
    ]);
    for (const event of events) {
      const text = JSON.stringify(event);
      for (const pattern of PERSONAL) expect(text).not.toMatch(pattern);
    }
  });

  it('reads a valid event and refuses one with any other field (a RUT, a name, an e-mail) or an unknown name', () => {
    expect(readUsageEvent({ name: 'litigantes_cargados', tab: 'poderJudicial', count: 3 })).toEqual({
      name: 'litigantes_cargados',
      tab: 'poderJudicial',
      count: 3,
    });
    expect(readUsageEvent({ name: 'carpeta_download', tab: 'carpetaTributaria', rut: '76354771-K' })).toBeNull();
    expect(readUsageEvent({ name: 'carpeta_download', tab: 'carpetaTributaria', nombre: 'ARRAYÁN' })).toBeNull();
    expect(readUsageEvent({ name: 'carpeta_download', tab: 'carpetaTributaria', email: 'a@b.cl' })).toBeNull();
    expect(readUsageEvent({ name: 'otro', tab: 'poderJudicial' })).toBeNull();
    expect(readUsageEvent(null)).toBeNull();
  });
});
