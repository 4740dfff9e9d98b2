import { subMonths } from 'date-fns';
import { normalizeRut } from '@domain/rut';
import type { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { checkCertificate } from '@lambdas/sii/certificate/check-certificate';
import type { ClaveCredential } from '@lambdas/platform/sii-credentials';
import type { CredentialRepository } from '@lambdas/store/credential-repository';
import { systemScope } from '@lambdas/access/system-scope';

/** The credentials local mode holds for one demo factoring (the local SII's generated certificate and claves). */
export interface DemoCredentials {
  rutFactoring: string;
  /** Its digital certificate: the PKCS#12 bytes, password, the signer's RUT and name. */
  certificado?: { pfx: Uint8Array; password: string; rutFirmante: string; nombre: string };
  /** The clave of its authorized user (registry). */
  registro?: ClaveCredential;
  /**
   * The claves of its client companies (each logs in as itself), each entered `mesesAntes` calendar months before
   * the first start (absent: at it), so the monthly usage of 'Cuentas' has months behind it.
   */
  clientes?: { rutCliente: string; clave: string; mesesAntes?: number }[];
}

/** Who the demo credentials are stored as (cargadoPor / registradaPor). */
const DEMO_USER = 'demo@radarcesiones.cl';

/**
 * Stores the demo credentials of local mode through the same repository and sealer as the screens, so they are
 * sealed like any other. A certificate passes the same checks as an upload (check-certificate.ts); claves are stored
 * 'Activo' without a login check (verificadaEn null). Whatever is already stored (a user's own upload, a clave
 * entered through a screen, an estado recorded by a login) is left alone, so a restart never overwrites it.
 * @param now the instant stamped as cargadoEn / registradaEn (a client's moved back by its mesesAntes) and against
 *   which validity is checked.
 * @param issuers the accepted certification authorities (local mode: its demo CA).
 * @returns how many certificates and claves were stored now.
 * @throws CertificateFileError / CertificateRejectedError for a demo certificate that fails the checks;
 *   SealerUnavailableError when the repository has no sealer.
 */
export async function storeDemoCredentials(
  repo: Pick<CredentialRepository, 'getCertificateInfo' | 'putCertificate' | 'getClaveInfo' | 'putClave'>,
  entries: readonly DemoCredentials[],
  now: Date,
  issuers: AcceptedIssuers,
): Promise<{ certificados: number; claves: number }> {
  const stamp = now.toISOString();
  let certificados = 0;
  let claves = 0;
  for (const entry of entries) {
    const scope = systemScope(normalizeRut(entry.rutFactoring));
    const cert = entry.certificado;
    if (cert && !(await repo.getCertificateInfo(scope))) {
      const checked = checkCertificate(cert.pfx, cert.password, cert.rutFirmante, now, issuers);
      const info = {
        ...checked,
        nombre: cert.nombre,
        rutFirmante: normalizeRut(cert.rutFirmante),
        cargadoEn: stamp,
        cargadoPor: DEMO_USER,
      };
      await repo.putCertificate(scope, { ...info, pfx: cert.pfx, password: cert.password });
      certificados += 1;
    }
    const claveEntries = [
      ...(entry.registro ? [{ subject: { kind: 'registro' } as const, ...entry.registro, registradaEn: stamp }] : []),
      ...(entry.clientes ?? []).map(({ rutCliente, clave, mesesAntes = 0 }) => ({
        subject: { kind: 'cliente', rutCliente: normalizeRut(rutCliente) } as const,
        rutUsuario: rutCliente,
        clave,
        registradaEn: subMonths(now, mesesAntes).toISOString(),
      })),
    ];
    for (const { subject, rutUsuario, clave, registradaEn } of claveEntries) {
      if (await repo.getClaveInfo(scope, subject)) continue;
      const facts = { estado: 'Activo', verificadaEn: null, registradaEn, registradaPor: DEMO_USER } as const;
      await repo.putClave(scope, subject, { rutUsuario: normalizeRut(rutUsuario), clave, ...facts });
      claves += 1;
    }
  }
  return { certificados, claves };
}
