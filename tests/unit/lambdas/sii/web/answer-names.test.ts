import { describe, expect, it } from 'vitest';
import { readSiiFileName } from '@lambdas/sii/file-names';
import {
  aecFileName,
  eventsFileName,
  otherAnswerName,
  periodFileName,
  rcvFileName,
  receptionFileName,
} from '@lambdas/sii/web/answer-names';
import { latin1 } from '@tests/support/sii-web-answers';

const dte = { rutEmisor: '76.354.771-k', tipoDTE: 33, folio: 170 };

describe('answer names', () => {
  it('period, AEC, events and reception names are read back by lambdas/sii/file-names.ts as what they hold', () => {
    expect(readSiiFileName(periodFileName('76.389.992-6', 'deudor', '2019-04-01', '2019-04-30', 'XML'))).toEqual({
      kind: 'period',
      rut: '76389992-6',
      role: 'deudor',
      desde: '2019-04-01',
      hasta: '2019-04-30',
    });
    const key = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
    expect(readSiiFileName(aecFileName(dte, 2))).toEqual({ kind: 'aec', dte: key, seq: 2 });
    expect(readSiiFileName(eventsFileName(dte))).toEqual({ kind: 'events', dte: key });
    expect(readSiiFileName(receptionFileName(dte))).toEqual({ kind: 'reception', dte: key });
  });

  it('RCV export names as the demo world writes them', () => {
    expect(rcvFileName('96790240-3', { operacion: 'VENTA', periodo: '201904' })).toBe(
      'RCV_VENTA_96790240-3_201904.csv',
    );
    expect(rcvFileName('96790240-3', { operacion: 'COMPRA', periodo: '201904', estadoContab: 'NO_INCLUIR' })).toBe(
      'RCV_COMPRA_NO_INCLUIR_96790240-3_201904.csv',
    );
  });

  it('other answers: otros/{nnnnn}-{operation}.{ext}, extension from the first bytes', () => {
    expect(otherAnswerName(7, 'getSeed', latin1('<?xml version="1.0"?><soapenv:Envelope/>'))).toBe(
      'otros/00007-getSeed.xml',
    );
    expect(otherAnswerName(8, 'CAutInicio', latin1('\r\n<!DOCTYPE html><html>'))).toBe('otros/00008-CAutInicio.html');
    expect(otherAnswerName(9, 'admRepresentar', latin1('<h2>REPRESENTACIÓN REALIZADA</h2>'))).toBe(
      'otros/00009-admRepresentar.html',
    );
    expect(otherAnswerName(10, 'getDetalleVentaExport', latin1(' {"data":null}'))).toBe(
      'otros/00010-getDetalleVentaExport.json',
    );
    expect(otherAnswerName(11, 'autTermino', latin1('Error 500'))).toBe('otros/00011-autTermino.txt');
    expect(otherAnswerName(12, '../x y', new Uint8Array())).toBe('otros/00012-___x_y.txt');
  });
});
