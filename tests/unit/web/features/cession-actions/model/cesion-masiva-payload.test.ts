import { describe, expect, it } from 'vitest';
import type { CesionView } from '@domain/cession';
import {
  checkGridCession,
  checkSheetCession,
  filaFromCesion,
  filasFromSheet,
  notCedibleReason,
} from '@web/features/cession-actions/model/cesion-masiva-payload';
import { cesionView } from '@tests/support/cession-factory';
import { envio } from '@tests/unit/web/lib/cessions/envio';

const RECESIONARIO = '77777777-7';
const withEnvio = (cesion: CesionView, estado: 'enviado' | 'aceptado' | 'rechazado') =>
  ({ ...cesion, envio: envio({ estado }) }) as CesionView;

describe('filasFromSheet', () => {
  it('keeps rutDeudor and valorDocto only for 9-column rows', () => {
    const filas = filasFromSheet([
      { tipo: 33, folio: 170, fechaVencimiento: '2019-05-30', rutEmisor: '76354771-K' },
      {
        rutDeudor: '96790240-3',
        tipo: 34,
        folio: 171,
        valorDocto: 2996301,
        fechaVencimiento: '2019-06-01',
        rutEmisor: '76354771-K',
      },
    ]);
    expect(filas).toEqual([
      { rutEmisor: '76354771-K', tipo: 33, folio: 170, fechaVencimiento: '2019-05-30' },
      {
        rutEmisor: '76354771-K',
        tipo: 34,
        folio: 171,
        fechaVencimiento: '2019-06-01',
        rutDeudor: '96790240-3',
        valorDocto: 2996301,
      },
    ]);
  });
});

describe('checkSheetCession', () => {
  const filas = [{ rutEmisor: '76354771-K', tipo: 33, folio: 170 }];

  it('asks for the factoring first, then for a document', () => {
    expect(checkSheetCession('', [])).toEqual({ ok: false, message: 'Debe seleccionar un factoring!' });
    expect(checkSheetCession('', filas)).toEqual({ ok: false, message: 'Debe seleccionar un factoring!' });
    expect(checkSheetCession(RECESIONARIO, [])).toEqual({
      ok: false,
      message: 'Debe elegir por lo menos un documento!',
    });
  });

  it('builds {rutCesionario, data} with every row', () => {
    expect(checkSheetCession(RECESIONARIO, filas)).toEqual({
      ok: true,
      payload: { rutCesionario: RECESIONARIO, data: filas },
    });
  });
});

describe('filaFromCesion', () => {
  it('sends rut emisor, tipo, folio and the due date as yyyy-MM-dd', () => {
    const cesion = cesionView({ folio: 12, tipo: 34, fechaVencimiento: '31-05-2019' });
    expect(filaFromCesion(cesion)).toEqual({
      rutEmisor: '76354771-K',
      tipo: 34,
      folio: 12,
      fechaVencimiento: '2019-05-31',
    });
  });

  it('leaves the due date out when the document has none, so the server applies today plus 30 days', () => {
    expect(filaFromCesion(cesionView({ fechaVencimiento: null }))).not.toHaveProperty('fechaVencimiento');
  });
});

describe('notCedibleReason', () => {
  it('explains the rows core-platform §4 does not let select, and a document whose AEC is on its way', () => {
    expect(notCedibleReason(cesionView())).toBeNull();
    expect(notCedibleReason(cesionView({ estadoCesion: '' }))).toBe('Dte recedido');
    expect(notCedibleReason(cesionView({ aec_descargado: 2 }))).toBe('No fue posible descargar XML AEC desde el SII');
    expect(notCedibleReason(cesionView({ anulado: { state: 'si', msg: 'Anulado' } }))).toBe('Dte anulado');
    expect(notCedibleReason(withEnvio(cesionView(), 'enviado'))).toBe('AEC ya enviada al SII (Enviado al SII)');
    expect(notCedibleReason(withEnvio(cesionView(), 'rechazado'))).toBeNull();
  });
});

describe('checkGridCession', () => {
  const good = cesionView({ id: 'a', folio: 1 });
  const recedida = cesionView({ id: 'b', folio: 2, estadoCesion: '' });
  const enviada = withEnvio(cesionView({ id: 'c', folio: 3 }), 'aceptado');

  it('gives the three messages of core-platform §5 in order', () => {
    expect(checkGridCession('', [good])).toEqual({ ok: false, message: 'Debe seleccionar un factoring!' });
    expect(checkGridCession(RECESIONARIO, [])).toEqual({
      ok: false,
      message: 'Debe elegir por lo menos un documento!',
    });
    expect(checkGridCession(RECESIONARIO, [recedida, enviada])).toEqual({
      ok: false,
      message: 'Debe seleccionar al menos un dte valido para ser cedido!',
    });
  });

  it('sends the cedible rows, lists them for the confirmation and reports the others as excluded', () => {
    const check = checkGridCession(RECESIONARIO, [good, recedida, enviada]);
    expect(check).toEqual({
      ok: true,
      payload: {
        rutCesionario: RECESIONARIO,
        data: [{ rutEmisor: '76354771-K', tipo: 33, folio: 1, fechaVencimiento: '2019-05-01' }],
      },
      cedible: [good],
      excluded: [recedida, enviada],
    });
  });
});
