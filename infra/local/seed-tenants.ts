import { addDays, format, parseISO } from 'date-fns';
import type { CessionRecord, Party } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import type { NominaRow } from '@domain/nomina/nomina-row';
import { PERMISSION_FLAGS, readFlags, type PermissionFlags } from '@domain/permissions';
import { CAMPAIGNS } from '@domain/campaigns';
import { featureAvailability, TRIAL_DAYS, type FeatureAccess, type PaidFeature } from '@domain/trial-access';
import type { CessionRepository } from '@lambdas/store/cession-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import type { NominaRepository } from '@lambdas/store/nomina-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import type { UserActivityRepository } from '@lambdas/store/user-activity-repository';
import { ADMIN_USER_TYPE } from '@lambdas/access/impersonation';
import { systemScope } from '@lambdas/access/system-scope';
import type { LocalCognito, LocalUser } from './cognito';
import { plusDays } from './demo-world/local-time';

/** The password of every demo user (core-platform §5: at least 12 characters and one digit). */
export const DEMO_PASSWORD = 'Cesiones2026';

/** A user local mode created, to print at start and to sign in with in browser tests. */
export interface DemoUser {
  email: string;
  password: string;
  /** The companies the user may act for. */
  factorings: Party[];
  /** A factoring's analyst, or a debtor company's user (owed cessions). */
  kind: 'factoring' | 'deudor';
}

/**
 * Permission flags of a demo user: every feature on, except that cesionesAdeudadas is exclusive of the
 * acquired and assigned views (core-platform §4 "Permission editor rules"): an analyst of a factoring gets the
 * latter, a debtor company's user the former (and lands on /adeudadas, core-platform §2).
 */
function demoFlags(kind: 'factoring' | 'deudor'): Partial<Record<(typeof PERMISSION_FLAGS)[number], string>> {
  const owed = new Set(['cesionesAdeudadas']);
  const acquiredOrAssigned = new Set(['cesionesAdquiridas', 'cesionesCedidas']);
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => {
      if (owed.has(flag)) return [flag, kind === 'deudor' ? '1' : '0'];
      if (acquiredOrAssigned.has(flag)) return [flag, kind === 'deudor' ? '0' : '1'];
      return [flag, '1'];
    }),
  );
}

/**
 * Feature settings of the factoring record (domain/factoring-features.ts) given to the second factoring of a
 * demo world, so local mode shows both variants of the screens: the plain one and the extended search with
 * Tipo Fecha, the two-tab summary, Carta Guia, Estado DBThor, the richer export and the client detail's Riesgo tab.
 */
export const DEMO_EXTENDED_FEATURES = {
  busquedaExtendida: true,
  tipoFechaHabilitado: true,
  exportarExcel: true,
  cartaGuia: true,
  estadoDBThor: true,
  exportacionEnriquecida: true,
  riesgo: true,
  reportes: true,
  /** Its users see the enrolment link (domain/whitelist.ts). */
  whitelist: true,
};

/**
 * Feature settings of the other demo factorings: the plain screens, 'Reportes' drawn from their acquired list, and the
 * Radar group for all their users (the second factoring's users see it as whitelisted).
 */
export const DEMO_PLAIN_FEATURES = { reportes: true, radar: true };

/**
 * A user of both demo factorings who holds 'cuentas' only in the first (flags are held per user and factoring,
 * core-platform §6), so switching company shows a different menu; it gets no alerts.
 */
export const TWO_FACTORINGS_EMAIL = 'dos.factorings@radarcesiones.cl';

/** `flags` without the alert flags (notifica*): a user told of no event, so the demo's alerts reach only the others. */
function withoutAlerts(flags: PermissionFlags): PermissionFlags {
  const off = PERMISSION_FLAGS.filter((flag) => flag.startsWith('notifica')).map((flag) => [flag, false]);
  return { ...flags, ...Object.fromEntries(off) };
}

/** The day of its free trial month the first demo factoring is in (client-radar §6). */
const DEMO_TRIAL_DAY = 4;

/** The features the server gates (client-radar §6), all in trial for the first demo factoring. */
const DEMO_TRIAL_FEATURES = ['asistente', 'radarJudicial', 'enrolador'] as const satisfies readonly PaidFeature[];

/** The first demo factoring's record: the gated features in the free trial month that began `desde`. */
function demoTrials(desde: string): FeatureAccess {
  const hasta = plusDays(desde, TRIAL_DAYS - 1);
  return { pruebas: DEMO_TRIAL_FEATURES.map((feature) => ({ feature, desde, hasta })) };
}

/** The e-mail of the demo user of a factoring: 'demo.{rut body}@radarcesiones.cl'. */
export function demoEmail(rut: string): string {
  return `demo.${rut.split('-')[0]}@radarcesiones.cl`;
}

/**
 * Registers the factorings (refreshed by the scheduler; the first in the fifth day of the free trial month of the
 * assistant, the judicial radar and the enroller, so they are usable, the second with {@link DEMO_EXTENDED_FEATURES}
 * and no trial begun) and creates, idempotently, one demo user per factoring plus, when there are several,
 * 'admin@radarcesiones.cl' (userType admin) acting for all of them (the header's company selector) and
 * {@link TWO_FACTORINGS_EMAIL}, then registers each debtor company and its owed-cessions user; each user has seen the
 * campaigns due to it today. Returns the users to print.
 */
