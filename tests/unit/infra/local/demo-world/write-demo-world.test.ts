import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import type { Aec } from '@domain/aec/types';
import { daysBetween } from '@domain/chile-time';
import type { DteEvent } from '@domain/event-types';
import { parseNominaEmpresas } from '@domain/empresas/nomina-empresas';
import { tramoSegunVentas } from '@domain/empresas/tramo-ventas';
import { parsePeriodAnswer } from '@domain/period-file';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { PeriodCessionRow } from '@domain/period-types';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { discoverCesionarios } from '@lambdas/sii/discover-cesionarios';
import { FileSiiGateway } from '@lambdas/sii/file-source';
import { DEMO_UF_CLP } from '@infra/local/demo-world/nomina-empresas';
import { writeDemoWorld, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { checkXmlSignatures } from '@tests/support/sii/xml-signatures';
import { AEC_XSD, xmllintSchema } from '@tests/support/sii/xmllint';

const TODAY = '2025-11-20';
const SCALE = 0.03;

/** Every file under a directory with the SHA-256 of its bytes, by relative path. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex')];
    }),
  );
}

/** Everything the SII files say about one ceded document, read back with the domain parsers. */
interface ReadDocument {
  key: DocumentKey;
  rows: PeriodCessionRow[];
  aec: Aec | null;
  aecName: string | null;
  events: DteEvent[] | null;
  reception: string | null;
}

describe('demo world', () => {
  const dirs: string[] = [];
  const newDir = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-world-'));
    dirs.push(dir);
    return dir;
  };
  let dir: string;
  let manifest: DemoWorldManifest;
  const documents = new Map<string, ReadDocument>();
  const periodFileNames: string[] = [];
  const damagedRows: { file: string; field: string | null }[] = [];
  /** Rows of the clients' own answers (the manifest's periodRows counts the factorings' and the debtor's). */
  let clientRows = 0;

  beforeAll(async () => {
    dir = newDir();
    manifest = writeDemoWorld({ dir, seed: 'prueba', today: TODAY, scale: SCALE });
    const gateway = new FileSiiGateway(dir);
    // The clients' own answers too: the documents they ceded to factorings outside the platform are only there.
    const askers = [
      ...manifest.factorings.map(({ rut }) => ({ rut, roles: ['cesionario', 'cedente'] as const, client: false })),
      { rut: manifest.deudor.rut, roles: ['deudor'] as const, client: false },
      ...manifest.cedentes.map(({ rut }) => ({ rut, roles: ['cedente'] as const, client: true })),
    ];
    for (const factoring of askers) {
      for (const role of factoring.roles) {
        const files = await gateway.fetchPeriodAnswers({ rut: factoring.rut, role, desde: '2025-01-01', hasta: TODAY });
        periodFileNames.push(...files.map((f) => f.name));
        for (const file of files) {
          const answer = parsePeriodAnswer(file);
          if (factoring.client) clientRows += answer.rows.length;
          damagedRows.push(...answer.errors.map((error) => ({ file: file.name, field: error.field })));
          expect(answer.header).toMatchObject({ rut: factoring.rut, role });
          for (const row of answer.rows) {
            expect({ cesionario: row.cesionario, cedente: row.cedente, deudor: row.deudor }[role]).toBe(factoring.rut);
            // Type 46 is issued by the buyer, so its AEC and events are filed under the deudor (core-platform §3).
            const key: DocumentKey = {
              rutEmisor: row.tipoDoc === 46 ? row.deudor : row.vendedor,
              tipoDTE: row.tipoDoc,
              folio: row.folioDoc,
            };
            const id = `${key.rutEmisor}#${key.tipoDTE}#${key.folio}`;
            const known = documents.get(id);
            if (known) {
              known.rows.push(row);
              continue;
            }
            const [aec, events, reception] = await Promise.all([
              gateway.fetchAec(key),
              gateway.fetchEvents(key),
              gateway.fetchReceptionDate(key),
            ]);
            documents.set(id, {
              key,
              rows: [row],
              aec: aec && parseAec(aec.bytes),
              aecName: aec?.name ?? null,
              events: events && parseEventList(events.bytes),
              reception: reception && parseReceptionDate(reception.bytes),
            });
          }
        }
      }
    }
  });
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("holds the SII's quirks: two damaged rows in the first factoring's latest answer, two addresses in the second's rows", () => {
    const [first, second] = manifest.factorings;
    const latest = periodFileNames
      .filter((name) => name.startsWith(`CESIONES_${first!.rut}_2_`))
      .sort((a, b) => b.slice(-12).localeCompare(a.slice(-12)));
    expect(damagedRows).toEqual([
      { file: expect.stringMatching(new RegExp(`^CESIONES_${first!.rut}_2_`)), field: 'DEUDOR' },
      { file: expect.stringMatching(new RegExp(`^CESIONES_${first!.rut}_2_`)), field: 'MNT_CESION' },
    ]);
    expect(latest).toContain(damagedRows[0]!.file);
    const rowsOfSecond = [...documents.values()]
      .flatMap((doc) => doc.rows)
      .filter((row) => row.cesionario === second!.rut);
    expect(rowsOfSecond.length).toBeGreaterThan(0);
    expect(rowsOfSecond.every((row) => /^[^;]+@[^;]+;operaciones@[^;]+$/.test(row.mailCesionario ?? ''))).toBe(true);
  });

  it('writes the same bytes for the same seed and day, and another world for another seed', () => {
    const again = newDir();
    writeDemoWorld({ dir: again, seed: 'prueba', today: TODAY, scale: SCALE });
    const first = snapshot(dir);
    expect(snapshot(again)).toEqual(first);

    const other = newDir();
    writeDemoWorld({ dir: other, seed: 'otra semilla', today: TODAY, scale: SCALE });
    const otherSnapshot = snapshot(other);
    const shared = [...otherSnapshot].filter(([name, hash]) => first.get(name) === hash);
    expect(shared).toEqual([]);
  });

  it('writes a manifest whose counts match the files on disk', () => {
    const names = [...snapshot(dir).keys()].map((name) => path.basename(name));
    const count = (prefix: string): number => names.filter((n) => n.startsWith(prefix)).length;
    expect(JSON.parse(readFileSync(path.join(dir, 'world.json'), 'utf8'))).toEqual(manifest);
    expect(manifest.factorings).toHaveLength(2);
    expect(count('CESIONES_')).toBe(manifest.counts.periodFiles);
    expect(count('AEC--')).toBe(manifest.counts.aecFiles);
    expect(count('EVENTOS--')).toBe(manifest.counts.eventFiles);
    expect(count('RECEPCION--')).toBe(manifest.counts.receptionFiles);
    expect(documents.size).toBe(manifest.counts.documentos);
    expect([...documents.values()].reduce((sum, d) => sum + d.rows.length, 0) - clientRows).toBe(
      manifest.counts.periodRows,
    );
  });

  it('writes period answers in both TXT and XML forms', () => {
    expect(periodFileNames.some((n) => n.endsWith('.txt'))).toBe(true);
    expect(periodFileNames.some((n) => n.endsWith('.xml'))).toBe(true);
  });

  it('agrees between period rows and AECs: parties, amounts, dates and the chain', () => {
    for (const doc of documents.values()) {
      if (!doc.aec) continue;
      const { dte, cesiones } = doc.aec;
      for (const row of doc.rows) {
        expect(dte).toMatchObject({
          tipoDTE: row.tipoDoc,
          folio: row.folioDoc,
          fechaEmision: row.fchEmisDte,
          montoTotal: row.mntTotal,
        });
        expect([dte.rutEmisor, dte.rutReceptor]).toEqual(
          row.tipoDoc === 46 ? [row.deudor, row.vendedor] : [row.vendedor, row.deudor],
        );
        const cesion = cesiones.find(
          (c) =>
            c.cedente.rut === row.cedente &&
            c.cesionario.rut === row.cesionario &&
            c.tmstCesion.replace('T', ' ').startsWith(row.fchCesion),
        );
        expect(cesion, `${doc.aecName} ${row.cedente}->${row.cesionario}`).toBeDefined();
        expect(cesion).toMatchObject({ montoCesion: row.mntCesion, ultimoVencimiento: row.fchVencimiento });
        expect([cesion!.cedente.razonSocial, cesion!.cesionario.razonSocial]).toEqual([
          row.rzCedente,
          row.rzCesionario,
        ]);
      }
      expect(doc.aecName).toBe(
        `AEC--${doc.key.rutEmisor}--${doc.key.tipoDTE}--${doc.key.folio}--SEQ-${cesiones.length}.xml`,
      );
    }
  });

  it('registers one CED event per cesión, by its cedente, and nothing on or after today; one document ceded again by its first cedente', () => {
    let cededAgain = 0;
    for (const doc of documents.values()) {
      if (!doc.aec || !doc.events || doc.events.length === 0) continue;
      const ced = doc.events.filter((e) => e.codigo === 'CED');
      const chain = doc.aec.cesiones.map((c) => c.cedente.rut);
      expect(ced.slice(0, chain.length).map((e) => e.responsable)).toEqual(chain);
      // The red-flag example CESION_DUPLICADA (red-flag-examples.ts): a later CED the AEC chain does not hold.
      const extra = ced.slice(chain.length);
      if (extra.length > 0) {
        cededAgain += 1;
        expect(extra.map((e) => e.responsable)).toEqual([doc.aec.cesiones[0]!.cedente.rut]);
      }
      expect(doc.events.every((e) => e.fecha.slice(0, 10) < TODAY)).toBe(true);
      if (doc.reception) expect(doc.reception <= doc.aec.cesiones[0]!.tmstCesion.replace('T', ' ')).toBe(true);
    }
    expect(cededAgain).toBe(1);
  });

  it('holds every case the platform shows: chains, document types, events and missing answers', () => {
    const all = [...documents.values()];
    const codes = (d: ReadDocument): string => [...new Set((d.events ?? []).map((e) => e.codigo))].sort().join('+');
    const onlyCed = all.filter((d) => d.events && d.events.length > 0 && codes(d) === 'CED' && d.reception);
    expect(new Set(all.map((d) => d.key.tipoDTE))).toEqual(new Set([33, 34, 43, 46]));
    expect(
      all.some((d) => d.aec?.cesiones.length === 2 && d.aec.current.cesionario.rut !== d.aec.cesiones[0]!.cedente.rut),
    ).toBe(true);
    expect(all.some((d) => d.aec?.cesiones.length === 3)).toBe(true);
    expect(all.some((d) => d.aec && d.aec.current.cesionario.rut === d.aec.cesiones[0]!.cedente.rut)).toBe(true);
    expect(all.some((d) => d.aec === null)).toBe(true);
    expect(all.some((d) => d.events === null)).toBe(true);
    expect(all.some((d) => d.events?.length === 0)).toBe(true);
    expect(all.some((d) => d.reception === null)).toBe(true);
    for (const code of ['ACD', 'ERM', 'RCD', 'RFP', 'RFT', 'NCA', 'ENC'])
      expect(
        all.some((d) => codes(d).split('+').includes(code)),
        code,
      ).toBe(true);
    expect(all.some((d) => codes(d) === 'ACD+CED+ERM')).toBe(true);
    expect(onlyCed.some((d) => daysBetween(d.reception!, TODAY) > 8)).toBe(true);
    expect(onlyCed.some((d) => daysBetween(d.reception!, TODAY) < 8)).toBe(true);
    expect(all.some((d) => d.rows.some((r) => r.mntCesion < r.mntTotal))).toBe(true);
    expect(all.some((d) => /[ÑÁÉÍÓÚ]/.test(d.rows[0]!.rzCedente))).toBe(true);
  });

  it('writes AECs that validate against the official AEC_v10.xsd and carry valid signatures (sample of 20)', () => {
    const byName = new Map(
      [...snapshot(dir).keys()].map((relative) => [path.basename(relative), path.join(dir, relative)]),
    );
    const withAec = [...documents.values()].filter((d) => d.aecName);
    const pick = (test: (d: ReadDocument) => boolean): ReadDocument | undefined => withAec.find(test);
    const chosen = [
      pick((d) => d.aec!.cesiones.length === 2),
      pick((d) => d.aec!.cesiones.length === 3),
      pick((d) => /[ÑÁÉÍÓÚ]/.test(d.aec!.dte.razonSocialEmisor + d.aec!.cesiones[0]!.cedente.razonSocial)),
      pick((d) => d.key.tipoDTE === 43),
      pick((d) => d.key.tipoDTE === 46),
      pick((d) => d.key.tipoDTE === 34),
    ].filter((d): d is ReadDocument => d !== undefined);
    expect(chosen).toHaveLength(6);
    for (const d of withAec) if (chosen.length < 20 && !chosen.includes(d)) chosen.push(d);
    const files = chosen.map((d) => byName.get(d.aecName!)!);
    const seq1 = byName.get(chosen[0]!.aecName!.replace('--SEQ-2.xml', '--SEQ-1.xml'));
    expect(seq1).toBeDefined();
    const { status, report } = xmllintSchema(AEC_XSD, [...files, seq1!]);
    expect(report.match(/ validates/g)).toHaveLength(21);
    expect(status).toBe(0);
    for (const file of files.slice(0, 3))
      expect(checkXmlSignatures(readFileSync(file)).every((s) => s.valid)).toBe(true);
  });

  it('lets local mode discover its factorings from the period answers', async () => {
    const found = await discoverCesionarios(dir);
    expect(found.map(({ rut, razonSocial }) => ({ rut, razonSocial }))).toEqual(
      manifest.factorings
        .map(({ rut, razonSocial }) => ({ rut, razonSocial }))
        .sort((a, b) => a.rut.localeCompare(b.rut)),
    );
  });

  it("writes the SII's nómina with one row per cedente, its tramo from the net sales of its own RCV that year", async () => {
    const files = await new FileSiiGateway(dir).fetchNominaEmpresas();
    expect(files.map((f) => f.name)).toEqual(['PUB_EMPRESAS_PJ_2024_A_2024.txt']);
    const bytes = files[0]!.bytes;
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { rows, errors } = parseNominaEmpresas(bytes);
    expect(errors).toEqual([]);
    const cedentes = readdirSync(path.join(dir, 'clientes')).sort();
    expect(rows.map((r) => r.rut)).toEqual(cedentes);
    expect(rows.some((r) => /Ñ/.test(r.razonSocial ?? ''))).toBe(true);
    for (const row of rows) {
      expect(row.anioComercial).toBe(2024);
      const folder = path.join(dir, 'clientes', row.rut);
      let ventas = 0;
      for (const name of readdirSync(folder).filter((n) => n.startsWith(`RCV_VENTA_${row.rut}_2024`))) {
        for (const doc of parseRcvCsv(
          { name, bytes: readFileSync(path.join(folder, name)) },
          { rutContribuyente: row.rut },
        ).rows)
          ventas += (doc.tipoDTE === 61 ? -1 : 1) * (doc.montoNeto + doc.montoExento);
      }
      expect(ventas).toBeGreaterThan(0);
      expect(row.tramoVentas, row.rut).toBe(tramoSegunVentas(ventas / DEMO_UF_CLP));
    }
  });

  it("prints the emisor's phone and e-mail in the DTE of every AEC", () => {
    const withAec = [...documents.values()].filter((d) => d.aec);
    expect(withAec.length).toBeGreaterThan(0);
    for (const { aec } of withAec) {
      expect(aec!.contactoEmisor?.telefono).toMatch(/^\+56 (2 2\d{3}|9 \d{4}) \d{4}$/);
      const first = aec!.cesiones[0]!;
      if (first.cedente.rut === aec!.dte.rutEmisor) expect(aec!.contactoEmisor?.correo).toBe(first.cedente.email);
    }
  });
});
