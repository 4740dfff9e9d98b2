/**
 * Writes the demo world as SII files into a directory, the way local mode and tests read the SII:
 *
 *   world.json                                   manifest: seed, today, factorings (and the clients each bought from
 *                                                first hand), cedentes, counts (read by local mode)
 *   periodos/{rutFactoring}/CESIONES_{rut}_{1|2}_{ddMMyyyy}_{ddMMyyyy}.txt|xml   weekly answers, roles
 *                                                cesionario (2) and cedente (1)
 *   periodos/{rutDeudor}/CESIONES_{rut}_3_{ddMMyyyy}_{ddMMyyyy}.txt|xml   the demo debtor's answers (DEUDOR)
 *   dte/{rutEmisor}/AEC--{rutEmisor}--{tipo}--{folio}--SEQ-{n}.xml   ISO-8859-1, one per SEQ
 *   dte/{rutEmisor}/EVENTOS--{rutEmisor}--{tipo}--{folio}.xml         listarEventosHistDoc answer
 *   dte/{rutEmisor}/RECEPCION--{rutEmisor}--{tipo}--{folio}.xml       consultarFechaRecepcionSii answer
 *   dte/{rutEmisor}/SIN-SERVICIO--{rutEmisor}--{tipo}--{folio}.txt    the local SII answers HTTP 503 for that DTE
 *                                                (offers.ts: documents offered before any cesión, the prior
 *                                                consultation's examples, listed in world.json `ofertas`)
 *   clientes/{rutCedente}/...                    each cedente's RCV, VAT history, TGR statement and its own
 *                                                cesiones en período answers as CEDENTE (rcv-client-files.ts)
 *   empresas/{rutCedente}/...                    each cedente's tax folder PDF, when it has one
 *                                                (company-registry-files.ts)
 *   res/estado/{rut}.json, res/estatuto/...      the Registro de Empresas y Sociedades' estado and statute
 *                                                certificate of each cedente (company-registry-files.ts)
 *   tgr/cartola/{rutCedente}.html[.http.json]    the TGR's cartola fiscal page of each cedente in one of the
 *                                                TGR tab's states (tgr-cartola-pages.ts)
 *   nomina/PUB_EMPRESAS_PJ_{año}_A_{año}.txt     the SII's Nómina de empresas of the last complete commercial
 *                                                year, one row per cedente (nomina-empresas.ts)
 *
 * Same seed, today and scale write the same bytes (keys derived from the seed, no wall-clock values).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiiRole } from '@domain/sii-role';
import { aecFiles } from './aec-files';
import { buildWorld, type BuildWorldOptions } from './build-world';
import type { World } from './world-model';
import { createDemoKeys } from './demo-keys';
import { plusDays } from './local-time';
import { nominaFileName, renderNominaEmpresas, type NominaSubject } from './nomina-empresas';
import { periodAnswers } from './period-answers';
import { companyFolder, taxFolderFiles, registryPages } from './company-registry-files';
import { clientFiles, clientFolder } from './rcv-client-files';
import { ivaHistoryFileName } from '@lambdas/sii/web/answer-names';
import { tgrStatementFileName } from './rcv-tgr-statement';
import { tgrCartolaPage, tgrDemoState } from './tgr-cartola-pages';
import { createRng } from './rng';
import { worldOffers, type OfferScenario } from './offers';
import {
  eventsFileName,
  outOfServiceFileName,
  receptionFileName,
  renderEventList,
  renderReceptionDate,
} from './soap-answers';

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
  factorings: {
    rut: string;
    razonSocial: string;
    email: string;
    direccion: string;
    comuna: string;
    /** The sellers whose documents it bought first hand (first cesión), by RUT: the clients it enrols. */
    clientes: string[];
  }[];
  /** Every seller of the world (a client company with its own SII files under clientes/). */
  cedentes: { rut: string; razonSocial: string }[];
  /** The debtor company whose own SII answers (role DEUDOR) are written too: the owed-cessions view. */
  deudor: { rut: string; razonSocial: string };
  /** Documents offered before any cesión (offers.ts), one per scenario: the prior consultation's examples. */
  ofertas: { scenario: OfferScenario; rutEmisor: string; tipoDTE: number; folio: number }[];
  counts: {
    cedentes: number;
    deudores: number;
    documentos: number;
    cesiones: number;
    /** Every period answer file: the factorings' and the clients' own (clientes/). */
    periodFiles: number;
    /** Rows of the factorings' period answers. */
    periodRows: number;
    /** Files under clientes/ (RCV, VAT history, TGR, the clients' period answers). */
    clientFiles: number;
    aecFiles: number;
    eventFiles: number;
    receptionFiles: number;
    /** Pages of the TGR and Registro de Empresas sources (tgr/, res/). */
    publicSourceFiles: number;
  };
}

