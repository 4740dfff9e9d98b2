import { describe, expect, it } from 'vitest';
import { conteoVeredictos, resumenDe } from '@domain/consulta-previa/consulta-masiva';
import { EMAIL_INVALIDO, parseConsultaMasiva } from '@lambdas/services/consulta-previa/masiva-input';
import { BadRequestError } from '@lambdas/platform/errors';

const dte = (folioDTE: number) => ({ rutEmisor: '76.111.111-6', tipoDTE: '33', folioDTE });

function refusal(body: unknown): string {
  try {
    parseConsultaMasiva(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as Error).message;
  }
  throw new Error('aceptado');
}

describe('parseConsultaMasiva', () => {
  it('keeps the trimmed e-mail and the normalised documents, ignoring functionName and headers', () => {
    expect(
      parseConsultaMasiva({
        functionName: 'x',
        headers: { a: 1 },
        email: ' ana@factoring.cl ',
        dtes: [dte(5), dte(6)],
      }),
    ).toEqual({
      email: 'ana@factoring.cl',
      dtes: [
        { rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 5 },
        { rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 6 },
      ],
    });
  });

  it('accepts 100 documents and refuses 101 with the message of core-platform §5', () => {
    expect(
      parseConsultaMasiva({ email: 'a@b.cl', dtes: Array.from({ length: 100 }, (_, i) => dte(i + 1)) }).dtes,
    ).toHaveLength(100);
    expect(refusal({ email: 'a@b.cl', dtes: Array.from({ length: 101 }, (_, i) => dte(i + 1)) })).toBe(
      'El archivo debe tener 100 o menos DTEs.',
    );
  });

  it('refuses a missing or bad e-mail, no documents and a bad row', () => {
    for (const email of [undefined, '', 'ana', 'ana@', 42])
      expect(refusal({ email, dtes: [dte(1)] })).toBe(EMAIL_INVALIDO);
    expect(refusal({ email: 'a@b.cl', dtes: [] })).toBe('El archivo no tiene datos válidos.');
    expect(refusal({ email: 'a@b.cl' })).toBe('El archivo no tiene datos válidos.');
    expect(refusal(null)).toBe(EMAIL_INVALIDO);
    expect(refusal({ email: 'a@b.cl', dtes: [dte(1), { rutEmisor: '76111111-6', tipoDTE: 52, folioDTE: 1 }] })).toBe(
      "Argumento inválido 'dtes.1.tipoDTE': debe ser 33, 34 o 46",
    );
  });
});

describe('conteoVeredictos and resumenDe', () => {
  it('counts the rows by verdict and summarises a request without its documents or factoring', () => {
    const conteo = conteoVeredictos([
      { financiable: 'No' },
      { financiable: 'Sí' },
      { financiable: 'No' },
      { financiable: 'Con reparos' },
    ]);
    expect(conteo).toEqual({ si: 1, conReparos: 1, sinInformacion: 0, no: 2 });
    const resumen = resumenDe({
      id: 'x#1',
      rutFactoring: '76389992-6',
      solicitadaPor: 'ana@f.cl',
      email: 'ana@f.cl',
      dtes: [{ rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 1 }],
      estado: 'enviado',
      conteo,
      creadaEn: '2026-11-24T13:05:00.000Z',
      terminadaEn: '2026-11-24T13:06:00.000Z',
      error: null,
    });
    expect(resumen).toEqual({
      id: 'x#1',
      creadaEn: '2026-11-24T13:05:00.000Z',
      solicitadaPor: 'ana@f.cl',
      email: 'ana@f.cl',
      documentos: 1,
      procesados: 1,
      estado: 'enviado',
      conteo,
      terminadaEn: '2026-11-24T13:06:00.000Z',
      error: null,
    });
  });

  it("summarises a running request's progress: what the job stored, 0 before its first batch", () => {
    const running = {
      id: 'x#2',
      rutFactoring: '76389992-6',
      solicitadaPor: 'ana@f.cl',
      email: 'ana@f.cl',
      dtes: Array.from({ length: 40 }, (_, i) => ({ rutEmisor: '76111111-6', tipoDTE: 33 as const, folioDTE: i + 1 })),
      estado: 'en-proceso' as const,
      conteo: null,
      creadaEn: '2026-11-24T13:05:00.000Z',
      terminadaEn: null,
      error: null,
    };
    expect(resumenDe({ ...running, procesados: 12 })).toMatchObject({ documentos: 40, procesados: 12 });
    expect(resumenDe(running)).toMatchObject({ documentos: 40, procesados: 0 });
  });
});
