/**
 * The factoring gateway of the real SII web client against the local SII over HTTP(S), with the credentials the
 * local SII issued: period answers per role over a window longer than periodWindowDays (the same rows as the world's
 * files, whatever their form and windows), the demo deudor's own answers, the AEC download, events and reception
 * dates byte for byte, the registry checks (wsRPETCConsulta, consultarDocDteCedible), and both portal logins: the
 * authorized person's clave with representation, and the certificate alone over TLS. Every session is logged out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import { toIsoDateTime } from '@domain/sii-dates';
import type { SiiRole } from '@domain/sii-role';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { decideCedible } from '@infra/local/sii/doc-cedible';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import {
  companyClave,
  startSiiLive,
  withCertificateOnly,
  withClave,
  type SiiLive,
} from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { dtesWithAec, periodContent, worldDtes } from '../../support/sii-live-world';

let live: SiiLive;

beforeAll(async () => {
  live = await startSiiLive();
});

afterAll(async () => {
  await live?.stop();
});

/** Every weekly answer of the world (18 March to 30 June 2025): 105 days, asked in pieces of 31. */
const WINDOW = { desde: '2025-03-18', hasta: '2025-06-30' };
const PIECES = ['18032025_17042025', '18042025_18052025', '19052025_18062025', '19062025_30062025'];
const ROLE_CODE: Record<SiiRole, string> = { cedente: '1', cesionario: '2', deudor: '3' };

const factoring = (i: number) => live.sii.credentials.factorings[i]!;

/** The DTEs factoring `i` acquired according to the world's answers (those with an AEC). */
const heldDtes = (i: number): Promise<DocumentKey[]> =>
  dtesWithAec(live.files, { rut: factoring(i).rutEmpresa, role: 'cesionario', ...WINDOW });

/** Runs `use` with a gateway on `credentials` (archived in memory) and closes it. */
async function withGateway<T>(
  credentials: Parameters<SiiLive['client']['factoringGateway']>[0],
  use: (gateway: ReturnType<SiiLive['client']['factoringGateway']>) => Promise<T>,
  onLogin?: (result: LoginResult) => void,
): Promise<T> {
  const gateway = live.client.factoringGateway(credentials, live.capture.archive(), onLogin);
  try {
    return await use(gateway);
  } finally {
    await gateway.close();
  }
}

describe('period answers (RTCConsultaCesiones)', () => {
  it.each([
    [0, 'cesionario'],
    [0, 'cedente'],
    [1, 'cesionario'],
    [1, 'cedente'],
  ] as const)(
    'factoring %i as %s: one answer per 31-day piece, the rows of the world files in the window',
    async (i, role) => {
      const { rutEmpresa } = factoring(i);
      const answers = await withGateway(withClave(factoring(i)), (g) =>
        g.fetchPeriodAnswers({ rut: rutEmpresa, role, ...WINDOW }),
      );
      expect(answers.map((a) => a.name)).toEqual(
        PIECES.map((p) => `CESIONES_${rutEmpresa}_${ROLE_CODE[role]}_${p}.txt`),
      );
      const world = await live.files.fetchPeriodAnswers({ rut: rutEmpresa, role, ...WINDOW });
      const got = periodContent(answers, WINDOW.desde, WINDOW.hasta);
      expect(got.rows.length).toBeGreaterThan(0);
      expect(got).toEqual(periodContent(world, WINDOW.desde, WINDOW.hasta));
    },
  );

  it("keeps the SII's quirks: the first factoring's rows the parser rejects, the second's two-address MAIL_CESIONARIO", async () => {
    const [first, second] = await Promise.all(
      [0, 1].map((i) =>
        withGateway(withClave(factoring(i)), (g) =>
          g.fetchPeriodAnswers({ rut: factoring(i).rutEmpresa, role: 'cesionario', ...WINDOW }),
        ),
      ),
    );
    expect(periodContent(first!, WINDOW.desde, WINDOW.hasta).rejected.length).toBeGreaterThan(0);
    const rows = periodContent(second!, WINDOW.desde, WINDOW.hasta).rows.map(
      (json) => JSON.parse(json) as { mailCesionario: string | null },
    );
    expect(
      rows.some(
        (row) => row.mailCesionario?.split(';').every((mail) => mail.includes('@')) && row.mailCesionario.includes(';'),
      ),
    ).toBe(true);
  });

  it('asks the XML form when settings.periodFormat is XML, with the same rows', async () => {
    const { rutEmpresa } = factoring(1);
    const gateway = live
      .clientWith({ periodFormat: 'XML' })
      .factoringGateway(withClave(factoring(1)), live.capture.archive());
    try {
      const answers = await gateway.fetchPeriodAnswers({ rut: rutEmpresa, role: 'cesionario', ...WINDOW });
      expect(answers.map((a) => a.name)).toEqual(PIECES.map((p) => `CESIONES_${rutEmpresa}_2_${p}.xml`));
      expect(Buffer.from(answers[0]!.bytes).toString('latin1')).toMatch(/^<\?xml[^>]*ISO-8859-1/);
      const world = await live.files.fetchPeriodAnswers({ rut: rutEmpresa, role: 'cesionario', ...WINDOW });
      expect(periodContent(answers, WINDOW.desde, WINDOW.hasta)).toEqual(
        periodContent(world, WINDOW.desde, WINDOW.hasta),
      );
    } finally {
      await gateway.close();
    }
  });

  it('gives the demo deudor, logged in as itself with its own clave, its DEUDOR answers without any representation', async () => {
    const { deudor } = live.world.manifest;
    live.sii.control.resetRequests();
    const credentials = { rutEmpresa: deudor.rut, clave: companyClave(live.sii, deudor.rut), certificado: null };
    const answers = await withGateway(credentials, (g) =>
      g.fetchPeriodAnswers({ rut: deudor.rut, role: 'deudor', ...WINDOW }),
    );
    const world = await live.files.fetchPeriodAnswers({ rut: deudor.rut, role: 'deudor', ...WINDOW });
    const got = periodContent(answers, WINDOW.desde, WINDOW.hasta);
    expect(got.rows.length).toBeGreaterThan(0);
    expect(got).toEqual(periodContent(world, WINDOW.desde, WINDOW.hasta));
    expect([live.served('CAutInicio'), live.served('admRepresentar'), live.served('autTermino')]).toEqual([1, 0, 1]);
  });
});

