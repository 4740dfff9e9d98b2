import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { S3AnswerArchive } from '@lambdas/sii/web/s3-answer-archive';
import { siiFixture } from '@tests/support/fixtures';
import { latin1, reclamoAnswer } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS } from '@tests/support/sii-web-fakes';
import {
  certificateCredentials,
  CLAVE,
  clientHarness,
  portalRoutes,
  RUT_AUTORIZADO,
  RUT_FACTORING,
  tokenRoutes,
} from '@tests/support/sii-web-harness';
import { extractTarGz, filesUnder, listTarGz } from '@tests/support/sii-web-tar';

type Put = PutObjectCommand['input'];

/** An S3 client that keeps every PutObject (or fails them all). */
function fakeS3(fail = false): { s3: S3Client; puts: Put[] } {
  const puts: Put[] = [];
  const s3 = {
    send: async (command: { input: Put }) => {
      if (fail) throw new Error('AccessDenied');
      puts.push(command.input);
      return {};
    },
  } as unknown as S3Client;
  return { s3, puts };
}

const bodyOf = (put: Put) => put.Body as Uint8Array;
const answer = (name: string | undefined, text: string, operation = 'getSeed') => ({
  ...(name ? { name } : {}),
  bytes: latin1(text),
  operation,
  status: 200,
  receivedAt: new Date('2024-01-01T02:00:00Z'),
});

let h: ReturnType<typeof clientHarness> | undefined;
afterEach(async () => {
  await h?.fake.agent.close();
  h = undefined;
});

describe('S3AnswerArchive', () => {
  it('writes tar.gz parts of 500 answers under sii-raw/{scope}/{Chile day}/{runId}-{part}.tar.gz, numbering otros/ across parts', async () => {
    const { s3, puts } = fakeS3();
    // 02:00 UTC on 1 January is still 31 December in Chile (UTC-3 in summer).
    const archive = new S3AnswerArchive(s3, 'raw-bucket', {
      scope: RUT_FACTORING,
      runId: 'run-7',
      now: new Date('2024-01-01T02:00:00Z'),
    });
    for (let i = 0; i < 1001; i++) archive.add(answer(undefined, `<x>${i}</x>`));
    await archive.close();
    puts.sort((a, b) => String(a.Key).localeCompare(String(b.Key))); // parts upload in parallel
    expect(puts.map((p) => [p.Bucket, p.Key, p.ContentType])).toEqual([
      ['raw-bucket', 'sii-raw/76389992-6/2023-12-31/run-7-001.tar.gz', 'application/gzip'],
      ['raw-bucket', 'sii-raw/76389992-6/2023-12-31/run-7-002.tar.gz', 'application/gzip'],
      ['raw-bucket', 'sii-raw/76389992-6/2023-12-31/run-7-003.tar.gz', 'application/gzip'],
    ]);
    const first = listTarGz(bodyOf(puts[0]!));
    expect(first).toHaveLength(501);
    expect(first.slice(0, 2)).toEqual(['otros/00001-getSeed.xml', 'otros/00002-getSeed.xml']);
    expect(first.at(-1)).toBe('manifest-001.jsonl');
    expect(listTarGz(bodyOf(puts[2]!))).toEqual(['otros/01001-getSeed.xml', 'manifest-003.jsonl']);
    const manifest = readFileSync(path.join(extractTarGz(bodyOf(puts[2]!)), 'manifest-003.jsonl'), 'utf8');
    expect(JSON.parse(manifest.trim())).toEqual({
      name: 'otros/01001-getSeed.xml',
      operation: 'getSeed',
      status: 200,
      receivedAt: '2024-01-01T02:00:00.000Z',
      size: 11,
    });
  });

  it('keeps the bytes unchanged (ISO-8859-1) and guesses the otros/ extension', async () => {
    const { s3, puts } = fakeS3();
    const archive = new S3AnswerArchive(s3, 'b', { scope: RUT_FACTORING, runId: 'r', now: new Date() });
    archive.add(
      answer('CESIONES_76389992-6_2_01042019_30042019.txt', 'DATOS_CONSULTA; Cesión Vigente', 'RTCConsultaCesiones'),
    );
    archive.add(answer(undefined, '<html><body>NO ESTA AUTENTICADO</body></html>', 'CAutInicio'));
    archive.add(answer(undefined, '{"respEstado":{}}', 'getDetalleVentaExport'));
    archive.add(answer(undefined, 'adios', 'autTermino'));
    await archive.close();
    const dir = extractTarGz(bodyOf(puts[0]!));
    expect(filesUnder(dir)).toEqual([
      'CESIONES_76389992-6_2_01042019_30042019.txt',
      'manifest-001.jsonl',
      'otros/00001-CAutInicio.html',
      'otros/00002-getDetalleVentaExport.json',
      'otros/00003-autTermino.txt',
    ]);
    expect([...readFileSync(path.join(dir, 'CESIONES_76389992-6_2_01042019_30042019.txt'))]).toEqual([
      ...latin1('DATOS_CONSULTA; Cesión Vigente'),
    ]);
  });

  it('a failing S3 write neither throws from add nor from close; it is logged', async () => {
    const { s3 } = fakeS3(true);
    const warnings: string[] = [];
    const archive = new S3AnswerArchive(s3, 'b', {
      scope: RUT_FACTORING,
      runId: 'r',
      now: new Date(),
      logger: { warn: (m) => void warnings.push(m) },
    });
    for (let i = 0; i < 501; i++) archive.add(answer(undefined, 'x'));
    await expect(archive.close()).resolves.toBeUndefined();
    expect(warnings).toEqual(['SII: no se pudo archivar respuestas', 'SII: no se pudo archivar respuestas']);
  });
});

