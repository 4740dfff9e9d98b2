import { describe, expect, it } from 'vitest';
import type { CesionView } from '@domain/cession';
import { checkDevolucion } from '@web/features/cession-actions/model/devolucion';
import { cesionView } from '@tests/support/cession-factory';
import { envio } from '@tests/unit/web/lib/cessions/envio';

describe('checkDevolucion', () => {
  it("refuses an empty selection with 'Debe elegir por lo menos un documento'", () => {
    expect(checkDevolucion([])).toEqual({ ok: false, message: 'Debe elegir por lo menos un documento' });
  });

  it('refuses the whole return when one selected document is already re-assigned', () => {
    const recedido = { ok: false, message: 'Uno o mas de lo dtes seleccionado ya se encuentra recedido' };
    expect(checkDevolucion([cesionView({ id: 'a' }), cesionView({ id: 'b', estadoCesion: '' })])).toEqual(recedido);
    const sent = { ...cesionView({ id: 'c' }), envio: envio({ estado: 'enviado' }) } as CesionView;
    expect(checkDevolucion([sent])).toEqual(recedido);
  });

  it('returns a document whose previous AEC the SII rejected', () => {
    const rejected = {
      ...cesionView(),
      envio: envio({ estado: 'rechazado', etiqueta: 'Rechazado: RSC firma' }),
    } as CesionView;
    expect(checkDevolucion([rejected]).ok).toBe(true);
  });

  it('sends each document by its own emisor, tipo, folio and sequence', () => {
    const cesiones = [
      cesionView({ id: 'a', folio: 170, idSecuencia: 2 }),
      cesionView({ id: 'b', folio: 9, tipo: 46, emisor: { rut: '11111111-1', razonSocial: 'COMPRADORA' } }),
    ];
    expect(checkDevolucion(cesiones)).toEqual({
      ok: true,
      dtes: [
        { rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 170, idSecuencia: 2 },
        { rutEmisor: '11111111-1', tipoDTE: 46, folioDTE: 9, idSecuencia: 1 },
      ],
    });
  });
});
