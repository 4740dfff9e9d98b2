/**
 * Builds the demo world in memory from a seed and a day: factorings, cedentes, deudores and several thousand
 * ceded DTEs (mostly 33, some 34, 46 and 43) issued over the last three months, with their cession chains,
 * SII reception dates and events, an example of every red flag (red-flag-examples.ts) and the clients' cessions to
 * factorings outside the platform (outside-cessions.ts). Deterministic: same seed,
 * today and scale give the same world.
 */
import { plusDays, SECONDS_PER_DAY, startOfDay, formatLocal } from './local-time';
import { CompanyFactory } from './companies';
import { drawDteContent } from './documents';
import { createRng, type Rng } from './rng';
import { plantRedFlagExamples } from './red-flag-examples';
import { drawScenarios, type DocumentScenario } from './scenarios';
import { drawTimeline } from './timeline';
import { addOutsideCessions } from './outside-cessions';
import type { World, WorldCesion, WorldCompany, WorldDocument, WorldEvent } from './world-model';

/** ESTADO_CESION values as the SII writes them (core-platform §4, §9: the two that count toward totals). */
export const ESTADO_CESION = { vigente: 'Cesion Vigente', cobranza: 'Documento Asociado en Cobranza' } as const;

/** Sizes of the default world (scale 1). */
export const DEFAULT_SIZES = { factorings: 2, cedentes: 60, deudores: 200, documentos: 5000 } as const;

export interface BuildWorldOptions {
  seed: string | number;
  /** The Chile calendar day 'yyyy-MM-dd' the world is generated for (everything happens before it). */
  today: string;
  /** Multiplies the counts of cedentes, deudores and documents (default 1; tests use about 0.02). */
  scale?: number;
}

/**
 * Builds the world.
 * @throws RangeError when `today` is not a valid 'yyyy-MM-dd' or scale is not positive.
 */
export function buildWorld(options: BuildWorldOptions): World {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new RangeError(`scale debe ser positivo: ${scale}`);
  startOfDay(options.today);
  const seed = String(options.seed);
  const root = createRng(seed);
  const factory = new CompanyFactory(root.fork('companies'));
  const factorings = factory.factorings(DEFAULT_SIZES.factorings);
  const cedentes = factory.cedentes(Math.max(3, Math.round(DEFAULT_SIZES.cedentes * scale)));
  const deudores = factory.deudores(Math.max(5, Math.round(DEFAULT_SIZES.deudores * scale)));
  const count = Math.max(30, Math.round(DEFAULT_SIZES.documentos * scale));

  const rng = root.fork('documents');
  const scenarios = drawScenarios(rng, count);
  const pickCedente = zipfPicker(rng, cedentes);
  const pickDeudor = zipfPicker(rng, deudores);
  const documents = scenarios.map((scenario, i) =>
    drawDocument(rng, scenario, {
      cedente: cedentes[i] ?? pickCedente(),
      deudor: deudores[i] ?? pickDeudor(),
      factorings,
      today: options.today,
    }),
  );
  assignFolios(root.fork('folios'), documents);
  const world = { seed, today: options.today, scale, factorings, cedentes, deudores, documents };
  plantRedFlagExamples(world);
  addOutsideCessions(world, root.fork('outside-cessions'));
  return world;
}

interface Parties {
  cedente: WorldCompany;
  deudor: WorldCompany;
  factorings: WorldCompany[];
  today: string;
}

