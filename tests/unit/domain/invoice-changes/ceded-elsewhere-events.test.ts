import { describe, expect, it } from 'vitest';
import { cededElsewhereEvents } from '@domain/invoice-changes/ceded-elsewhere-events';
import { invoiceChange } from '../../../support/invoice-changes';

const FACTORING = '76389992-6';
const OTHER = '77360390-1';
const CLIENT = { rut: '76354771-K', razonSocial: 'CLIENTA LIMITADA' };

function cession(id: number, isCesionario: 0 | 1) {
  return invoiceChange(id, {
    change_type: 'cesion',
    is_cesionario: isCesionario,
    razonsocial_cesionario: isCesionario ? 'NUESTRO FACTORING' : 'OTRO FACTORING',
    invoice_data: {
      rutReceptor: '96519800-8',
      razonSocialReceptor: 'DEUDORA SPA',
      fechaHoraEnSII: '2026-11-20 10:00:00',
      fechaCesion: '2026-11-21 10:15',
      rutCesionario: isCesionario ? FACTORING : OTHER,
    },
  });
}

describe("cededElsewhereEvents: a client's cession to another factoring, for webhooks and alerts", () => {
  it('raises one event per cession to another cesionario, none for the new sales or the cessions to the factoring', () => {
    const events = cededElsewhereEvents(
      FACTORING,
      [invoiceChange(1), cession(2, 1), cession(3, 0)],
      '2026-11-20T00:00:00.000Z',
    );
    expect(events.map((event) => [event.id, event.tipo, event.rutFactoring, event.fecha, event.detalle])).toEqual([
      [
        `cesion.cedida-otro|${FACTORING}|76354771-K|33|3|2026-11-21 10:15|${OTHER}`,
        'cesion.cedida-otro',
        FACTORING,
        '2026-11-21T13:15:00.000Z',
        'Cedida a OTRO FACTORING por $1.000 el 21/11/2026',
      ],
    ]);
    // The client is emisor and cedente; what the cession answers do not give is zero or null.
    const { emisor, cedente, cesionario, deudor, idSecuencia, montoCedido, fechaVencimiento } = events[0]!.documento;
    expect([emisor, cedente]).toEqual([CLIENT, CLIENT]);
    expect([cesionario.rut, cesionario.razonSocial, deudor.rut]).toEqual([OTHER, 'OTRO FACTORING', '96519800-8']);
    expect([idSecuencia, montoCedido, fechaVencimiento]).toEqual([0, 1000, null]);
  });

  it('raises nothing for a cession before the factoring followed the client, and raises one at that instant', () => {
    // The cession is 2026-11-21 10:15 in Santiago, 13:15 UTC.
    expect(cededElsewhereEvents(FACTORING, [cession(3, 0)], '2026-11-21T13:15:30.000Z')).toEqual([]);
    expect(cededElsewhereEvents(FACTORING, [cession(3, 0)], '2026-11-21T13:15:00.000Z')).toHaveLength(1);
  });
});
