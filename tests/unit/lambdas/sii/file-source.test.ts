import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePeriodAnswer } from '@domain/period-file';
import { discoverCesionarios } from '@lambdas/sii/discover-cesionarios';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { siiFixture } from '@tests/support/fixtures';

const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

describe('FileSiiGateway on a temporary directory', () => {
  let root: string;
  const put = (relative: string, content: string): void => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'file-source-'));
    put('periodos/a/CESIONES_76389992-6_2_01042019_07042019.txt', 'semana 1');
    put('periodos/b/CESIONES_76.389.992-6_2_08042019_14042019.xml', 'semana 2');
    put('CESIONES_76389992-6_2_15042019_21042019.txt', 'semana 3');
    put('CESIONES_76389992-6_1_01042019_30042019.txt', 'rol cedente');
    put('dte/x/AEC--76354771-K--33--170--SEQ-1.xml', 'seq 1');
    put('dte/y/AEC--76.354.771-K--33--170--SEQ-2.xml', 'seq 2');
    put('dte/AEC--76354771-K--33--170--SEQ-10.xml', 'seq 10');
    put('dte/EVENTOS--76354771-K--33--170.xml', 'eventos');
    put('dte/RECEPCION--76354771-K--33--170.xml', 'recepcion');
    put('world.json', '{}');
    put('otros/AEC--76354771-K--33--170--SEQ-2-canonicalized.xml', 'not an AEC name');
    put('malos/CESIONES_76389992-0_2_01042019_07042019.txt', 'bad check digit');
    put('malos/EVENTOS--76354771-K--33--170.xml', 'duplicate');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('returns the period answers of the rut and role whose window overlaps the query, oldest first', async () => {
    const gateway = new FileSiiGateway(root);
    const files = await gateway.fetchPeriodAnswers({
      rut: '76.389.992-6',
      role: 'cesionario',
      desde: '2019-04-07',
      hasta: '2019-04-15',
    });
    expect(files.map((f) => text(f.bytes))).toEqual(['semana 1', 'semana 2', 'semana 3']);
    expect(files[1]?.name).toBe('CESIONES_76.389.992-6_2_08042019_14042019.xml');
  });

  it('leaves out windows that end before or start after the query, and other roles', async () => {
    const gateway = new FileSiiGateway(root);
    const inside = await gateway.fetchPeriodAnswers({
      rut: '76389992-6',
      role: 'cesionario',
      desde: '2019-04-08',
      hasta: '2019-04-14',
    });
    expect(inside.map((f) => text(f.bytes))).toEqual(['semana 2']);
    expect(
      await gateway.fetchPeriodAnswers({
        rut: '76389992-6',
        role: 'cesionario',
        desde: '2019-05-01',
        hasta: '2019-05-31',
      }),
    ).toEqual([]);
    expect(
      await gateway.fetchPeriodAnswers({ rut: '76389992-6', role: 'deudor', desde: '2019-04-01', hasta: '2019-04-30' }),
    ).toEqual([]);
    const cedente = await gateway.fetchPeriodAnswers({
      rut: '76389992-6',
      role: 'cedente',
      desde: '2019-04-10',
      hasta: '2019-04-10',
    });
    expect(cedente.map((f) => text(f.bytes))).toEqual(['rol cedente']);
  });

  it('serves the AEC with the highest SEQ (numerically), whatever the RUT spelling', async () => {
    const gateway = new FileSiiGateway(root);
    const aec = await gateway.fetchAec({ rutEmisor: '76.354.771-k', tipoDTE: 33, folio: 170 });
    expect(aec?.name).toBe('AEC--76354771-K--33--170--SEQ-10.xml');
    expect(text(aec?.bytes)).toBe('seq 10');
  });

  it('serves the SOAP answers and null for a DTE without files', async () => {
    const gateway = new FileSiiGateway(root);
    const dte = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };
    expect(text((await gateway.fetchEvents(dte))?.bytes)).toBe('eventos');
    expect(text((await gateway.fetchReceptionDate(dte))?.bytes)).toBe('recepcion');
    const other = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 171 };
    expect(await gateway.fetchAec(other)).toBeNull();
    expect(await gateway.fetchEvents(other)).toBeNull();
    expect(await gateway.fetchReceptionDate(other)).toBeNull();
  });

  it('reports names with a bad part and duplicates instead of using them', async () => {
    const { indexed, rejected } = await new FileSiiGateway(root).reindex();
    expect(indexed).toBe(9);
    expect(rejected).toEqual([
      { path: path.join('malos', 'CESIONES_76389992-0_2_01042019_07042019.txt'), reason: "RUT inválido '76389992-0'" },
      {
        path: path.join('malos', 'EVENTOS--76354771-K--33--170.xml'),
        reason: `duplicado de ${path.join('dte', 'EVENTOS--76354771-K--33--170.xml')}`,
      },
    ]);
  });

  it("serves the SII's nómina files by their years, oldest first, and reports a name whose years are reversed", async () => {
    put('nomina/PUB_EMPRESAS_PJ_2020_A_2024.txt', 'cinco años');
    put('PUB_EMPRESAS_PJ_2025.txt', 'un año');
    put('viejas/PUB_EMPRESAS_PJ_2019_A_2020.txt', 'dos años');
    put('malos/PUB_EMPRESAS_PJ_2024_A_2020.txt', 'al revés');
    const gateway = new FileSiiGateway(root);
    expect((await gateway.fetchNominaEmpresas()).map((f) => [f.name, text(f.bytes)])).toEqual([
      ['PUB_EMPRESAS_PJ_2019_A_2020.txt', 'dos años'],
      ['PUB_EMPRESAS_PJ_2020_A_2024.txt', 'cinco años'],
      ['PUB_EMPRESAS_PJ_2025.txt', 'un año'],
    ]);
    const { rejected } = await gateway.reindex();
    expect(rejected).toContainEqual({
      path: path.join('malos', 'PUB_EMPRESAS_PJ_2024_A_2020.txt'),
      reason: "años inválidos '2024'..'2020'",
    });
  });

  it('serves no nómina when the tree has none', async () => {
    expect(await new FileSiiGateway(root).fetchNominaEmpresas()).toEqual([]);
  });

  it('keeps its index until reindex() is called', async () => {
    const gateway = new FileSiiGateway(root);
    const dte = { rutEmisor: '77777777-7', tipoDTE: 34, folio: 5 };
    expect(await gateway.fetchEvents(dte)).toBeNull();
    put('nuevos/EVENTOS--77777777-7--34--5.xml', 'nuevo');
    expect(await gateway.fetchEvents(dte)).toBeNull();
    await gateway.reindex();
    expect(text((await gateway.fetchEvents(dte))?.bytes)).toBe('nuevo');
  });

  it('rejects a query with a malformed date', async () => {
    await expect(
      new FileSiiGateway(root).fetchPeriodAnswers({
        rut: '76389992-6',
        role: 'cesionario',
        desde: '07-04-2019',
        hasta: '2019-04-15',
      }),
    ).rejects.toThrow(/Período inválido/);
  });

  it('lists again after a failed listing once the directory exists', async () => {
    const later = path.join(root, 'todavia-no');
    const gateway = new FileSiiGateway(later);
    await expect(gateway.fetchAec({ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 })).rejects.toThrow(/ENOENT/);
    mkdirSync(later);
    writeFileSync(path.join(later, 'AEC--76354771-K--33--170--SEQ-1.xml'), 'ya');
    expect(text((await gateway.fetchAec({ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 }))?.bytes)).toBe('ya');
  });
});