export async function seedTenants(
  tenants: { factorings: Party[]; deudores: Party[] },
  deps: {
    cognito: LocalCognito;
    factorings: FactoringRepository;
    userCompanies: UserCompanyRepository;
    campaignViews: Pick<UserActivityRepository, 'markCampaignSeen'>;
  },
  now: Date = new Date(),
): Promise<DemoUser[]> {
  const { factorings, deudores } = tenants;
  const users: DemoUser[] = [];
  const today = todayInChile(now);
  const accesses = new Map<string, FeatureAccess | undefined>();
  const ensure = async (
    email: string,
    own: Party,
    all: Party[],
    kind: 'factoring' | 'deudor' = 'factoring',
    userType: string = kind,
    flagsIn: (company: Party, flags: PermissionFlags) => PermissionFlags = (_company, flags) => flags,
  ) => {
    const user: LocalUser = {
      email,
      password: DEMO_PASSWORD,
      attributes: { rutCesionario: own.rut, rznSocCesionario: own.razonSocial, userType, ...demoFlags(kind) },
    };
    const { username } = await deps.cognito.ensureUser(user);
    const flags = readFlags(user.attributes);
    for (const company of all) {
      const { rut: rutEmpresa, razonSocial } = company;
      await deps.userCompanies.put({ username, rutEmpresa, razonSocial, flags: flagsIn(company, flags) });
    }
    // The campaigns already seen, so that the screens the demo and its browser tests open are not covered by one: those
    // due in any of the user's factorings today (?force_campaign=N still shows any).
    for (const { numero, feature } of CAMPAIGNS)
      if (all.some((company) => featureAvailability(accesses.get(company.rut), feature, today) !== 'available'))
        await deps.campaignViews.markCampaignSeen(username, numero, now.toISOString());
    users.push({ email, password: DEMO_PASSWORD, factorings: all, kind });
  };
  for (const [index, factoring] of factorings.entries()) {
    const features = index === 1 ? DEMO_EXTENDED_FEATURES : DEMO_PLAIN_FEATURES;
    const acceso = index === 0 ? demoTrials(plusDays(today, -DEMO_TRIAL_DAY)) : undefined;
    accesses.set(factoring.rut, acceso);
    await deps.factorings.put({ ...factoring, features, ...(acceso && { acceso }) });
    await ensure(demoEmail(factoring.rut), factoring, [factoring]);
  }
  // The administrator may also see as any user of these factorings ('Ver como', lambdas/access/impersonation.ts).
  if (factorings.length > 1) {
    await ensure('admin@radarcesiones.cl', factorings[0]!, factorings, 'factoring', ADMIN_USER_TYPE);
    await ensure(TWO_FACTORINGS_EMAIL, factorings[0]!, factorings, 'factoring', 'factoring', (company, flags) => ({
      ...withoutAlerts(flags),
      cuentas: company.rut === factorings[0]!.rut,
    }));
  }
  // A debtor company is refreshed like any tenant (its DEUDOR answers) and gets the owed-cessions user.
  for (const deudor of deudores) {
    await deps.factorings.put(deudor);
    await ensure(demoEmail(deudor.rut), deudor, [deudor], 'deudor');
  }
  return users;
}

/** Back-office statuses of the demo nómina, given in turn (the spec names the Estado DBThor column, not its values). */
export const DEMO_NOMINA_ESTADOS = ['VIGENTE', 'PAGADO', 'MOROSO', 'EN COBRANZA'] as const;

/** Days back from today (Chile) whose acquired cessions the demo nómina lists: the longest search window (§5). */
const DEMO_NOMINA_DAYS = 93;

/**
 * The sample nómina of a demo factoring, built from its own acquired cessions so the Estado DBThor column shows
 * values: every other document (in the given order) as {rutClient: cedente, rutDebtor: deudor, folio}, with the
 * estados of {@link DEMO_NOMINA_ESTADOS} in turn; the rest stay out of the nómina ('No está en nómina').
 */
export function buildDemoNomina(cesiones: readonly CessionRecord[]): NominaRow[] {
  return cesiones
    .filter((_, index) => index % 2 === 0)
    .map((cesion, index) => ({
      rutClient: cesion.cedente.rut,
      rutDebtor: cesion.deudor.rut,
      folio: cesion.folio,
      estado: DEMO_NOMINA_ESTADOS[index % DEMO_NOMINA_ESTADOS.length]!,
    }));
}

/**
 * Loads the sample nómina ({@link buildDemoNomina}) of the factoring with {@link DEMO_EXTENDED_FEATURES} through
 * the same repository as 'Carga Nómina', from the acquired cessions stored by the first refresh (the last 93 days
 * up to today in Chile, at `now`). A factoring that already has a nómina (a user uploaded one) is left alone.
 * @returns the number of rows loaded (0 when skipped or there is nothing acquired).
 */
export async function seedDemoNomina(
  rutFactoring: string,
  deps: { cessions: Pick<CessionRepository, 'query'>; nominas: Pick<NominaRepository, 'listForFactoring' | 'putAll'> },
  now: Date,
): Promise<number> {
  const scope = systemScope(rutFactoring);
  if ((await deps.nominas.listForFactoring(scope)).length > 0) return 0;
  const hasta = todayInChile(now);
  const desde = format(addDays(parseISO(hasta), -(DEMO_NOMINA_DAYS - 1)), 'yyyy-MM-dd');
  const { items } = await deps.cessions.query(scope, { role: 'cesionario', desde, hasta });
  const rows = buildDemoNomina(items);
  if (rows.length > 0) await deps.nominas.putAll(scope, rows, now.toISOString());
  return rows.length;
}
