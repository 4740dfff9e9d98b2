/**
 * The AEC download at the local SII over HTTP: the highest-SEQ AEC's bytes for a party to the chain, 'no tiene
 * acceso' for anyone else, 'no existe' for a DTE without AEC, ERR 28 without a session.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import type { DocumentKey } from '@domain/document-key';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { errCodeOf, representedSession, send } from '../../support/local-sii-http';
import { removeDirs, startTestSii, worldDtes, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };
let cookies: Map<string, string>;
/** The highest-SEQ AEC file of each DTE of the world. */
let latest: { dte: DocumentKey; seq: number; file: string }[];

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world);
  cookies = await representedSession(sii);
  latest = (await worldDtes(world)).flatMap(({ dte, aec }) => (aec ? [{ dte, ...aec }] : []));
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

function download(dte: DocumentKey, session = cookies) {
  const [rut_emisor = '', dv_emisor = ''] = dte.rutEmisor.split('-');
  return send(`${sii.hosts.palena}/cgi_rtc/RTC/RTCDescargarXmlCons.cgi`, {
    form: {
      rut_emisor,
      dv_emisor,
      tipo_docto: String(dte.tipoDTE),
      folio: String(dte.folio),
      clave: '',
      botonxml: 'xml',
    },
    cookies: session,
    headers: { referer: `${sii.hosts.palena}/rtc/RTC/RTCConsultas.html` },
  });
}

const parties = (file: string): Set<string> => {
  const aec = parseAec(readFileSync(file));
  return new Set([
    aec.dte.rutEmisor,
    aec.dte.rutReceptor,
    ...aec.cesiones.flatMap((c) => [c.cedente.rut, c.cesionario.rut]),
  ]);
};

describe('RTCDescargarXmlCons.cgi', () => {
  it("answers a party the bytes of the DTE's highest-SEQ AEC (ISO-8859-1 as the file has them)", async () => {
    const factoring = sii.credentials.factorings[0]!.rutEmpresa;
    const mine = latest.filter((entry) => parties(entry.file).has(factoring));
    const chained = mine.find((entry) => entry.seq >= 2) ?? mine[0]!;
    const answer = await download(chained.dte);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(readFileSync(chained.file))).toBe(true);
    expect(answer.latin1).toContain('<AEC');
  });

  it("answers 'no tiene acceso' to a company that is no party, 'no existe' without an AEC, ERR 28 without a session", async () => {
    const factoring = sii.credentials.factorings[0]!.rutEmpresa;
    const foreign = latest.find((entry) => !parties(entry.file).has(factoring))!;
    const refused = await download(foreign.dte);
    expect(refused.latin1).toContain('no tiene acceso');
    expect(refused.latin1).not.toContain('<AEC');
    const missing = await download({ ...foreign.dte, folio: 999_999_999 });
    expect(missing.latin1).toContain('no existe');
    expect(errCodeOf((await download(foreign.dte, new Map())).latin1)).toBe(28);
  });
});
