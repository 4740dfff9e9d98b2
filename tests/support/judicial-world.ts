import { TRIBUNALS } from '@domain/judicial/tribunals';
import type { DemoCase, JudicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import type { LocalJudicialHost } from '@infra/local/judicial-host';
import { JUDICIAL_DEFAULTS, type ServerConfig } from '@lambdas/platform/config';

/** The debtor whose cases the judicial tests file. */
export const DEUDOR = '96500001-9';
/** The first civil and the first cobranza tribunal. */
export const [CIVIL, COBRANZA] = [
  TRIBUNALS.find((t) => t.competencia === 'civil')!,
  TRIBUNALS.find((t) => t.competencia === 'cobranza')!,
];

/** A case against {@link DEUDOR} in the tribunal, filed 02/11/2026. */
export const debtorCase = (tribunalId: string, rol: string): DemoCase => ({
  tribunalId,
  rol,
  fecha: '02/11/2026',
  caratulado: 'BANCO SUR / DEUDORA GRANDE S.A.',
  litigantes: [{ participante: 'DDO.', rut: DEUDOR, persona: 'Jurídica', nombre: 'DEUDORA GRANDE S.A.' }],
});

/** A judicial world of `cases` (by RUT), which a test files new cases in as it goes; no tribunal fails. */
export const worldOf = (cases: Map<string, DemoCase[]>): JudicialDemoWorld => ({
  casesOf: (rut) => cases.get(rut) ?? [],
  failingRut: '',
  fails: () => false,
  clientWithCases: DEUDOR,
});

/** `config` with the judicial source at the local host, unpaced and with a rate no test waits for. */
export const unpacedJudicialConfig = (config: ServerConfig, host: LocalJudicialHost): ServerConfig => ({
  ...config,
  judicial: { ...JUDICIAL_DEFAULTS, portalUrl: host.url, paceMs: 0, ratePerSecond: 2_000 },
});