describe('a run archived and replayed', () => {
  it('an extracted archive is a directory FileSiiGateway serves the same answers from; no clave, PFX password, signed seed or cookie in it', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    tokenRoutes(h.fake);
    const aec = readFileSync(
      siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml'),
    );
    const period = latin1(
      'DATOS_CONSULTA; RUT=76389992-6;TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=01042019;HASTA_DDMMAAAA=30042019\r\n',
    );
    const events = reclamoAnswer(
      'listarEventosHistDoc',
      '<codResp>16</codResp><descResp>No existen eventos</descResp>',
    );
    const reception = reclamoAnswer('consultarFechaRecepcionSii', '05-04-2019 12:34:56');
    h.fake.on(FAKE_HOSTS.palena, 'POST', '/cgi_rtc/RTC/RTCConsultaCesiones.cgi', () => ({ body: period }));
    h.fake.on(FAKE_HOSTS.palena, 'POST', '/cgi_rtc/RTC/RTCDescargarXmlCons.cgi', () => ({ body: aec }));
    h.fake.on(FAKE_HOSTS.reclamo, 'POST', '/WSREGISTRORECLAMODTE/registroreclamodteservice', (req) => ({
      body: req.body.includes('listarEventosHistDoc') ? events : reception,
    }));
    const { s3, puts } = fakeS3();
    const archive = new S3AnswerArchive(s3, 'b', { scope: RUT_FACTORING, runId: 'run-1', now: new Date() });
    const credentials = { ...certificateCredentials(), clave: { rutUsuario: RUT_AUTORIZADO, clave: CLAVE } };
    const gateway = h.client.factoringGateway(credentials, archive);
    const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
    const query = { rut: RUT_FACTORING, role: 'cesionario' as const, desde: '2019-04-01', hasta: '2019-04-30' };
    const live = {
      period: await gateway.fetchPeriodAnswers(query),
      aec: await gateway.fetchAec(dte),
      events: await gateway.fetchEvents(dte),
      reception: await gateway.fetchReceptionDate(dte),
    };
    await gateway.close();
    await archive.close();

    expect(puts).toHaveLength(1);
    const dir = extractTarGz(bodyOf(puts[0]!));
    const replay = new FileSiiGateway(dir);
    const replayed = await replay.fetchPeriodAnswers(query);
    expect(replayed.map((f) => f.name)).toEqual(live.period.map((f) => f.name));
    expect(Buffer.from(replayed[0]!.bytes).equals(Buffer.from(live.period[0]!.bytes))).toBe(true);
    expect(Buffer.from((await replay.fetchAec(dte))!.bytes).equals(Buffer.from(live.aec!.bytes))).toBe(true);
    expect(Buffer.from((await replay.fetchEvents(dte))!.bytes).equals(Buffer.from(live.events!.bytes))).toBe(true);
    expect(Buffer.from((await replay.fetchReceptionDate(dte))!.bytes).equals(Buffer.from(live.reception!.bytes))).toBe(
      true,
    );

    const files = filesUnder(dir);
    expect(files.filter((f) => !f.startsWith('otros/'))).toEqual([
      'AEC--76354771-K--33--170--SEQ-2.xml',
      'CESIONES_76389992-6_2_01042019_30042019.txt',
      'EVENTOS--76354771-K--33--170.xml',
      'RECEPCION--76354771-K--33--170.xml',
      'manifest-001.jsonl',
    ]);
    // the other answers, in arrival order: login, representation, seed, token, logout
    expect(files.filter((f) => f.startsWith('otros/'))).toEqual([
      'otros/00001-CAutInicio.txt',
      'otros/00002-admRPDOBuild.html',
      'otros/00003-admRepresentar.html',
      'otros/00004-getSeed.xml',
      'otros/00005-getToken.xml',
      'otros/00006-autTermino.txt',
    ]);
    const read = (list: string[]) => list.map((f) => readFileSync(path.join(dir, f), 'latin1')).join('\n');
    const everything = read(files);
    for (const secret of [CLAVE, 'pfx-secreta', 'CSESSIONID', 'clave=', 'pszXml'])
      expect(everything).not.toContain(secret);
    // the signed seed (a request body) is nowhere; only the AEC carries XML-DSig signatures
    const others = read(files.filter((f) => !f.startsWith('AEC--')));
    expect(others).not.toContain('Semilla>');
    expect(others).not.toContain('SignatureValue');
  });
});
