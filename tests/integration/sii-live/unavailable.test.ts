/**
 * An unavailable SII, as the real SII web client meets it at the local SII's seeded faults (HTTP 500 'Error 500' or
 * 503, codResp -1 for RegistroReclamoDte; SII-PROTOCOLS.md §11.7): when every data answer fails, each call is tried
 * settings.retry.attempts times and ends 'sii-no-disponible' with its Spanish message; when about 30 % fail, a run of
 * calls succeeds through the retries with the same bytes as the world's files.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyClave, expectSiiError, startSiiLive, withClave, type SiiLive } from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { dtesWithAec } from '../../support/sii-live-world';
import type { DocumentKey } from '@domain/document-key';

let live: SiiLive;
let dtes: DocumentKey[];

beforeAll(async () => {
  live = await startSiiLive();
  dtes = await dtesWithAec(live.files, { rut: factoring().rutEmpresa, role: 'cesionario', ...JUNE });
});

afterEach(() => {
  live.sii.control.setFaults({ errorShare: 0 });
});

afterAll(async () => {
  await live?.stop();
});

const JUNE = { desde: '2025-06-01', hasta: '2025-06-30' };
const NO_DISPONIBLE = 'El SII no está disponible en este momento; se reintentará en la próxima actualización.';
const factoring = () => live.sii.credentials.factorings[0]!;
/** Requests of an operation the local SII answered with an HTTP error or codResp -1 (logged as 200). */
const failed = (operation: string) =>
  live.sii.control.requests().filter((r) => r.operation === operation && r.status >= 500).length;

describe('every data answer fails', () => {
  it('tries each call 3 times and raises sii-no-disponible; logins are not affected and the sessions log out', async () => {
    const f = factoring();
    const gateway = live.client.factoringGateway(withClave(f), live.capture.archive());
    live.sii.control.resetRequests();
    live.sii.control.setFaults({ seed: 'todo-falla', errorShare: 1, slowShare: 0 });
    const period = await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', ...JUNE }),
      'sii-no-disponible',
      NO_DISPONIBLE,
    );
    expect(period.context.detail).toMatch(/tras 3 intentos$/);
    await expectSiiError(live.capture, gateway.fetchAec(dtes[0]!), 'sii-no-disponible', NO_DISPONIBLE);
    await expectSiiError(live.capture, gateway.fetchEvents(dtes[0]!), 'sii-no-disponible', NO_DISPONIBLE);
    await expectSiiError(live.capture, gateway.fetchReceptionDate(dtes[0]!), 'sii-no-disponible', NO_DISPONIBLE);
    await expectSiiError(live.capture, gateway.getEstCesion(dtes[0]!), 'sii-no-disponible', NO_DISPONIBLE);
    await gateway.close();
    const rut = live.world.manifest.cedentes[0]!.rut;
    const session = live.client.clientSession(rut, companyClave(live.sii, rut), live.capture.archive());
    await expectSiiError(
      live.capture,
      session.fetchRcv({ operacion: 'VENTA', periodo: '202506' }),
      'sii-no-disponible',
      NO_DISPONIBLE,
    );
    await session.close();
    expect(
      [
        'RTCConsultaCesiones',
        'RTCDescargarXmlCons',
        'consultarFechaRecepcionSii',
        'getEstCesion',
        'getDetalleVentaExport',
      ].map(failed),
    ).toEqual([3, 3, 3, 3, 3]);
    // codResp -1 travels in an HTTP 200 answer: three attempts all the same.
    expect(live.served('listarEventosHistDoc')).toBe(3);
    expect(
      live.sii.control
        .requests()
        .filter((r) => r.operation === 'CAutInicio')
        .map((r) => r.status),
    ).toEqual([302, 302]);
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(0);
    expect(live.sii.control.openSessions(rut)).toBe(0);
    expect(live.capture.linesWith('SII: respuesta reintentable').length).toBeGreaterThanOrEqual(10);
  });
});

describe('about 30 % of data answers fail', () => {
  it('a run of calls made one after another all succeed through the retries, with the bytes of the world files', async () => {
    const f = factoring();
    const gateway = live.client.factoringGateway(withClave(f), live.capture.archive());
    live.sii.control.resetRequests();
    // A fixed seed and calls one at a time: the same faults every run.
    live.sii.control.setFaults({ seed: 'tres-de-cada-diez', errorShare: 0.3, slowShare: 0 });
    const complete = [];
    for (const dte of dtes)
      if ((await live.files.fetchEvents(dte)) && (await live.files.fetchReceptionDate(dte))) complete.push(dte);
    const calls = complete.slice(0, 8).flatMap(
      (dte) =>
        [
          [() => gateway.fetchAec(dte), () => live.files.fetchAec(dte)],
          [() => gateway.fetchEvents(dte), () => live.files.fetchEvents(dte)],
          [() => gateway.fetchReceptionDate(dte), () => live.files.fetchReceptionDate(dte)],
        ] as const,
    );
    for (const [ask, expected] of calls) {
      const [got, want] = [await ask(), await expected()];
      expect(got?.name).toBe(want?.name);
      expect(Buffer.from(got!.bytes).equals(Buffer.from(want!.bytes))).toBe(true);
    }
    const period = await gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', ...JUNE });
    expect(period).toHaveLength(1);
    expect(calls).toHaveLength(24);
    await gateway.close();
    const failures = ['RTCDescargarXmlCons', 'consultarFechaRecepcionSii', 'RTCConsultaCesiones'].map(failed);
    expect(failures.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

itLeavesNoSecrets(() => live);
