/**
 * Writes the demo world as SII files into a directory, the way local mode and tests read the SII:
 *
 *   world.json                                   manifest: seed, today, factorings, counts (read by local mode)
 *   periodos/{rutFactoring}/CESIONES_{rut}_{1|2}_{ddMMyyyy}_{ddMMyyyy}.txt|xml   weekly answers, roles
 *                                                cesionario (2) and cedente (1)
 *   dte/{rutEmisor}/AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml   ISO-8859-1, one per SEQ
 *   dte/{rutEmisor}/EVENTOS--{rutEmisor}--{tipo}--{folio}.xml         listarEventosHistDoc answer
 *   dte/{rutEmisor}/RECEPCION--{rutEmisor}--{tipo}--{folio}.xml       consultarFechaRecepcionSii answer
 *
 * Same seed, today and scale write the same bytes (keys derived from the seed, no wall-clock values).
 */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiiRole } from '../../../domain/sii-role';
import { aecFiles } from './aec-files';
import { buildWorld, type BuildWorldOptions } from './build-world';
import { createDemoKeys } from './demo-keys';
import { plusDays } from './local-time';
import { periodAnswers } from './period-answers';
import { createRng } from './rng';
import { eventsFileName, receptionFileName, renderEventList, renderReceptionDate } from './soap-answers';

/** Name of the manifest file at the root of a demo world directory. */
export const WORLD_MANIFEST = 'world.json';

/** Options of {@link writeDemoWorld}: the target directory plus the world's seed, day and scale. */
export interface WriteDemoWorldOptions extends BuildWorldOptions {
  dir: string;
}

/** The manifest written to world.json and returned by {@link writeDemoWorld}. */
export interface DemoWorldManifest {
  seed: string;
  today: string;
  scale: number;
  factorings: { rut: string; razonSocial: string; email: string; direccion: string; comuna: string }[];
  counts: {
    cedentes: number;
    deudores: number;
    documentos: number;
    cesiones: number;
    periodFiles: number;
    periodRows: number;
    aecFiles: number;
    eventFiles: number;
    receptionFiles: number;
  };
}

/** Role answers written per factoring: what it acquired (cesionario) and what it re-ceded or returned (cedente). */
const ROLES: readonly SiiRole[] = ['cesionario', 'cedente'];
/** Every 4th weekly answer is written in the XML form, the rest in TXT. */
const XML_EVERY = 4;

/**
 * Builds the world and writes it under `dir` (created when missing; existing files with the same names are
 * overwritten, others left alone).
 * @returns the manifest also written to `dir/world.json`, once every file is on disk.
 * @throws RangeError for an invalid `today` or scale; filesystem errors as Node raises them.
 */
export async function writeDemoWorld(options: WriteDemoWorldOptions): Promise<DemoWorldManifest> {
  const world = buildWorld(options);
  const keys = createDemoKeys(createRng(world.seed).fork('keys'), plusDays(world.today, -365));
  const writer = new FileWriter(options.dir);
  const write = (folder: string, name: string, content: string | Uint8Array): Promise<void> => writer.write(folder, name, content);

  let periodFiles = 0;
  let periodRows = 0;
  for (const factoring of world.factorings) {
    for (const role of ROLES) {
      for (const answer of periodAnswers(world, factoring.rut, role, XML_EVERY)) {
        await write(path.join('periodos', factoring.rut), answer.name, answer.text);
        periodFiles++;
        periodRows += answer.rows;
      }
    }
  }

  let aecCount = 0;
  let eventFiles = 0;
  let receptionFiles = 0;
  for (const doc of world.documents) {
    const folder = path.join('dte', doc.emisor.rut);
    for (const file of aecFiles(doc, keys)) {
      await write(folder, file.name, file.bytes);
      aecCount++;
    }
    const events = renderEventList(doc);
    if (events !== null) {
      await write(folder, eventsFileName(doc), events);
      eventFiles++;
    }
    const reception = renderReceptionDate(doc);
    if (reception !== null) {
      await write(folder, receptionFileName(doc), reception);
      receptionFiles++;
    }
  }

  const manifest: DemoWorldManifest = {
    seed: world.seed,
    today: world.today,
    scale: world.scale,
    factorings: world.factorings.map(({ rut, razonSocial, email, direccion, comuna }) => ({ rut, razonSocial, email, direccion, comuna })),
    counts: {
      cedentes: world.cedentes.length,
      deudores: world.deudores.length,
      documentos: world.documents.length,
      cesiones: world.documents.reduce((sum, doc) => sum + doc.cesiones.length, 0),
      periodFiles,
      periodRows,
      aecFiles: aecCount,
      eventFiles,
      receptionFiles,
    },
  };
  await write('', WORLD_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  await writer.flush();
  return manifest;
}

/**
 * Writes files in the background while the world keeps computing (the AECs' signatures are CPU work, the
 * writes wait on the disk): at most {@link FileWriter.MAX_IN_FLIGHT} writes pending at a time.
 */
class FileWriter {
  static readonly MAX_IN_FLIGHT = 64;
  private readonly pending = new Set<Promise<void>>();
  private readonly madeDirs = new Set<string>();
  private failure: unknown = null;

  constructor(private readonly root: string) {}

  /**
   * Queues one write; resolves once it is queued (waits only when too many are pending).
   * @throws the error of an earlier write that failed.
   */
  async write(folder: string, name: string, content: string | Uint8Array): Promise<void> {
    const target = path.join(this.root, folder);
    if (!this.madeDirs.has(target)) {
      mkdirSync(target, { recursive: true });
      this.madeDirs.add(target);
    }
    if (this.pending.size >= FileWriter.MAX_IN_FLIGHT) await Promise.race(this.pending);
    this.throwIfFailed();
    const writing: Promise<void> = writeFile(path.join(target, name), content)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(writing));
    this.pending.add(writing);
  }

  /** Waits for every queued write. @throws the first write error. */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure !== null) throw this.failure;
  }
}
