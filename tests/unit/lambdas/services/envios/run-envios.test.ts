import { describe, expect, it, vi } from 'vitest';
import type { EnvioAec } from '@domain/aec-envio/envio';
import { REGISTRY_WITHOUT_AEC } from '@domain/aec-envio/holder-check';
import type { CessionRecord } from '@domain/cession';
import {
  GIVE_UP_AFTER_MS,
  MAX_UPLOAD_ATTEMPTS,
  RECOVERY_AFTER_MS,
  runEnvios,
  type EnviosDeps,
} from '@lambdas/services/envios/run-envios';
import { systemScope } from '@lambdas/access/system-scope';
import { SiiError } from '@lambdas/sii/web/errors';
import type { FactoringSiiGateway } from '@lambdas/sii/web/factoring-gateway';
import type { EnvioDocument } from '@lambdas/store/envio-repository';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { cessionRecord } from '@tests/support/cession-factory';

const RUT = '76389992-6';
const SCOPE = systemScope(RUT);
const NOW = new Date('2026-11-24T13:00:00Z');
const DOC: EnvioDocument = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };

type Envio = EnvioAec & EnvioDocument;

/** The stored AEC the envíos continue (its content is the builder's business, stubbed here). */
const STORED_AEC = new Uint8Array([1, 2, 3]);

function envio(overrides: Partial<Envio> = {}): Envio {
  return {
    ...DOC,
    estado: 'en-cola',
    trackId: null,
    estadoSii: null,
    glosa: null,
    tipoAccion: 'cesion',
    rutCesionario: '97151000-5',
    cesionario: {
      rut: '97151000-5',
      razonSocial: 'BANCO CORDILLERA S.A.',
      direccion: 'AV. APOQUINDO 3650',
      email: 'c@b.cl',
    },
    montoCesion: 1_000_000,
    ultimoVencimiento: '2026-12-24',
    idSecuencia: 2,
    origenAecKey: 'aec/76354771-K/33/170/2.xml',
    aecKey: null,
    enviadoEn: NOW.toISOString(),
    actualizadoEn: NOW.toISOString(),
    consultas: 0,
    ...overrides,
  };
}

/** An in-memory envíos table (one item per document) and the other stores the job touches. */
function harness(initial: Envio, gateway: Partial<FactoringSiiGateway> | null = {}) {
  let stored: Envio = { ...initial };
  const held = cessionRecord({
    rutFactoring: RUT,
    role: 'cesionario',
    emisor: { rut: DOC.rutEmisor, razonSocial: 'EMISOR SPA' },
    tipoDTE: DOC.tipoDTE,
    folio: DOC.folio,
    idSecuencia: 2,
    recedido: false,
  });
  const published: PlatformEvent[] = [];
  const upserts: CessionRecord[] = [];
  const closed = vi.fn(async () => undefined);
  const fullGateway =
    gateway &&
    ({
      signingCertificate: () => ({ rut: '11111111-1', nombre: 'FIRMANTE' }),
      // The registry's latest AEC is the stored one unless a test says otherwise.
      fetchAec: async () => ({ name: 'AEC--76354771-K--33--170--SEQ-2.xml', bytes: STORED_AEC }),
      close: closed,
      ...gateway,
    } as unknown as FactoringSiiGateway);
  const deps: EnviosDeps = {
    envios: {
      listForFactoring: async (_rut, pendingOnly) =>
        !pendingOnly || ['en-cola', 'subiendo', 'enviado'].includes(stored.estado) ? [stored] : [],
      update: async (_rut, _doc, changes) => {
        stored = { ...stored, ...changes } as Envio;
      },
    },
    documents: { getAec: async () => STORED_AEC, putAec: vi.fn(async () => undefined) },
    cessions: { findDocument: async () => [held], upsert: async (_scope, record) => void upserts.push(record) },
    acting: vi.fn(async () => fullGateway),
    aec: {
      buildNext: () => ({
        fileName: 'AEC--76354771-K--33--170--SEQ-3.xml',
        bytes: new Uint8Array([60, 65]),
        emailCedente: 'ops@f.cl',
      }),
      // The stored AEC ends in the factoring's cesión 2; any other AEC in cesión 3 to the bank.
      lastCesion: (bytes) =>
        bytes === STORED_AEC ? { seq: 2, rutCesionario: RUT } : { seq: 3, rutCesionario: '97151000-5' },
    },
    events: { publish: vi.fn(async (_scope, events) => (published.push(...events), [...events])) },
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  };
  return { deps, envio: () => stored, upserts, closed, published };
}