function drawDocument(rng: Rng, scenario: DocumentScenario, parties: Parties): WorldDocument {
  const { cedente, deudor, factorings, today } = parties;
  const holder = rng.weighted(factorings.map((f, i) => [f, i === 0 ? 6 : 4] as const));
  const other = factorings.find((f) => f !== holder) ?? holder;
  const holders = {
    single: [holder],
    receded: [holder, other],
    returned: [holder, cedente],
    'receded-back': [holder, other, holder],
  }[scenario.chain];
  const timeline = drawTimeline(rng, scenario, holders.length, today);
  const { fechaEmision } = timeline;
  const fechaVencimiento = plusDays(fechaEmision, rng.pick([30, 30, 45, 60, 60, 90]));
  const content = drawDteContent(rng, scenario.tipoDTE, cedente, fechaEmision);
  const total = content.totales.montoTotal;
  const montoCesion = scenario.partialCession ? Math.round(total * (0.5 + rng.next() * 0.45)) : total;
  const overdue = fechaVencimiento < today;

  const cesiones: WorldCesion[] = holders.map((cesionario, i) => ({
    seq: i + 1,
    cedente: i === 0 ? cedente : holders[i - 1]!,
    cesionario,
    montoCesion,
    fecha: timeline.cesiones[i]!,
    ultimoVencimiento: fechaVencimiento,
    estado: i === holders.length - 1 && overdue && rng.chance(0.5) ? ESTADO_CESION.cobranza : ESTADO_CESION.vigente,
  }));
  // Type 46 (factura de compra) is issued by the buyer: the DTE's emisor is the deudor (core-platform §3).
  const compra = scenario.tipoDTE === 46;
  const emisor = compra ? deudor : cedente;
  const receptor = compra ? cedente : deudor;
  const eventos: WorldEvent[] = [
    ...cesiones.map((c) => ({ codigo: 'CED' as const, fecha: c.fecha, responsable: c.cedente.rut })),
    ...timeline.eventos.map((e) => ({
      codigo: e.codigo,
      fecha: e.fecha,
      responsable: (e.by === 'emisor' ? emisor : receptor).rut,
    })),
  ].sort((a, b) => a.fecha - b.fecha);

  return {
    tipoDTE: scenario.tipoDTE,
    folio: 0,
    emisor,
    receptor,
    vendedor: cedente,
    deudor,
    fechaEmision,
    fechaVencimiento,
    timbre: timeline.timbre,
    ...content,
    caf: { desde: 0, hasta: 0, fechaAutorizacion: fechaEmision },
    recepcion: timeline.recepcion,
    receptionAnswer: scenario.reception,
    cesiones,
    eventAnswer:
      scenario.acceptance === 'sin-archivo'
        ? { kind: 'sin-archivo' }
        : scenario.acceptance === 'sin-eventos'
          ? { kind: 'sin-eventos' }
          : { kind: 'lista', eventos },
    aecAvailable: scenario.aecAvailable,
  };
}

/** Folios increase with the timbre time per emisor and tipoDTE; CAFs authorise 500 folios each. */
function assignFolios(rng: Rng, documents: WorldDocument[]): void {
  const groups = new Map<string, WorldDocument[]>();
  for (const doc of documents) {
    const key = `${doc.emisor.rut}#${doc.tipoDTE}`;
    const group = groups.get(key);
    if (group) group.push(doc);
    else groups.set(key, [doc]);
  }
  for (const group of groups.values()) {
    group.sort((a, b) => a.timbre - b.timbre);
    let folio = rng.int(100, 30_000);
    const first = group[0]!.timbre;
    const fechaAutorizacion = formatLocal(first - rng.int(20, 300) * SECONDS_PER_DAY, 'yyyy-MM-dd');
    for (const doc of group) {
      folio += rng.int(1, 4);
      const desde = Math.floor((folio - 1) / 500) * 500 + 1;
      doc.folio = folio;
      doc.caf = { desde, hasta: desde + 499, fechaAutorizacion };
    }
  }
}

/** Picks companies with Zipf-like weights: a few appear often, most seldom (like real portfolios). */
function zipfPicker(rng: Rng, companies: WorldCompany[]): () => WorldCompany {
  const weights = companies.map((company, rank) => [company, 1 / Math.pow(rank + 1, 0.7)] as const);
  return () => rng.weighted(weights);
}
