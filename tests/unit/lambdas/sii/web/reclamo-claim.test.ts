/** ingresarAceptacionReclamoDoc through the factoring gateway (RECLAMO manual pp. 3-9; SII-PROTOCOLS.md §6). */
import { afterEach, describe, expect, it } from 'vitest';
import { isSiiError } from '@lambdas/sii/web/errors';
import { reclamoAnswer, soapFault } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS } from '@tests/support/sii-web-fakes';
import { certificateCredentials, clientHarness, tokenRoutes } from '@tests/support/sii-web-harness';

const credentials = certificateCredentials();
const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
const RECLAMO = '/WSREGISTRORECLAMODTE/registroreclamodteservice';
const answer = (codResp: number, descResp: string) =>
  reclamoAnswer('ingresarAceptacionReclamoDoc', `<codResp>${codResp}</codResp><descResp>${descResp}</descResp>`);

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

describe('ingresarAceptacionReclamoDoc', () => {
  it('sends the document and accionDoc with the TOKEN cookie and gives codResp 0 with its descResp', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({ body: answer(0, 'Acción Completada OK') }));
    const result = await h.client.factoringGateway(credentials, h.archive).ingresarAceptacionReclamoDoc(dte, 'RFP');
    expect(result).toEqual({ codResp: 0, descResp: 'Acción Completada OK' });
    const request = h.fake.to(RECLAMO)[0]!;
    expect(request.body).toMatch(
      /<rutEmisor>76354771<\/rutEmisor><dvEmisor>K<\/dvEmisor><tipoDoc>33<\/tipoDoc><folio>170<\/folio><accionDoc>RFP<\/accionDoc>/,
    );
    expect(request.body).toContain('ingresarAceptacionReclamoDoc');
    expect(request.headers.cookie).toBe('TOKEN=TOKEN1');
    expect(h.archive.answers.map((a) => a.operation)).toContain('ingresarAceptacionReclamoDoc');
  });

  it('gives a refusal codResp as the SII wrote it (8: more than 8 days), without retrying it', async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({
      body: answer(8, 'Han pasado más de 8 días desde la recepción'),
    }));
    const result = await h.client.factoringGateway(credentials, h.archive).ingresarAceptacionReclamoDoc(dte, 'RCD');
    expect(result.codResp).toBe(8);
    expect(h.fake.to(RECLAMO)).toHaveLength(1);
  });

  it("retries codResp -1 ('Error Interno ... reintentar') and gives the answer that follows", async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    let calls = 0;
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({
      body: ++calls === 1 ? answer(-1, 'Error Interno') : answer(7, 'Evento registrado previamente'),
    }));
    const result = await h.client.factoringGateway(credentials, h.archive).ingresarAceptacionReclamoDoc(dte, 'RCD');
    expect(result).toEqual({ codResp: 7, descResp: 'Evento registrado previamente' });
    expect(calls).toBe(2);
  });

  it("a SOAP Fault is 'respuesta-invalida'", async () => {
    h = clientHarness();
    tokenRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', RECLAMO, () => ({
      status: 500,
      body: soapFault('java.lang.Exception: folio'),
    }));
    await expect(
      h.client.factoringGateway(credentials, h.archive).ingresarAceptacionReclamoDoc(dte, 'RCD'),
    ).rejects.toSatisfy((e) => isSiiError(e, 'respuesta-invalida'));
  });
});
