import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readResEstado, type ResConstitutionDocument } from '../../domain/company-registry/res-estado';
import { resEstadoPath, resEstatutoPath } from '../../lambdas/sii/demo-world/company-registry-files';

/**
 * What the demo world's Registro de Empresas y Sociedades holds about a company (its res/ pages,
 * lambdas/sii/demo-world/company-registry-files.ts): the constitution document its estado reads into and the statute
 * certificate's bytes, or null when the registry does not hold the company.
 * @throws when the world has no estado page for the RUT.
 */
export function worldRegistry(worldDir: string, rut: string): { document: ResConstitutionDocument; pdf: Buffer } | null {
  const estado = readResEstado(readFileSync(path.join(worldDir, resEstadoPath(rut))), rut);
  return estado.kind === 'registered' ? { document: estado.document, pdf: readFileSync(path.join(worldDir, resEstatutoPath(rut))) } : null;
}
