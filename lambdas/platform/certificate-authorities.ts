import { readFileSync } from 'node:fs';
import { pemCertificates, type ServerConfig } from './config';

/**
 * The certification authorities 'Firma Digital' accepts (core-platform §2 "Firma Digital"; README "Certificados
 * aceptados"): the PEMs listed inline in the configuration (local mode's demo CA) followed by those of the bundle file
 * it names (on AWS, the GraphQL router's layer). Callers read it once per container, when they build their
 * dependencies.
 * @param readFile reads the bundle as UTF-8 text; node:fs by default.
 * @returns the PEM certificates, one per entry; [] when neither is configured (every upload is then refused).
 * @throws Error when the named file cannot be read or holds no PEM certificate (a bundle that lost its
 *   content must not turn into an empty list silently).
 */
export function certificateAuthorityPems(
  config: Pick<ServerConfig, 'siiCertificateAuthorities' | 'siiCertificateAuthoritiesFile'>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): string[] {
  const file = config.siiCertificateAuthoritiesFile;
  if (!file) return [...config.siiCertificateAuthorities];
  const bundled = pemCertificates(readFile(file));
  if (bundled.length === 0) throw new Error(`${file} no contiene certificados PEM`);
  return [...config.siiCertificateAuthorities, ...bundled];
}
