import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readResEstado, type ResConstitutionDocument } from '@domain/company-registry/res-estado';
import { resEstadoPath, resEstatutoPath } from '@infra/local/demo-world/company-registry-files';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';

/**
 * What the demo world's Registro de Empresas y Sociedades holds about a company (its res/ pages,
 * infra/local/demo-world/company-registry-files.ts): the constitution document its estado reads into and the statute
 * certificate's bytes, or null when the registry does not hold the company.
 * @throws when the world has no estado page for the RUT.
 */
export function worldRegistry(
  worldDir: string,
  rut: string,
): { document: ResConstitutionDocument; pdf: Buffer } | null {
  const estado = readResEstado(readFileSync(path.join(worldDir, resEstadoPath(rut))), rut);
  return estado.kind === 'registered'
    ? { document: estado.document, pdf: readFileSync(path.join(worldDir, resEstatutoPath(rut))) }
    : null;
}

/**
 * What the client syncs of local mode gathered from the world's registry for a client of `rutFactoring`: as
 * {@link worldRegistry}, except for the client local mode never enrolled (infra/local/demo-credentials.ts: the first
 * factoring's first client by RUT), which no client sync asks about (null: not registered for the tab).
 */
export function gatheredRegistry(
  worldDir: string,
  rutFactoring: string,
  rut: string,
): ReturnType<typeof worldRegistry> {
  const manifest = JSON.parse(readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
  const first = manifest.factorings[0]!;
  return first.rut === rutFactoring && [...first.clientes].sort()[0] === rut ? null : worldRegistry(worldDir, rut);
}
