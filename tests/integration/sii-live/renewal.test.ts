/**
 * Renewal mid-run, as the real SII web client meets it at the local SII: a portal session the SII forgot ('NO ESTA
 * AUTENTICADO', ERR 28; for the RCV facade HTTP 401) is logged in again once and the call succeeds; a seed token the
 * SII ended (RegistroReclamoDte HTTP 401, wsRPETCConsulta ESTADO 3) is obtained again once and the call succeeds
 * (SII-PROTOCOLS.md §2, §3; wire contract "Token use").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventList } from '@domain/sii-soap';
import { companyClave, startSiiLive, withClave, type SiiLive } from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { dtesWithAec, worldRcvFiles } from '../../support/sii-live-world';

let live: SiiLive;

beforeAll(async () => {
  live = await startSiiLive();
});

afterAll(async () => {
  await live?.stop();
});

const JUNE = { desde: '2025-06-01', hasta: '2025-06-30' };
const factoring = () => live.sii.credentials.factorings[0]!;
const heldDtes = () => dtesWithAec(live.files, { rut: factoring().rutEmpresa, role: 'cesionario', ...JUNE });

describe('expired portal session', () => {
  it('logs in and represents again once, and the AEC download goes through', async () => {
    const f = factoring();
    const [dte] = await heldDtes();
    const gateway = live.client.factoringGateway(withClave(f), live.capture.archive());
    await gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', ...JUNE });
    live.sii.control.resetRequests();
    live.sii.control.expireSessions();
    const aec = await gateway.fetchAec(dte!);
    expect(Buffer.from(aec!.bytes).equals(Buffer.from((await live.files.fetchAec(dte!))!.bytes))).toBe(true);
    expect(['CAutInicio', 'admRepresentar', 'RTCDescargarXmlCons'].map(live.served)).toEqual([1, 1, 2]);
    await gateway.close();
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(0);
    expect(live.capture.linesWith('SII: sesión expirada, nuevo ingreso').length).toBe(1);
  });

  it('logs in once for several calls that find the session expired together', async () => {
    const f = factoring();
    const gateway = live.client.factoringGateway(withClave(f), live.capture.archive());
    const query = { rut: f.rutEmpresa, role: 'cedente', desde: '2025-03-18', hasta: '2025-06-30' } as const;
    const before = await gateway.fetchPeriodAnswers(query);
    live.sii.control.resetRequests();
    live.sii.control.expireSessions();
    const [after] = await Promise.all([
      gateway.fetchPeriodAnswers(query),
      ...(await heldDtes()).slice(0, 4).map((dte) => gateway.fetchAec(dte)),
    ]);
    expect(after!.map((file) => Buffer.from(file.bytes).toString('latin1'))).toEqual(
      before.map((file) => Buffer.from(file.bytes).toString('latin1')),
    );
    expect([live.served('CAutInicio'), live.served('admRepresentar')]).toEqual([1, 1]);
    await gateway.close();
  });

  it("renews a client's session once when the RCV facade answers 401", async () => {
    const rut = live.world.manifest.cedentes[0]!.rut;
    const [first, second] = worldRcvFiles(live.world, rut);
    const session = live.client.clientSession(rut, companyClave(live.sii, rut), live.capture.archive());
    expect((await session.fetchRcv(first!.query))?.name).toBe(first!.name);
    live.sii.control.resetRequests();
    live.sii.control.expireSessions();
    const got = await session.fetchRcv(second!.query);
    expect(new TextDecoder().decode(got!.bytes)).toBe(second!.text);
    expect(live.served('CAutInicio')).toBe(1);
    await session.close();
    expect(live.sii.control.openSessions(rut)).toBe(0);
  });
});

describe('expired seed token', () => {
  it('RegistroReclamoDte (HTTP 401): one new token, and the events answer comes', async () => {
    const [dte] = await heldDtes();
    const gateway = live.client.factoringGateway(withClave(factoring()), live.capture.archive());
    await gateway.fetchEvents(dte!);
    live.sii.control.resetRequests();
    live.sii.control.expireTokens();
    const events = await gateway.fetchEvents(dte!);
    const want = await live.files.fetchEvents(dte!);
    expect(Buffer.from(events!.bytes).equals(Buffer.from(want!.bytes))).toBe(true);
    expect(parseEventList(events!.bytes)).not.toBeNull();
    expect([live.served('getToken'), live.served('listarEventosHistDoc')]).toEqual([1, 2]);
    await gateway.close();
  });

  it('several calls that find the token expired together share one new token', async () => {
    const dtes = (await heldDtes()).slice(0, 6);
    const gateway = live.client.factoringGateway(withClave(factoring()), live.capture.archive());
    await gateway.fetchReceptionDate(dtes[0]!);
    live.sii.control.resetRequests();
    live.sii.control.expireTokens();
    const answers = await Promise.all(dtes.map((dte) => gateway.fetchReceptionDate(dte)));
    expect(answers.map((file) => file?.name)).toEqual(
      await Promise.all(dtes.map(async (dte) => (await live.files.fetchReceptionDate(dte))?.name)),
    );
    expect(live.served('getToken')).toBe(1);
    await gateway.close();
  });

  it('wsRPETCConsulta (ESTADO 3): one new token, and getEstCesion answers', async () => {
    const [dte] = await heldDtes();
    const gateway = live.client.factoringGateway(withClave(factoring()), live.capture.archive());
    await gateway.getEstCesion(dte!);
    live.sii.control.resetRequests();
    live.sii.control.expireTokens();
    expect(await gateway.getEstCesion(dte!)).toMatchObject({ estado: 0, glosa: 'Documento Cedido' });
    expect([live.served('getToken'), live.served('getEstCesion')]).toEqual([1, 2]);
    await gateway.close();
  });
});

itLeavesNoSecrets(() => live);