describe('AEC download (RTCDescargarXmlCons)', () => {
  it("returns the world's highest-SEQ AEC of every DTE the factoring acquired, byte for byte, named AEC--…--SEQ-n; null when there is none", async () => {
    const dtes = await heldDtes(0);
    await withGateway(withClave(factoring(0)), async (gateway) => {
      const names: string[] = [];
      for (const dte of dtes) {
        const got = await gateway.fetchAec(dte);
        const want = await live.files.fetchAec(dte);
        expect(got?.name).toBe(want!.name);
        expect(Buffer.from(got!.bytes).equals(Buffer.from(want!.bytes))).toBe(true);
        names.push(got!.name);
      }
      expect(names.some((name) => /--SEQ-[2-9]\.xml$/.test(name))).toBe(true);
      expect(await gateway.fetchAec({ ...dtes[0]!, folio: 999_999_999 })).toBeNull();
    });
  });
});

describe('RegistroReclamoDte', () => {
  it('returns the EVENTOS-- and RECEPCION-- answers byte for byte; a DTE without them reads as "no list" / no date', async () => {
    const dtes = worldDtes(live.world);
    const withFiles = dtes.slice(0, 10);
    const withoutEvents: DocumentKey[] = [];
    const withoutReception: DocumentKey[] = [];
    for (const dte of dtes) {
      if (!(await live.files.fetchEvents(dte))) withoutEvents.push(dte);
      if (!(await live.files.fetchReceptionDate(dte))) withoutReception.push(dte);
    }
    expect(withoutEvents.length).toBeGreaterThan(0);
    expect(withoutReception.length).toBeGreaterThan(0);
    await withGateway(withClave(factoring(0)), async (gateway) => {
      for (const dte of withFiles) {
        for (const [got, want] of [
          [await gateway.fetchEvents(dte), await live.files.fetchEvents(dte)],
          [await gateway.fetchReceptionDate(dte), await live.files.fetchReceptionDate(dte)],
        ]) {
          if (!want) continue;
          expect(got?.name).toBe(want.name);
          expect(Buffer.from(got!.bytes).equals(Buffer.from(want.bytes))).toBe(true);
        }
      }
      const events = await gateway.fetchEvents(withoutEvents[0]!);
      expect(events?.name).toMatch(/^EVENTOS--.+\.xml$/);
      expect(parseEventList(events!.bytes)).toBeNull();
      const reception = await gateway.fetchReceptionDate(withoutReception[0]!);
      expect(reception?.name).toMatch(/^RECEPCION--.+\.xml$/);
      expect(parseReceptionDate(reception!.bytes)).toBeNull();
    });
  });

  it("answers consultarDocDteCedible with the SII's codResp for the DTE's events and reception date", async () => {
    const dtes = worldDtes(live.world).slice(0, 30);
    const codes = new Set<number>();
    await withGateway(withClave(factoring(0)), async (gateway) => {
      for (const dte of dtes) {
        const answer = await gateway.consultarDocDteCedible(dte);
        const events = await live.files.fetchEvents(dte);
        const reception = await live.files.fetchReceptionDate(dte);
        const want = decideCedible(
          dte.tipoDTE,
          (events && parseEventList(events.bytes)) ?? [],
          reception && parseReceptionDate(reception.bytes),
          new Date(),
        );
        expect(answer).toEqual(want);
        codes.add(answer.codResp);
      }
    });
    expect(codes.size).toBeGreaterThan(1);
  });
});

