import type { Party } from '../../domain/cession';
import { PERMISSION_FLAGS } from '../../domain/permissions';
import { FactoringRepository } from '../../lambdas/store/factoring-repository';
import { UserCompanyRepository } from '../../lambdas/store/user-company-repository';
import type { LocalCognito, LocalUser } from './cognito';

/** The password of every demo user (core-platform §5: at least 6 characters and one digit). */
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
 * Tipo Fecha, the two-tab summary, Carta Guia, Estado DBThor and the richer export.
 */
export const DEMO_EXTENDED_FEATURES = {
  busquedaExtendida: true,
  tipoFechaHabilitado: true,
  exportarExcel: true,
  cartaGuia: true,
  estadoDBThor: true,
  exportacionEnriquecida: true,
};

/** The e-mail of the demo user of a factoring: 'demo.{rut body}@radarcesiones.cl'. */
export function demoEmail(rut: string): string {
  return `demo.${rut.split('-')[0]}@radarcesiones.cl`;
}

/**
 * Registers the factorings (refreshed by the scheduler; the second one with {@link DEMO_EXTENDED_FEATURES})
 * and creates, idempotently, one demo user per
 * factoring plus, when there are several, 'admin@radarcesiones.cl' acting for all of them (the header's
 * company selector), then registers each debtor company and its owed-cessions user. Returns the users to print.
 */
export async function seedTenants(
  tenants: { factorings: Party[]; deudores: Party[] },
  deps: { cognito: LocalCognito; factorings: FactoringRepository; userCompanies: UserCompanyRepository },
): Promise<DemoUser[]> {
  const { factorings, deudores } = tenants;
  const users: DemoUser[] = [];
  const ensure = async (email: string, own: Party, all: Party[], kind: 'factoring' | 'deudor' = 'factoring') => {
    const user: LocalUser = {
      email,
      password: DEMO_PASSWORD,
      attributes: { rutCesionario: own.rut, rznSocCesionario: own.razonSocial, userType: kind, ...demoFlags(kind) },
    };
    const { username } = await deps.cognito.ensureUser(user);
    for (const company of all) {
      await deps.userCompanies.put({ username, rutEmpresa: company.rut, razonSocial: company.razonSocial });
    }
    users.push({ email, password: DEMO_PASSWORD, factorings: all, kind });
  };
  for (const [index, factoring] of factorings.entries()) {
    await deps.factorings.put(index === 1 ? { ...factoring, features: DEMO_EXTENDED_FEATURES } : factoring);
    await ensure(demoEmail(factoring.rut), factoring, [factoring]);
  }
  if (factorings.length > 1) await ensure('admin@radarcesiones.cl', factorings[0]!, factorings);
  // A debtor company is refreshed like any tenant (its DEUDOR answers) and gets the owed-cessions user.
  for (const deudor of deudores) {
    await deps.factorings.put(deudor);
    await ensure(demoEmail(deudor.rut), deudor, [deudor], 'deudor');
  }
  return users;
}
