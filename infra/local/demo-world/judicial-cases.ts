/**
 * The demo world's court records as the local judicial host serves them (client-radar.md §2 'Judicial radar'): which
 * RUT has which cases in which tribunal, and which searches fail. Derived from the manifest's companies, so the host
 * needs no files:
 * - clients sorted by RUT: every third (from the first) has a civil, a cobranza and a laboral case; every third from
 *   the third one civil case; the rest none;
 * - the first client's civil case is brought by the world's debtor (a portfolio match);
 * - the debtor has two cases (civil and cobranza);
 * - the second client (no cases) is the RUT whose sweep hits failing tribunals: about one search in ten answers 500;
 * - one case carries the portal's empty date, 31/12/1969.
 */
import { TRIBUNALS, type Competencia, type Tribunal } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { largeCompanyName, personName } from './names';
import { createRng, type Rng } from './rng';

/** A case as the portal's tables list it. */
export interface DemoCase {
  tribunalId: string;
  rol: string;
  /** 'dd/MM/yyyy' as the portal prints it. */
  fecha: string;
  caratulado: string;
  litigantes: { participante: string; rut: string; persona: string; nombre: string }[];
}

/** The companies the records are about (the world's manifest). */
export interface JudicialWorldCompanies {
  cedentes: readonly { rut: string; razonSocial: string }[];
  deudor: { rut: string; razonSocial: string };
}

/** Share of the failing RUT's searches that answer 500. */
const FAILING_SHARE = 0.1;

/** The records of the demo world: cases by RUT, and which RUT's searches fail. */
export interface JudicialDemoWorld {
  casesOf(rut: string): readonly DemoCase[];
  /** The RUT whose sweep hits failing tribunals. */
  failingRut: string;
  /** Whether this search of the failing RUT answers 500 (the same tribunals on every sweep). */
  fails(rut: string, tribunalId: string): boolean;
  /** A client with cases in all three competencias, one brought by the world's debtor. */
  clientWithCases: string;
}

/** Builds the records of a world from its companies and seed. */
export function judicialDemoWorld(companies: JudicialWorldCompanies, seed: string): JudicialDemoWorld {
  const rng = createRng(`${seed}/judicial`);
  const ruts = companies.cedentes.map((c) => c.rut).sort();
  const names = new Map(companies.cedentes.map((c) => [c.rut, c.razonSocial]));
  const cases = new Map<string, DemoCase[]>();
  const deudor = companies.deudor;
  ruts.forEach((rut, index) => {
    const nombre = names.get(rut) ?? rut;
    const competencias: Competencia[] = index % 3 === 0 ? ['civil', 'cobranza', 'laboral'] : [];
    if (index % 3 === 2) competencias.push('civil');
    cases.set(
      rut,
      competencias.map((competencia, n) =>
        demoCase(rng.fork(`${rut}/${n}`), { rut, nombre }, competencia, index === 0 && n === 0 ? deudor : null),
      ),
    );
  });
  const deudorCases = (['civil', 'cobranza'] as const).map((competencia, n) =>
    demoCase(rng.fork(`deudor/${n}`), { rut: deudor.rut, nombre: deudor.razonSocial }, competencia, null),
  );
  cases.set(deudor.rut, deudorCases);
  const first = cases.get(ruts[0] ?? '')?.[0];
  if (first) first.fecha = '31/12/1969';
  const failingRut = ruts[1] ?? '';
  return {
    casesOf: (rut) => cases.get(rut) ?? [],
    failingRut,
    fails: (rut, tribunalId) => rut === failingRut && createRng(`${seed}/${rut}/${tribunalId}`).chance(FAILING_SHARE),
    clientWithCases: ruts[0] ?? '',
  };
}

function demoCase(
  rng: Rng,
  demandado: { rut: string; nombre: string },
  competencia: Competencia,
  demandante: { rut: string; razonSocial: string } | null,
): DemoCase {
  const tribunal: Tribunal = rng.pick(TRIBUNALS.filter((t) => t.competencia === competencia));
  const year = rng.int(2019, 2026);
  const letter = { civil: 'C', cobranza: 'A', laboral: 'O' }[competencia];
  const actor = demandante ?? {
    rut: rutFromBody(rng.int(76_000_000, 79_999_999)),
    razonSocial: competencia === 'civil' ? largeCompanyName(rng) : 'INSTITUTO DE PREVISION SOCIAL',
  };
  const materia = { civil: 'COBRO DE PESOS', cobranza: 'COBRANZA PREVISIONAL', laboral: 'DESPIDO INJUSTIFICADO' };
  return {
    tribunalId: tribunal.id,
    rol: `${letter}-${rng.int(100, 29_999)}-${year}`,
    fecha: `${String(rng.int(1, 28)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${year}`,
    caratulado: `${actor.razonSocial}/${demandado.nombre} (${materia[competencia]})`,
    litigantes: [
      { participante: 'DTE.', rut: actor.rut, persona: 'Jurídica', nombre: actor.razonSocial },
      { participante: 'DDO.', rut: demandado.rut, persona: 'Jurídica', nombre: demandado.nombre },
      {
        participante: 'AB.DTE',
        rut: rutFromBody(rng.int(8_000_000, 19_999_999)),
        persona: 'Natural',
        nombre: personName(rng),
      },
    ],
  };
}