describe('FileSiiGateway on the real SII files', () => {
  it('serves the real period answer of ST CAPITAL byte for byte, and it parses', async () => {
    const dir = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
    const files = await new FileSiiGateway(dir).fetchPeriodAnswers({
      rut: '76389992-6',
      role: 'cesionario',
      desde: '2019-04-05',
      hasta: '2019-04-05',
    });
    expect(files.map((f) => f.name)).toEqual(['CESIONES_76389992-6_2_04042019_08042019.txt']);
    expect(Buffer.from(files[0]!.bytes).equals(readFileSync(path.join(dir, files[0]!.name)))).toBe(true);
    const answer = parsePeriodAnswer(files[0]!);
    expect(answer.header).toMatchObject({
      rut: '76389992-6',
      role: 'cesionario',
      desde: '2019-04-04',
      hasta: '2019-04-08',
    });
    expect(answer.rows.length).toBeGreaterThan(0);
  });

  it('finds the real AEC by its DTE and ignores the canonicalised copies beside it', async () => {
    const dir = siiFixture('cordada__lib-cl-sii-python', 'sii-rtc');
    const aec = await new FileSiiGateway(dir).fetchAec({ rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 });
    expect(aec?.name).toBe('AEC--76354771-K--33--170--SEQ-2.xml');
    expect(Buffer.from(aec!.bytes).equals(readFileSync(path.join(dir, aec!.name)))).toBe(true);
  });
});

describe('discoverCesionarios', () => {
  it('finds ST CAPITAL S.A. in the real TXT and XML answers', async () => {
    for (const form of ['cesionario_txt', 'cesionario_xml']) {
      const found = await discoverCesionarios(siiFixture('secretline__lib-cl-sii-python', form));
      expect(found.map(({ rut, razonSocial }) => ({ rut, razonSocial }))).toEqual([
        { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
      ]);
    }
  });

  it('reads only cesionario-role answers', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'discover-'));
    try {
      const real = readFileSync(
        siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt', 'CESIONES_76389992-6_2_04042019_08042019.txt'),
        'utf8',
      );
      writeFileSync(
        path.join(root, 'CESIONES_76389992-6_1_04042019_08042019.txt'),
        real.replace('TIPO_CONSULTA=CESIONARIO', 'TIPO_CONSULTA=CEDENTE'),
      );
      expect(await discoverCesionarios(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