describe('wsRPETCConsulta', () => {
  it('getEstCesion: ESTADO 0 "Documento Cedido" for a ceded DTE, 2 for an unknown one', async () => {
    const [dte] = await heldDtes(0);
    await withGateway(withClave(factoring(0)), async (gateway) => {
      expect(await gateway.getEstCesion(dte!)).toMatchObject({
        estado: 0,
        glosa: 'Documento Cedido',
        rutTenedor: null,
      });
      expect((await gateway.getEstCesion({ ...dte!, folio: 999_999_999 })).estado).toBe(2);
    });
  });

  it("getEstCesionRelac: the holder and last annotation of the DTE's latest AEC for its holder; -15 for a company not linked", async () => {
    const f = factoring(0);
    const facts = [];
    for (const dte of await heldDtes(0)) {
      const aec = parseAec((await live.files.fetchAec(dte))!.bytes);
      facts.push({
        dte,
        tenedor: aec.current.cesionario.rut,
        receptor: aec.dte.rutReceptor,
        fecha: toIsoDateTime(aec.current.tmstCesion),
      });
    }
    const held = facts.find((fact) => fact.tenedor === f.rutEmpresa)!;
    const passed = facts.find((fact) => fact.tenedor !== f.rutEmpresa && fact.receptor !== f.rutEmpresa)!;
    await withGateway(withClave(f), async (gateway) => {
      expect(await gateway.getEstCesionRelac(held.dte)).toMatchObject({
        estado: 0,
        rutTenedor: f.rutEmpresa,
        fechaUltimaAnotacion: held.fecha,
      });
      expect((await gateway.getEstCesionRelac(passed.dte)).estado).toBe(-15);
    });
  });

  it('getEstEnvio: ESTADO 2 for a TRACKID the local SII never received', async () => {
    const answer = await withGateway(withClave(factoring(0)), (g) => g.getEstEnvio('0000038936'));
    expect(answer).toMatchObject({ estado: 2, estadoEnvio: null });
  });
});

describe('portal login', () => {
  it('with the clave: logs in as the authorized person, represents the factoring, reports the login, logs out on close', async () => {
    const f = factoring(0);
    const logins: LoginResult[] = [];
    live.sii.control.resetRequests();
    const gateway = live.client.factoringGateway(withClave(f), live.capture.archive(), (result) => logins.push(result));
    await gateway.fetchPeriodAnswers({
      rut: f.rutEmpresa,
      role: 'cesionario',
      desde: '2025-06-01',
      hasta: '2025-06-30',
    });
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(1);
    await gateway.close();
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(0);
    expect(logins).toEqual([{ ok: true }]);
    expect(['CAutInicio', 'admRPDOBuild', 'admRepresentar', 'autTermino'].map(live.served)).toEqual([1, 1, 1, 1]);
    expect(live.capture.linesWith('"metodo":"clave"').length).toBeGreaterThan(0);
  });

  it('with the certificate only: logs in over TLS with it as client certificate, represents, reads, logs out', async () => {
    const f = factoring(1);
    const [dte] = await heldDtes(1);
    const gateway = live.client.factoringGateway(withCertificateOnly(f), live.capture.archive());
    const desde = '2025-06-01';
    const hasta = '2025-06-30';
    const answers = await gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', desde, hasta });
    const aec = await gateway.fetchAec(dte!);
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(1);
    await gateway.close();
    expect(live.sii.control.openSessions(f.autorizado.rut)).toBe(0);
    const world = await live.files.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', desde, hasta });
    expect(periodContent(answers, desde, hasta)).toEqual(periodContent(world, desde, hasta));
    expect(Buffer.from(aec!.bytes).equals(Buffer.from((await live.files.fetchAec(dte!))!.bytes))).toBe(true);
    const tlsLogins = live.capture.wire.answers.filter(
      (a) => a.origin === live.sii.hosts.portalCertificado && a.path.startsWith('/cgi_AUT2000/CAutInicio.cgi'),
    );
    expect(tlsLogins.map((a) => a.status)).toEqual([302]);
    expect(live.capture.linesWith('"metodo":"certificado"').length).toBe(1);
  });
});

itLeavesNoSecrets(() => live);
