/**
 * The local SII's token services over HTTP: wsRPETCConsulta (token as first part; ESTADO 3/4 for a dead or unknown
 * token) and RegistroReclamoDteService (token as Cookie; HTTP 401 without a live one), answered from the demo world's
 * AEC, EVENTOS-- and RECEPCION-- files.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { decideCedible } from '@infra/local/sii/doc-cedible';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { encodedEnvelope, literalEnvelope } from '@lambdas/sii/web/soap-envelopes';
import { send } from '../../support/local-sii-http';
import { elementText, tokenFor } from '../../support/local-sii-soap';
import {
  removeDirs,
  startTestSii,
  worldDtes,
  writeTestWorld,
  type TestWorld,
  type WorldDte,
} from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };
let token: string;
let dtes: WorldDte[];

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world);
  token = await tokenFor(sii);
  dtes = await worldDtes(world);
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

const factoringRut = () => sii.credentials.factorings[0]!.rutEmpresa;
const dteParts = (dte: DocumentKey, names = ['RutEmisor', 'DVEmisor', 'TipoDoc', 'FolioDoc']) => {
  const [body = '', dv = ''] = dte.rutEmisor.split('-');
  return [body, dv, String(dte.tipoDTE), String(dte.folio)].map((value, i) => [names[i]!, value] as const);
};

async function rpetc(
  operation: string,
  parts: (readonly [string, string])[],
): Promise<{ estado: string | null; glosa: string | null; respuesta: string }> {
  const answer = await send(`${sii.hosts.palena}/DTEWS/services/wsRPETCConsulta`, {
    xml: encodedEnvelope('http://DefaultNamespace', operation, parts),
  });
  expect(answer.status).toBe(200);
  const respuesta = elementText(answer.body.toString('utf8'), `${operation}Return`) ?? '';
  return { estado: elementText(respuesta, 'SII:ESTADO'), glosa: elementText(respuesta, 'SII:GLOSA'), respuesta };
}

function reclamo(operation: string, dte: DocumentKey, tokenCookie: string | null = token) {
  return send(`${sii.hosts.reclamo}/WSREGISTRORECLAMODTE/registroreclamodteservice`, {
    xml: literalEnvelope(
      'http://ws.registroreclamodte.diii.sdi.sii.cl',
      operation,
      dteParts(dte, ['rutEmisor', 'dvEmisor', 'tipoDoc', 'folio']),
    ),
    cookies: tokenCookie === null ? undefined : new Map([['TOKEN', tokenCookie]]),
  });
}

describe('wsRPETCConsulta', () => {
  it("getEstCesion: ESTADO 0 'Documento Cedido' for a DTE with an AEC, 2 for one without", async () => {
    const ceded = dtes.find((d) => d.aec)!;
    expect(await rpetc('getEstCesion', [['Token', token], ...dteParts(ceded.dte), ['IdCesion', '']])).toMatchObject({
      estado: '0',
      glosa: 'Documento Cedido',
    });
    const unknown = { ...ceded.dte, folio: 999_999_999 };
    expect((await rpetc('getEstCesion', [['Token', token], ...dteParts(unknown), ['IdCesion', '']])).estado).toBe('2');
  });

  it('getEstCesionRelac: the holder and last annotation for the tenedor, -15 for a company not linked, 10 for one the token may not act for', async () => {
    const held = dtes.find(
      (d) => d.aec && parseAec(readFileSync(d.aec.file)).current.cesionario.rut === factoringRut(),
    )!;
    const aec = parseAec(readFileSync(held.aec!.file));
    const [body = '', dv = ''] = factoringRut().split('-');
    const relac = await rpetc('getEstCesionRelac', [
      ['Token', token],
      ...dteParts(held.dte),
      ['RutEmpresa', body],
      ['DVEmpresa', dv],
    ]);
    expect(relac.estado).toBe('0');
    expect(elementText(relac.respuesta, 'RUT_TENEDOR')).toBe(factoringRut());
    expect(elementText(relac.respuesta, 'FECHA_ULT_ANOT')).toBe(aec.current.tmstCesion.replace('T', ' '));

    const notMine = dtes.find((d) => {
      if (!d.aec) return false;
      const other = parseAec(readFileSync(d.aec.file));
      return other.current.cesionario.rut !== factoringRut() && other.dte.rutReceptor !== factoringRut();
    })!;
    expect(
      (
        await rpetc('getEstCesionRelac', [
          ['Token', token],
          ...dteParts(notMine.dte),
          ['RutEmpresa', body],
          ['DVEmpresa', dv],
        ])
      ).estado,
    ).toBe('-15');

    const [otherBody = '', otherDv = ''] = sii.credentials.factorings[1]!.rutEmpresa.split('-');
    const foreign = await rpetc('getEstCesionRelac', [
      ['Token', token],
      ...dteParts(held.dte),
      ['RutEmpresa', otherBody],
      ['DVEmpresa', otherDv],
    ]);
    expect(foreign.estado).toBe('10');
    expect(foreign.glosa).toContain('no tiene permiso en empresa');
  });

  it('getEstEnvio: ESTADO 2, no envío is known', async () => {
    expect(
      (
        await rpetc('getEstEnvio', [
          ['Token', token],
          ['TrackId', '12345'],
        ])
      ).estado,
    ).toBe('2');
  });

  it('answers ESTADO 4 for an unknown token and 3 once the tokens ended', async () => {
    const dte = dtes.find((d) => d.aec)!.dte;
    expect((await rpetc('getEstCesion', [['Token', 'NOEXISTE12345'], ...dteParts(dte), ['IdCesion', '']])).estado).toBe(
      '4',
    );
    const ending = await tokenFor(sii);
    sii.control.expireTokens();
    expect((await rpetc('getEstCesion', [['Token', ending], ...dteParts(dte), ['IdCesion', '']])).estado).toBe('3');
    token = await tokenFor(sii);
  });
});

describe('RegistroReclamoDteService', () => {
  it('listarEventosHistDoc and consultarFechaRecepcionSii answer the files byte for byte', async () => {
    const withEvents = dtes.find((d) => d.events)!;
    const events = await reclamo('listarEventosHistDoc', withEvents.dte);
    expect(events.status).toBe(200);
    expect(events.body.equals(readFileSync(withEvents.events!))).toBe(true);
    const withReception = dtes.find((d) => d.reception)!;
    const reception = await reclamo('consultarFechaRecepcionSii', withReception.dte);
    expect(reception.body.equals(readFileSync(withReception.reception!))).toBe(true);
  });

  it('answers HTTP 500 with a SOAP Fault when the SII holds no file', async () => {
    const withoutEvents = dtes.find((d) => !d.events)!;
    const answer = await reclamo('listarEventosHistDoc', withoutEvents.dte);
    expect(answer.status).toBe(500);
    expect(answer.latin1).toContain('<soapenv:Fault>');
    expect(parseEventList(answer.body)).toBeNull();
  });

  it('consultarDocDteCedible answers the codResp its events and reception give', async () => {
    for (const entry of dtes.slice(0, 12)) {
      const answer = await reclamo('consultarDocDteCedible', entry.dte);
      const events = entry.events ? (parseEventList(readFileSync(entry.events)) ?? []) : [];
      const reception = entry.reception ? parseReceptionDate(readFileSync(entry.reception)) : null;
      const expected = decideCedible(entry.dte.tipoDTE, events, reception, new Date());
      expect(answer.latin1).toContain(
        '<ns2:consultarDocDteCedibleResponse xmlns:ns2="http://ws.registroreclamodte.diii.sdi.sii.cl">',
      );
      expect(elementText(answer.body.toString('utf8'), 'codResp')).toBe(String(expected.codResp));
      expect(expected.codResp).toBeGreaterThanOrEqual(18);
    }
  });

  it('answers HTTP 401 without a TOKEN cookie, with an unknown one and with an ended one', async () => {
    const dte = dtes.find((d) => d.events)!.dte;
    expect((await reclamo('listarEventosHistDoc', dte, null)).status).toBe(401);
    expect((await reclamo('listarEventosHistDoc', dte, 'NOEXISTE12345')).status).toBe(401);
    sii.control.expireTokens();
    expect((await reclamo('listarEventosHistDoc', dte)).status).toBe(401);
    token = await tokenFor(sii);
    expect((await reclamo('listarEventosHistDoc', dte)).status).toBe(200);
  });
});
