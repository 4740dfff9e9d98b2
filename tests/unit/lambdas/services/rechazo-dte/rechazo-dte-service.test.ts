/** RechazoDteService: each document's SII answer, the claimed set {0, 7}, and SII failures as results. */
import { describe, expect, it, vi } from 'vitest';
import { reclamoQueda } from '@domain/reclamo/reclamo-dte';
import type { DocumentKey } from '@domain/document-key';
import { RechazoDteService, type ReclamoSession } from '@lambdas/services/rechazo-dte/rechazo-dte-service';
import { SiiError } from '@lambdas/sii/web/errors';
import { systemScope } from '@lambdas/access/system-scope';

const DEUDOR = '96790240-3';
const dtes: DocumentKey[] = [1, 2, 3].map((folio) => ({ rutEmisor: '76354771-K', tipoDTE: 33, folio }));

function service(answer: ReclamoSession['ingresarAceptacionReclamoDoc']) {
  const session = { ingresarAceptacionReclamoDoc: vi.fn(answer), close: vi.fn(async () => undefined) };
  const openSession = vi.fn(async () => session);
  return {
    session,
    openSession,
    rechazo: new RechazoDteService({ openSession, now: () => new Date('2025-06-30T12:00:00Z') }),
  };
}

describe('reclamoQueda', () => {
  it('counts 0 (registered) and 7 (already registered) as claimed; 5, 8, 11, 14, 27 and -1 not', () => {
    expect([0, 7].map(reclamoQueda)).toEqual([true, true]);
    expect([5, 8, 11, 13, 14, 17, 27, -1].map(reclamoQueda).some(Boolean)).toBe(false);
  });
});

describe('RechazoDteService', () => {
  it("sends each document with the action in order and gives the SII's codResp, descResp and ok", async () => {
    const codes = [0, 7, 8];
    const { rechazo, session, openSession } = service(async (dte) => ({
      codResp: codes[dte.folio - 1]!,
      descResp: `r${dte.folio}`,
    }));
    const results = await rechazo.rechazar(systemScope(DEUDOR), dtes, 'RFT');
    expect(openSession).toHaveBeenCalledWith(systemScope(DEUDOR), expect.any(Date));
    expect(session.ingresarAceptacionReclamoDoc.mock.calls.map(([dte, accion]) => [dte.folio, accion])).toEqual([
      [1, 'RFT'],
      [2, 'RFT'],
      [3, 'RFT'],
    ]);
    expect(results.map((r) => [r.folio, r.codResp, r.descResp, r.ok])).toEqual([
      [1, 0, 'r1', true],
      [2, 7, 'r2', true],
      [3, 8, 'r3', false],
    ]);
    expect(session.close).toHaveBeenCalledOnce();
  });

  it('an unreachable SII marks only that document; the others are still sent', async () => {
    const { rechazo, session } = service(async (dte) => {
      if (dte.folio === 2) throw new SiiError('sii-no-disponible', { operation: 'ingresarAceptacionReclamoDoc' });
      return { codResp: 0, descResp: 'ok' };
    });
    const results = await rechazo.rechazar(systemScope(DEUDOR), dtes, 'RCD');
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]!.codResp).toBeNull();
    expect(results[1]!.descResp).toBe(new SiiError('sii-no-disponible', { operation: 'x' }).userMessage);
    expect(session.ingresarAceptacionReclamoDoc).toHaveBeenCalledTimes(3);
  });

  it('without a certificate stops after the first document: every result says so and the session is closed', async () => {
    const { rechazo, session } = service(async () => {
      throw new SiiError('sin-credenciales', { operation: 'getToken', rut: DEUDOR });
    });
    const results = await rechazo.rechazar(systemScope(DEUDOR), dtes, 'RCD');
    expect(session.ingresarAceptacionReclamoDoc).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.descResp)).size).toBe(1);
    expect(results.every((r) => !r.ok && r.codResp === null)).toBe(true);
    expect(session.close).toHaveBeenCalledOnce();
  });
});
