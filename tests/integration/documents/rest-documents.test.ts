import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_TOO_LONG_MESSAGE } from '@domain/date-window';
import {
  AEC_170,
  AEC_172,
  FACTORING_A,
  FACTORING_B,
  FACTORING_C,
  post,
  startDocumentPlatform,
  type DocumentPlatform,
} from './document-platform';
import { aecUpToLink } from '@domain/aec/link-extract';

const row = (folio: number, rut = '76.354.771-K') => ({ rut, tipo: 33, folio, idSecuencia: 1 });
const period = (overrides: Record<string, unknown>) => ({
  rutCesionario: FACTORING_A,
  rut: '',
  folio: 0,
  tipoFecha: 'cesion',
  fechaInicio: '2019-04-01',
  fechaTermino: '2019-04-30',
  mntCesionInicial: '',
  mntCesionFinal: '',
  ...overrides,
});

describe('REST document endpoints over the local engines, with real tokens', () => {
  let platform: DocumentPlatform;

  beforeAll(async () => {
    platform = await startDocumentPlatform();
  });

  afterAll(async () => {
    await platform?.stop();
  });

  describe('POST /v1/jwt/aecs', () => {
    it('zips one XML per held document, the stored AEC cut at the held cesión (ST CAPITAL holds cesión 1 of the two), and lists the rest as errors', async () => {
      const answer = await post(platform, 'ana', '/v1/jwt/aecs', {
        aecs: [row(170), row(172), row(171), row(900), row(170)],
        formato: 'zip',
        rutFactoring: FACTORING_A,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.errores).toEqual([
        { rut: '76354771-K', tipo: 33, folio: 171, error: 'No fue posible descargar XML AEC desde el SII' },
        { rut: '76354771-K', tipo: 33, folio: 900, error: 'Documento no encontrado' },
      ]);
      const [url] = answer.body.urls as string[];
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const zip = await JSZip.loadAsync(bytes);
      expect(Object.keys(zip.files).toSorted()).toEqual(['76354771-K_33_170.xml', '76354771-K_33_172.xml']);
      expect(await zip.file('76354771-K_33_170.xml')?.async('uint8array')).toEqual(aecUpToLink(AEC_170, 1));
      expect(await zip.file('76354771-K_33_172.xml')?.async('uint8array')).toEqual(aecUpToLink(AEC_172, 1));
    });

    it('answers a long list (read through whole partitions) the same way, never zipping a document of another factoring', async () => {
      const unknown = Array.from({ length: 100 }, (_, i) => 2_000 + i);
      const answer = await post(platform, 'ana', '/v1/jwt/aecs', {
        aecs: [row(170), row(900), row(172), row(171), row(170), ...unknown.map((folio) => row(folio))],
        formato: 'zip',
        rutFactoring: FACTORING_A,
      });
      expect(answer.status).toBe(200);
      const notFound = (folio: number) => ({ rut: '76354771-K', tipo: 33, folio, error: 'Documento no encontrado' });
      expect(answer.body.errores).toEqual([
        notFound(900),
        { rut: '76354771-K', tipo: 33, folio: 171, error: 'No fue posible descargar XML AEC desde el SII' },
        ...unknown.map(notFound),
      ]);
      const zip = await JSZip.loadAsync(
        new Uint8Array(await (await fetch((answer.body.urls as string[])[0] ?? '')).arrayBuffer()),
      );
      expect(Object.keys(zip.files)).toEqual(['76354771-K_33_170.xml', '76354771-K_33_172.xml']);
      expect(await zip.file('76354771-K_33_170.xml')?.async('uint8array')).toEqual(aecUpToLink(AEC_170, 1));
      expect(await zip.file('76354771-K_33_172.xml')?.async('uint8array')).toEqual(aecUpToLink(AEC_172, 1));
    });

    it("refuses another factoring's user, and answers 404 when nothing can be zipped", async () => {
      const foreign = await post(platform, 'bruno', '/v1/jwt/aecs', {
        aecs: [row(170)],
        formato: 'zip',
        rutFactoring: FACTORING_A,
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body).not.toHaveProperty('urls');
      const nothing = await post(platform, 'bruno', '/v1/jwt/aecs', {
        aecs: [row(170)],
        formato: 'zip',
        rutFactoring: FACTORING_B,
      });
      expect(nothing).toEqual({
        status: 404,
        body: { message: 'No se encontraron AECs para los documentos solicitados', errorType: 'NotFound' },
      });
    });

    it('refuses a malformed body naming the bad field', async () => {
      const answer = await post(platform, 'ana', '/v1/jwt/aecs', {
        aecs: [{ rut: '76354771-K', tipo: 'x', folio: 170 }],
        rutFactoring: FACTORING_A,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain("'aecs.0.tipo'");
    });
  });

  describe('POST /v1/jwt/cesiones-periodo', () => {
    it('answers the acquired cessions of the window within the amount bounds', async () => {
      const answer = await post(platform, 'ana', '/v1/jwt/cesiones-periodo', period({ mntCesionInicial: 100000 }));
      expect(answer.status).toBe(200);
      const cesiones = answer.body.Cesiones as { folio: number; montoCedido: number; fechaCesion: string }[];
      expect(cesiones.map((c) => c.folio)).toEqual([170, 172]);
      expect(cesiones[0]).toMatchObject({ montoCedido: 2996301, fechaCesion: '2019-04-05 12:57' });
    });

    it('refuses a factoring without the extended search feature', async () => {
      const answer = await post(platform, 'bruno', '/v1/jwt/cesiones-periodo', period({ rutCesionario: FACTORING_B }));
      expect(answer).toEqual({
        status: 403,
        body: { message: 'La búsqueda extendida no está habilitada para este factoring', errorType: 'Forbidden' },
      });
    });

    it('enforces the 31-day window, 93 days with a rut or folio', async () => {
      const long = { fechaInicio: '2019-03-01', fechaTermino: '2019-04-30' };
      const refused = await post(platform, 'ana', '/v1/jwt/cesiones-periodo', period(long));
      expect(refused).toEqual({ status: 400, body: { message: WINDOW_TOO_LONG_MESSAGE, errorType: 'BadRequest' } });
      const withFolio = await post(platform, 'ana', '/v1/jwt/cesiones-periodo', period({ ...long, folio: 172 }));
      expect((withFolio.body.Cesiones as { folio: number }[]).map((c) => c.folio)).toEqual([172]);
      const tooLong = await post(
        platform,
        'ana',
        '/v1/jwt/cesiones-periodo',
        period({ fechaInicio: '2019-01-01', fechaTermino: '2019-04-30', folio: 172 }),
      );
      expect(tooLong.body.message).toBe(WINDOW_TOO_LONG_MESSAGE);
    });

    it('allows Tipo Fecha only with tipoFechaHabilitado, and then finds documents by emission or due date', async () => {
      const refused = await post(platform, 'ana', '/v1/jwt/cesiones-periodo', period({ tipoFecha: 'emision' }));
      expect(refused.status).toBe(403);
      const march = { rutCesionario: FACTORING_C, fechaInicio: '2019-03-01', fechaTermino: '2019-03-31' };
      const byEmission = await post(
        platform,
        'ana',
        '/v1/jwt/cesiones-periodo',
        period({ ...march, tipoFecha: 'emision' }),
      );
      expect((byEmission.body.Cesiones as { folio: number }[]).map((c) => c.folio)).toEqual([500]);
      const byCession = await post(
        platform,
        'ana',
        '/v1/jwt/cesiones-periodo',
        period({ ...march, tipoFecha: 'cesion' }),
      );
      expect(byCession.body.Cesiones).toEqual([]);
      const may = { rutCesionario: FACTORING_C, fechaInicio: '2019-05-01', fechaTermino: '2019-05-31' };
      const byDue = await post(
        platform,
        'ana',
        '/v1/jwt/cesiones-periodo',
        period({ ...may, tipoFecha: 'vencimiento' }),
      );
      expect((byDue.body.Cesiones as { folio: number }[]).map((c) => c.folio)).toEqual([500]);
    });
  });
});
