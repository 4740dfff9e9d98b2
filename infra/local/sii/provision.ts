/**
 * The demo credentials of the local SII, made at first start and kept in its state directory: a CA and the TLS
 * certificate of the certificate-login port; per factoring an authorized person (RUT derived from the factoring's,
 * random clave, a PKCS#12 certificate from the CA with a random password) who represents it (RPETC); per client
 * company a random clave. A later start reuses them and only adds what new companies need (demo
 * certificates and claves are generated at first start).
 */
import { randomBytes } from 'node:crypto';
import { normalizeRut } from '@domain/rut';
import { createCa, issuePersonCertificate, issueServerCertificate, personValidity } from './local-ca';
import { representativeName, representativeRut } from './person-rut';
import { readState, writeState, type LocalSiiState, type StoredUser } from './state-file';
import type { LocalSiiCompany, LocalSiiCredentials, LocalSiiOptions } from './types';

/**
 * Reads the state of `stateDir`, or creates it, and adds the users the `companies` still lack; writes it back when
 * anything was added. Notes what was created through `log` (never a secret).
 * @throws the filesystem error, or the errors of {@link readState}.
 */
export function provisionState(
  stateDir: string,
  companies: LocalSiiOptions['companies'],
  now: Date,
  log: (message: string) => void,
): LocalSiiState {
  let state = readState(stateDir);
  let changed = false;
  if (!state) {
    const ca = createCa(now);
    state = { version: 1, ca, tls: issueServerCertificate(ca, now), users: [] };
    changed = true;
    log('SII local: autoridad certificadora y certificado TLS creados');
  }
  const taken = new Set(state.users.map((u) => u.rut));
  for (const factoring of companies.factorings) {
    const rut = normalizeRut(factoring.rut);
    if (state.users.some((u) => u.represents.some((c) => c.rut === rut))) continue;
    const person = newRepresentative(state, { rut, razonSocial: factoring.razonSocial }, taken, now);
    state.users.push(person);
    taken.add(person.rut);
    changed = true;
    log(`SII local: representante ${person.rut} de ${rut} con clave y certificado creados`);
  }
  let claves = 0;
  for (const client of companies.clients) {
    const rut = normalizeRut(client.rut);
    if (taken.has(rut)) continue;
    const clave = randomSecret();
    state.users.push({
      rut,
      nombre: client.razonSocial,
      kind: 'empresa',
      clave,
      represents: [],
      failures: 0,
      lockedUntil: null,
    });
    taken.add(rut);
    changed = true;
    claves += 1;
  }
  if (claves > 0) log(`SII local: claves de ${claves} empresas clientes creadas`);
  if (changed) writeState(stateDir, state);
  return state;
}

/**
 * The credentials of the given companies as the state holds them now (changed claves included), in the order of
 * `companies`.
 * @throws Error when a company has no user in the state (it was not provisioned).
 */
export function credentialsOf(state: LocalSiiState, companies: LocalSiiOptions['companies']): LocalSiiCredentials {
  return {
    factorings: companies.factorings.map((factoring) => {
      const rut = normalizeRut(factoring.rut);
      const person = state.users.find((u) => u.represents.some((c) => c.rut === rut));
      if (!person?.certificate) throw new Error(`El SII local no tiene representante para ${rut}`);
      return {
        rutEmpresa: rut,
        razonSocial: factoring.razonSocial,
        autorizado: { rut: person.rut, nombre: person.nombre, clave: person.clave },
        certificado: {
          pfx: Buffer.from(person.certificate.pfxBase64, 'base64'),
          password: person.certificate.password,
          rutTitular: person.rut,
          nombre: person.nombre,
        },
      };
    }),
    clients: companies.clients.map((client) => {
      const rut = normalizeRut(client.rut);
      const user = state.users.find((u) => u.rut === rut);
      if (!user) throw new Error(`El SII local no tiene clave para ${rut}`);
      return { rutEmpresa: rut, razonSocial: client.razonSocial, clave: user.clave };
    }),
  };
}

function newRepresentative(
  state: LocalSiiState,
  company: LocalSiiCompany,
  taken: ReadonlySet<string>,
  now: Date,
): StoredUser {
  const rut = representativeRut(company.rut, taken);
  const nombre = representativeName(company.razonSocial);
  const password = randomSecret();
  const pfx = issuePersonCertificate(state.ca, { rut, nombre }, password, personValidity(now));
  return {
    rut,
    nombre,
    kind: 'persona',
    clave: randomSecret(),
    represents: [company],
    certificate: { pfxBase64: Buffer.from(pfx).toString('base64'), password },
    failures: 0,
    lockedUntil: null,
  };
}

/** A random clave or password: 16 URL-safe characters (96 bits). */
function randomSecret(): string {
  return randomBytes(12).toString('base64url');
}
