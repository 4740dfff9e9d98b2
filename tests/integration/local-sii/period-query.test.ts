/**
 * "Consulta de Cesiones en Período" at the local SII over HTTP: the rows of the served period files inside the asked
 * window, merged across files, for the session's company, in TXT (ISO-8859-1, CRLF, DATOS_CONSULTA echoing the window)
 * or XML form; quirky rows copied raw.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePeriodAnswer } from '@domain/period-file';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { errCodeOf, loginWithClave, representedSession, send } from '../../support/local-sii-http';
import { removeDirs, startTestSii, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };
let cookies: Map<string, string>;

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world);
  cookies = await representedSession(sii);
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

const factoringRut = () => sii.credentials.factorings[0]!.rutEmpresa;

function ask(form: Record<string, string>, session = cookies) {
  return send(`${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`, {
    form,
    cookies: session,
    headers: { referer: `${sii.hosts.palena}/cgi_rtc/RTC/RTCConsultaCesionesHtml.cgi` },
  });
}

/**
 * What the world's period files of a company and role code hold for a window: the good rows (as JSON) whose FCH_CESION
 * day is inside it, and how many rows the parser rejects in the files lying wholly inside it (the SII's damaged rows,
 * which the local SII passes on as they are).
 */
function worldAnswer(
  folder: string,
  rut: string,
  code: 1 | 2,
  desde: string,
  hasta: string,
): { rows: string[]; rejected: number } {
  const dir = path.join(world.dir, folder, rut);
  const answers = readdirSync(dir)
    .filter((name) => name.startsWith(`CESIONES_${rut}_${code}_`))
    .map((name) => parsePeriodAnswer({ name, bytes: readFileSync(path.join(dir, name)) }));
  const rows = answers
    .flatMap((answer) => answer.rows)
    .filter((row) => row.fchCesion.slice(0, 10) >= desde && row.fchCesion.slice(0, 10) <= hasta)
    .map((row) => JSON.stringify(row))
    .sort();
  const inside = answers.filter((answer) => answer.header.desde >= desde && answer.header.hasta <= hasta);
  return { rows, rejected: inside.reduce((sum, answer) => sum + answer.errors.length, 0) };
}

/** The good rows of an answer (as JSON, sorted) and how many it has that the parser rejects. */
const answerRows = (bytes: Buffer, name: string): { rows: string[]; rejected: number } => {
  const answer = parsePeriodAnswer({ name, bytes });
  return { rows: answer.rows.map((row) => JSON.stringify(row)).sort(), rejected: answer.errors.length };
};