/** Role answers written per factoring: what it acquired (cesionario) and what it re-ceded or returned (cedente). */
const ROLES: readonly SiiRole[] = ['cesionario', 'cedente'];
/** Every 4th weekly answer is written in the XML form, the rest in TXT. */
const XML_EVERY = 4;

/**
 * Builds the world and writes it under `dir` (created when missing; existing files with the same names are
 * overwritten, others left alone).
 * @returns the manifest also written to `dir/world.json`.
 * @throws RangeError for an invalid `today` or scale; filesystem errors as Node raises them.
 */
export function writeDemoWorld(options: WriteDemoWorldOptions): DemoWorldManifest {
  const world = buildWorld(options);
  const keys = createDemoKeys(createRng(world.seed).fork('keys'), plusDays(world.today, -365));
  const madeDirs = new Set<string>();
  const write = (folder: string, name: string, content: string | Uint8Array): void => {
    const target = path.join(options.dir, folder);
    if (!madeDirs.has(target)) {
      mkdirSync(target, { recursive: true });
      madeDirs.add(target);
    }
    writeFileSync(path.join(target, name), content);
  };

  let periodFiles = 0;
  let periodRows = 0;
  for (const factoring of world.factorings) {
    for (const role of ROLES) {
      for (const answer of periodAnswers(world, factoring.rut, role, XML_EVERY)) {
        write(path.join('periodos', factoring.rut), answer.name, answer.text);
        periodFiles++;
        periodRows += answer.rows;
      }
    }
  }

  const deudor = busiestDeudor(world);
  for (const answer of periodAnswers(world, deudor.rut, 'deudor', XML_EVERY)) {
    write(path.join('periodos', deudor.rut), answer.name, answer.text);
    periodFiles++;
    periodRows += answer.rows;
  }

  let aecCount = 0;
  let eventFiles = 0;
  let receptionFiles = 0;
  for (const doc of world.documents) {
    const folder = path.join('dte', doc.emisor.rut);
    for (const file of aecFiles(doc, keys)) {
      write(folder, file.name, file.bytes);
      aecCount++;
    }
    const events = renderEventList(doc);
    if (events !== null) {
      write(folder, eventsFileName(doc), events);
      eventFiles++;
    }
    const reception = renderReceptionDate(doc);
    if (reception !== null) {
      write(folder, receptionFileName(doc), reception);
      receptionFiles++;
    }
  }

  const ofertas = worldOffers(world);
  for (const offer of ofertas) {
    const folder = path.join('dte', offer.emisor.rut);
    if (offer.sinServicio) {
      write(folder, outOfServiceFileName(offer), 'El SII local no responde por este documento (HTTP 503).\n');
      continue;
    }
    write(folder, eventsFileName(offer), renderEventList(offer)!);
    write(folder, receptionFileName(offer), renderReceptionDate(offer)!);
    eventFiles++;
    receptionFiles++;
  }

  let clientFileCount = 0;
  let publicSourceFiles = 0;
  const nomina: NominaSubject[] = [];
  const rutOrder = world.cedentes.map((c) => c.rut).sort();
  for (const [index, cedente] of world.cedentes.entries()) {
    const { files, books } = clientFiles(world, cedente, XML_EVERY);
    const rutIndex = rutOrder.indexOf(cedente.rut);
    const statement = files.find((file) => file.name === tgrStatementFileName(cedente.rut));
    const pages = statement
      ? [tgrCartolaPage(cedente.rut, cedente.razonSocial, tgrDemoState(rutIndex), statement.bytes, world.today)]
      : [];
    for (const page of pages) {
      write(path.dirname(page.path), path.basename(page.path), page.text);
      if (page.envelope)
        write(path.dirname(page.path), `${path.basename(page.path)}.http.json`, JSON.stringify(page.envelope));
      publicSourceFiles++;
    }
    for (const file of files) {
      write(clientFolder(cedente.rut), file.name, file.bytes);
      clientFileCount++;
      if (file.period) periodFiles++;
    }
    const ivaHistory = files.find((file) => file.name === ivaHistoryFileName(cedente.rut))!.bytes;
    const rng = createRng(world.seed).fork(`empresa:${cedente.rut}`);
    for (const file of taxFolderFiles(rng, cedente, index, ivaHistory, world.today))
      write(companyFolder(cedente.rut), file.name, file.bytes);
    for (const page of registryPages(rng, cedente, index, world.today)) {
      write(path.dirname(page.path), path.basename(page.path), page.bytes);
      publicSourceFiles++;
    }
    nomina.push({ company: cedente, books });
  }
  const anioComercial = Number(world.today.slice(0, 4)) - 1;
  write(
    'nomina',
    nominaFileName(anioComercial, anioComercial),
    renderNominaEmpresas(createRng(world.seed).fork('nomina'), anioComercial, nomina),
  );

  const manifest: DemoWorldManifest = {
    seed: world.seed,
    today: world.today,
    scale: world.scale,
    factorings: world.factorings.map(({ rut, razonSocial, email, direccion, comuna }) => ({
      rut,
      razonSocial,
      email,
      direccion,
      comuna,
      clientes: firstHandSellers(world, rut),
    })),
    cedentes: world.cedentes.map(({ rut, razonSocial }) => ({ rut, razonSocial })),
    deudor: { rut: deudor.rut, razonSocial: deudor.razonSocial },
    ofertas: ofertas.map(({ scenario, emisor, tipoDTE, folio }) => ({
      scenario,
      rutEmisor: emisor.rut,
      tipoDTE,
      folio,
    })),
    counts: {
      cedentes: world.cedentes.length,
      deudores: world.deudores.length,
      documentos: world.documents.length,
      cesiones: world.documents.reduce((sum, doc) => sum + doc.cesiones.length, 0),
      periodFiles,
      periodRows,
      clientFiles: clientFileCount,
      aecFiles: aecCount,
      eventFiles,
      receptionFiles,
      publicSourceFiles,
    },
  };
  write('', WORLD_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The sellers of the documents whose first cesión went to the factoring, sorted by RUT. */
function firstHandSellers(world: World, rutFactoring: string): string[] {
  const sellers = new Set<string>();
  for (const doc of world.documents)
    if (doc.cesiones[0]?.cesionario.rut === rutFactoring) sellers.add(doc.vendedor.rut);
  return [...sellers].sort();
}

/**
 * The deudor that owes the most documents first ceded to a tenant factoring (ties: the lower RUT): the debtor company
 * of the demo, whose "cesiones en período" answers as DEUDOR (TIPO_CONSULTA 3) are written so the owed view has data.
 * The cessions to outside factorings do not count, so they never move the demo's debtor.
 */
function busiestDeudor(world: World): World['deudores'][number] {
  const counts = new Map<string, number>();
  for (const doc of world.documents)
    if (doc.cesiones[0] && world.factorings.includes(doc.cesiones[0].cesionario))
      counts.set(doc.deudor.rut, (counts.get(doc.deudor.rut) ?? 0) + 1);
  const ranked = [...world.deudores].sort(
    (a, b) => (counts.get(b.rut) ?? 0) - (counts.get(a.rut) ?? 0) || a.rut.localeCompare(b.rut),
  );
  if (!ranked[0]) throw new RangeError('el mundo demo no tiene deudores');
  return ranked[0];
}
