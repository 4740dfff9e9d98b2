import { describe, expect, it } from 'vitest';
import { heldCessions, heldMonths } from '@domain/reportes/held-documents';
import { cesionView } from '@tests/support/cession-factory';

const emisor = { rut: '76000000-0', razonSocial: 'CEDENTE' };
const held = (folio: number, fechaCesion: string) => ({ tipoDTE: 33, folio, fechaCesion, emisor: { rut: emisor.rut } });

describe('held documents of an exposure', () => {
  it('reads the months they were ceded in, once each and in order', () => {
    expect(heldMonths([held(3, '2026-09-02 10:00'), held(1, '2026-07-31 23:59'), held(2, '2026-09-30 08:00')])).toEqual(
      ['2026-07', '2026-09'],
    );
  });

  it('finds each held document among the acquired cessions by emisor, type, folio and cession instant', () => {
    const cessions = [
      cesionView({ emisor, tipo: 33, folio: 1, fechaCesion: '2026-07-31 23:59', montoCedido: 100 }),
      // The same document ceded earlier and re-ceded since: not the one held now.
      cesionView({ emisor, tipo: 33, folio: 1, fechaCesion: '2026-07-01 09:00', montoCedido: 90 }),
      // Another type with the same folio, another emisor with the same folio: other documents.
      cesionView({ emisor, tipo: 34, folio: 1, fechaCesion: '2026-07-31 23:59', montoCedido: 80 }),
      cesionView({
        emisor: { rut: '77000000-7', razonSocial: 'OTRO' },
        tipo: 33,
        folio: 1,
        fechaCesion: '2026-07-31 23:59',
      }),
      cesionView({ emisor, tipo: 33, folio: 2, fechaCesion: '2026-09-30 08:00', montoCedido: 200 }),
    ];
    const found = heldCessions(cessions, [held(2, '2026-09-30 08:00'), held(1, '2026-07-31 23:59')]);
    expect(found.map((c) => [c.folio, c.montoCedido])).toEqual([
      [1, 100],
      [2, 200],
    ]);
  });
});