describe('RTCConsultaCesiones.cgi', () => {
  it('answers in TXT the rows of every file overlapping the window, cut to it, with the DATOS_CONSULTA echo', async () => {
    const answer = await ask({ TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '03052025', HASTA: '20062025' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('ISO-8859-1');
    const lines = answer.latin1.split('\r\n');
    expect(lines[0]).toBe(
      `DATOS_CONSULTA; RUT=${factoringRut()};TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=03052025;HASTA_DDMMAAAA=20062025`,
    );
    expect(answer.latin1.replace(/\r\n/g, '')).not.toContain('\n');
    const parsed = parsePeriodAnswer({ name: 'answer.txt', bytes: answer.body });
    expect(parsed.header).toEqual({
      rut: factoringRut(),
      role: 'cesionario',
      desde: '2025-05-03',
      hasta: '2025-06-20',
    });
    const expected = worldAnswer('periodos', factoringRut(), 2, '2025-05-03', '2025-06-20');
    expect(expected.rows.length).toBeGreaterThan(5);
    expect(answerRows(answer.body, 'answer.txt').rows).toEqual(expected.rows);
  });

  it('answers the same rows in XML form (SII:RESPUESTA, ESTADO 0), damaged rows included as they are', async () => {
    let rejected = 0;
    for (const [index, factoring] of sii.credentials.factorings.entries()) {
      const cookies = await representedSession(sii, index);
      const answer = await ask({ TIPOCONSULTA: '2', TXTXML: 'XML', DESDE: '01042025', HASTA: '30062025' }, cookies);
      expect(answer.latin1).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-1"\?>/);
      const expected = worldAnswer('periodos', factoring.rutEmpresa, 2, '2025-04-01', '2025-06-30');
      expect(answerRows(answer.body, 'answer.xml')).toEqual(expected);
      rejected += expected.rejected;
    }
    // The demo world damages a few rows of the first factoring's latest answer, as the SII sometimes sends them.
    expect(rejected).toBeGreaterThan(0);
  });

  it('writes accented letters as single ISO-8859-1 bytes', async () => {
    const answer = await ask({ TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01042025', HASTA: '30062025' });
    const razonSocial = sii.credentials.factorings[0]!.razonSocial;
    expect(razonSocial).toMatch(/[ÁÉÍÓÚÑ]/);
    expect(answer.body.includes(Buffer.from(razonSocial, 'latin1'))).toBe(true);
    expect(answer.body.includes(Buffer.from(razonSocial, 'utf8'))).toBe(false);
  });

  it('answers a client company logged in as itself from its own files (CEDENTE)', async () => {
    const client = sii.credentials.clients[0]!;
    const { setCookies } = await loginWithClave(sii, client.rutEmpresa, client.clave);
    const answer = await ask({ TIPOCONSULTA: '1', TXTXML: 'TXT', DESDE: '01032025', HASTA: '30062025' }, setCookies);
    expect(answer.latin1).toContain(`RUT=${client.rutEmpresa};TIPO_CONSULTA=CEDENTE`);
    expect(answerRows(answer.body, 'a.txt')).toEqual(
      worldAnswer('clientes', client.rutEmpresa, 1, '2025-03-01', '2025-06-30'),
    );
  });

  it('copies quirky rows raw (a multi-e-mail MAIL_CESIONARIO with an unescaped ";", a bad row), each cesión once', async () => {
    const rut = factoringRut();
    const header =
      'VENDEDOR;ESTADO_CESION;DEUDOR;MAIL_DEUDOR;TIPO_DOC;NOMBRE_DOC;FOLIO_DOC;FCH_EMIS_DTE;MNT_TOTAL;CEDENTE;RZ_CEDENTE;' +
      'MAIL_CEDENTE;CESIONARIO;RZ_CESIONARIO;MAIL_CESIONARIO;FCH_CESION;MNT_CESION;FCH_VENCIMIENTO';
    const multiMail =
      '76676678-1;Cesión Vigente;76007005-K;null;33;Factura Electronica;501;2025-01-02;1000;76676678-1;PEÑALOLÉN SPA;' +
      `a@b.cl;${rut};ARRAYÁN;uno@f.cl;dos@f.cl;2025-01-03 10:00;1000;2025-02-01`;
    const bad =
      '76676678-1;Cesion Vigente;NO-ES-RUT;null;33;Factura Electronica;502;2025-01-02;1000;76676678-1;X;a@b.cl;' +
      `${rut};Y;z@f.cl;2025-01-04 11:00;1000;`;
    const outside = multiMail.replace('2025-01-03 10:00', '2025-01-09 10:00').replace(';501;', ';503;');
    const file = [
      `DATOS_CONSULTA; RUT=${rut};TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=01012025;HASTA_DDMMAAAA=10012025`,
      header,
      multiMail,
      bad,
      outside,
    ];
    mkdirSync(path.join(world.dir, 'extra'), { recursive: true });
    writeFileSync(path.join(world.dir, 'extra', `CESIONES_${rut}_2_01012025_10012025.txt`), `${file.join('\n')}\n`);
    // An overlapping answer holding the same cesión again: the SII gives each cesión once.
    const overlap = [file[0]!.replace('10012025', '05012025'), header, multiMail];
    writeFileSync(
      path.join(world.dir, 'extra', `CESIONES_${rut}_2_01012025_05012025.txt`),
      `${overlap.join('\r\n')}\r\n`,
    );
    await sii.control.reindex();

    const txt = await ask({ TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01012025', HASTA: '07012025' });
    expect(txt.latin1.split('\r\n').slice(2, -1)).toEqual([multiMail, bad]);
    expect(txt.body.includes(Buffer.from('PEÑALOLÉN', 'latin1'))).toBe(true);

    const xml = await ask({ TIPOCONSULTA: '2', TXTXML: 'XML', DESDE: '01012025', HASTA: '07012025' });
    expect(xml.latin1).toContain('<MAIL_CESIONARIO>uno@f.cl;dos@f.cl</MAIL_CESIONARIO>');
    expect(xml.latin1).toContain('<DEUDOR>NO-ES-RUT</DEUDOR>');
  });

  it('answers ERR 28 without a session and Transaccion Rechazada for bad fields', async () => {
    const noSession = await ask({ TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '01052025', HASTA: '31052025' }, new Map());
    expect(errCodeOf(noSession.latin1)).toBe(28);
    for (const form of [
      { TIPOCONSULTA: '7', TXTXML: 'TXT', DESDE: '01052025', HASTA: '31052025' },
      { TIPOCONSULTA: '2', TXTXML: 'TXT', DESDE: '31052025', HASTA: '01052025' },
      { TIPOCONSULTA: '2', TXTXML: 'PDF', DESDE: '01052025', HASTA: '31052025' },
    ]) {
      expect((await ask(form)).latin1).toContain('Transaccion Rechazada');
    }
  });
});