describe('runEnvios (sent once and tracked)', () => {
  it('sends a queued envío: builds, keeps the bytes, uploads once and stores the TRACKID; asks to follow it', async () => {
    const uploadAec = vi.fn(async () => ({
      status: 0,
      trackId: '0000000007',
      rutSender: null,
      rutCompany: null,
      file: null,
      timestamp: null,
    }));
    const h = harness(envio(), { uploadAec });
    const outcome = await runEnvios(h.deps, SCOPE, NOW);
    expect(uploadAec).toHaveBeenCalledTimes(1);
    expect(uploadAec).toHaveBeenCalledWith(expect.objectContaining({ emailNotif: 'ops@f.cl' }));
    expect(h.deps.documents.putAec).toHaveBeenCalledWith(
      `envios/${RUT}/AEC--76354771-K--33--170--SEQ-3.xml`,
      expect.any(Uint8Array),
    );
    expect(h.envio()).toMatchObject({
      estado: 'enviado',
      trackId: '0000000007',
      aecKey: `envios/${RUT}/AEC--76354771-K--33--170--SEQ-3.xml`,
    });
    expect(outcome).toEqual({ status: 'ok', followUps: [{ kind: 'envios', rutFactoring: RUT }] });
    expect(h.closed).toHaveBeenCalled();
    expect(h.deps.acting).toHaveBeenCalledWith(SCOPE, NOW);
  });

  it('an AEC that cannot be built or fails its own check is never uploaded', async () => {
    const uploadAec = vi.fn();
    const h = harness(envio(), { uploadAec });
    h.deps.aec.buildNext = () => {
      throw new Error('El AEC generado no pasa la verificación: RFS AEC: firma inválida');
    };
    await runEnvios(h.deps, SCOPE, NOW);
    expect(uploadAec).not.toHaveBeenCalled();
    expect(h.deps.documents.putAec).not.toHaveBeenCalled();
    expect(h.envio()).toMatchObject({
      estado: 'fallido',
      glosa: 'El AEC generado no pasa la verificación: RFS AEC: firma inválida',
    });
  });

  it('never uploads when the stored AEC or the registry says the factoring no longer holds the document', async () => {
    const ceded = { seq: 3, rutCesionario: '96790240-3' };
    const cases = [
      {
        stored: ceded,
        registry: null,
        glosa: 'El documento ya no está en poder del factoring: fue cedido a 96790240-3 (secuencia 3).',
      },
      {
        stored: null,
        registry: ceded,
        glosa: 'El documento ya no está en poder del factoring: fue cedido a 96790240-3 (secuencia 3).',
      },
      {
        stored: null,
        registry: { seq: 3, rutCesionario: RUT },
        glosa:
          'El Registro de Cesiones tiene el documento en la secuencia 3 y el AEC almacenado en la 2: actualice antes de volver a enviar',
      },
    ];
    for (const { stored, registry, glosa } of cases) {
      const uploadAec = vi.fn();
      const latest = new Uint8Array([9]);
      const h = harness(envio(), {
        uploadAec,
        fetchAec: async () => ({ name: 'AEC--76354771-K--33--170--SEQ-3.xml', bytes: latest }),
      });
      const buildNext = vi.spyOn(h.deps.aec, 'buildNext');
      h.deps.aec.lastCesion = (bytes) => (bytes === latest ? registry : (stored ?? { seq: 2, rutCesionario: RUT }));
      await runEnvios(h.deps, SCOPE, NOW);
      expect(h.envio()).toMatchObject({ estado: 'fallido', glosa });
      expect(uploadAec).not.toHaveBeenCalled();
      expect(buildNext).not.toHaveBeenCalled();
      expect(h.deps.documents.putAec).not.toHaveBeenCalled();
    }
  });

  it('never uploads when the registry gives no AEC of the document or cannot be asked; an unreachable registry is asked again next round, up to the upload attempts', async () => {
    const uploadAec = vi.fn();
    const none = harness(envio(), { uploadAec, fetchAec: async () => null });
    await runEnvios(none.deps, SCOPE, NOW);
    expect(none.envio()).toMatchObject({ estado: 'fallido', glosa: REGISTRY_WITHOUT_AEC });
    const down = new SiiError('sii-no-disponible', { operation: 'RTCDescargarXmlCons', detail: 'HTTP 503' });
    const glosa = `No fue posible consultar el Registro de Cesiones antes del envío: ${down.userMessage}`;
    const unreachable = harness(envio(), { uploadAec, fetchAec: async () => Promise.reject(down) });
    await runEnvios(unreachable.deps, SCOPE, NOW);
    expect(unreachable.envio()).toMatchObject({ estado: 'en-cola', consultas: 1, glosa });
    const lastTry = harness(envio({ consultas: MAX_UPLOAD_ATTEMPTS }), {
      uploadAec,
      fetchAec: async () => Promise.reject(down),
    });
    await runEnvios(lastTry.deps, SCOPE, NOW);
    expect(lastTry.envio()).toMatchObject({ estado: 'fallido', glosa });
    expect(uploadAec).not.toHaveBeenCalled();
  });

  it('an upload the SII refused (STATUS 1) is rejected with its status and text', async () => {
    const refused = new SiiError('envio-rechazado', {
      operation: 'RTCAnotEnvio',
      detail: 'STATUS 1: El usuario no tiene permiso',
    });
    const h = harness(envio(), { uploadAec: async () => Promise.reject(refused) });
    await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio()).toMatchObject({
      estado: 'rechazado',
      estadoSii: 'STATUS 1',
      glosa: 'El usuario no tiene permiso',
    });
    expect(h.published.map((event) => [event.tipo, event.detalle])).toEqual([
      [
        'envio.rechazado',
        'AEC de cesión a BANCO CORDILLERA S.A. rechazado por el SII: STATUS 1 El usuario no tiene permiso',
      ],
    ]);
  });

  it('an upload answered with an internal error goes back to the queue, and fails after 5 of them', async () => {
    const error = new SiiError('envio-no-recibido', { operation: 'RTCAnotEnvio', detail: 'HTTP 500' });
    const h = harness(envio(), { uploadAec: async () => Promise.reject(error) });
    await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio()).toMatchObject({ estado: 'en-cola', consultas: 1 });
    const last = harness(envio({ consultas: 5 }), { uploadAec: async () => Promise.reject(error) });
    await runEnvios(last.deps, SCOPE, NOW);
    expect(last.envio().estado).toBe('fallido');
  });

  it('an upload whose answer was lost stays subiendo; the registry later confirms it, or after an hour it fails', async () => {
    const lost = new SiiError('sii-no-disponible', { operation: 'RTCAnotEnvio', detail: 'UND_ERR_SOCKET' });
    const h = harness(envio(), { uploadAec: async () => Promise.reject(lost) });
    await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio().estado).toBe('subiendo');

    // Too early: nothing is asked.
    const fetchAec = vi.fn(async () => ({ name: 'AEC--76354771-K--33--170--SEQ-3.xml', bytes: new Uint8Array([1]) }));
    const early = harness(h.envio(), { fetchAec });
    await runEnvios(early.deps, SCOPE, new Date(NOW.getTime() + RECOVERY_AFTER_MS - 1));
    expect(fetchAec).not.toHaveBeenCalled();

    const later = harness(h.envio(), { fetchAec });
    await runEnvios(later.deps, SCOPE, new Date(NOW.getTime() + RECOVERY_AFTER_MS));
    expect(later.envio()).toMatchObject({ estado: 'aceptado', estadoSii: 'EOK' });
    expect(later.upserts[0]).toMatchObject({ recedido: true });

    const notThere = harness(h.envio(), { fetchAec: async () => null });
    await runEnvios(notThere.deps, SCOPE, new Date(NOW.getTime() + RECOVERY_AFTER_MS));
    expect(notThere.envio().estado).toBe('subiendo');
    await runEnvios(notThere.deps, SCOPE, new Date(NOW.getTime() + GIVE_UP_AFTER_MS));
    expect(notThere.envio()).toMatchObject({ estado: 'fallido', glosa: 'El SII no registró el envío' });
  });

  it('follows an envío with getEstEnvio: in progress stays sent; EOK accepts it and marks the acquired cession re-ceded', async () => {
    const sent = envio({ estado: 'enviado', trackId: '0000000007' });
    const answers = [
      { estado: 0, glosa: '', trackId: '0000000007', estadoEnvio: 'VCS', descEstado: 'Validando Cesiones' },
      { estado: 0, glosa: '', trackId: '0000000007', estadoEnvio: 'EOK', descEstado: 'Anotación de cesión registrada' },
    ];
    const getEstEnvio = vi.fn(async () => answers.shift()!);
    const h = harness(sent, { getEstEnvio });
    await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio()).toMatchObject({ estado: 'enviado', estadoSii: 'VCS', consultas: 1 });
    expect(h.upserts).toEqual([]);
    expect(h.published).toEqual([]);
    const outcome = await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio()).toMatchObject({ estado: 'aceptado', estadoSii: 'EOK', glosa: 'Anotación de cesión registrada' });
    expect(h.upserts[0]).toMatchObject({ recedido: true, idSecuencia: 2 });
    expect(outcome.followUps).toEqual([]);
    expect(h.published).toHaveLength(1);
    expect(h.published[0]).toMatchObject({
      tipo: 'envio.aceptado',
      rutFactoring: RUT,
      id: `envio.aceptado|${RUT}|${DOC.rutEmisor}|33|170|envio|${NOW.toISOString()}`,
      documento: { folio: 170, tipoDTE: 33, idSecuencia: 2 },
    });
  });

  it('a rejection state ends the envío rejected with the SII text, the cession still held', async () => {
    const h = harness(envio({ estado: 'enviado', trackId: '9' }), {
      getEstEnvio: async () => ({
        estado: 0,
        glosa: '',
        trackId: '9',
        estadoEnvio: 'RCS',
        descEstado: 'Cesionario no vigente',
      }),
    });
    await runEnvios(h.deps, SCOPE, NOW);
    expect(h.envio()).toMatchObject({ estado: 'rechazado', estadoSii: 'RCS', glosa: 'Cesionario no vigente' });
    expect(h.upserts).toEqual([]);
    expect(h.published.map((event) => event.tipo)).toEqual(['envio.rechazado']);
    expect(h.deps.events.publish).toHaveBeenCalledWith(SCOPE, h.published);
  });

  it('without a certificate every queued envío fails with the reason; with a directory of files none can be sent', async () => {
    const h = harness(envio());
    h.deps.acting = async () => Promise.reject(new Error('El factoring no ha registrado su certificado digital'));
    expect((await runEnvios(h.deps, SCOPE, NOW)).status).toBe('failed');
    expect(h.envio()).toMatchObject({
      estado: 'fallido',
      glosa: 'El factoring no ha registrado su certificado digital',
    });

    const files = harness(envio(), null);
    await runEnvios(files.deps, SCOPE, NOW);
    expect(files.envio()).toMatchObject({ estado: 'fallido', glosa: 'No hay conexión con el SII para enviar AEC' });
  });

  it('skips a factoring with nothing in flight', async () => {
    const h = harness(envio({ estado: 'aceptado' }));
    expect(await runEnvios(h.deps, SCOPE, NOW)).toEqual({ status: 'skipped', followUps: [] });
  });
});
