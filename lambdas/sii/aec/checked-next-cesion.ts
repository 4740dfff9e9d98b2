/**
 * The platform's own AEC for a re-cesión or a return: built by domain/aec/build-next-cesion.ts, then
 * checked by verifyAec before anything is sent, so the SII never receives an AEC the platform itself would reject.
 */
import { buildNextCesion, type AecSigner, type NextAec, type NextCesionFacts } from '@domain/aec/build-next-cesion';
import { describeProblem, verifyAec, type AecProblem } from './verify-aec';

/** The AEC just built fails its own check; `problems` lists why (never expected: a bug, not bad input). */
export class AecSelfCheckError extends Error {
  constructor(readonly problems: AecProblem[]) {
    super(
      `El AEC generado no pasa la verificación: ${problems.map((p) => `${p.estado} ${describeProblem(p)}`).join('; ')}`,
    );
    this.name = 'AecSelfCheckError';
  }
}

/**
 * Builds the next cesión's AEC and verifies it whole. The earlier parties' signatures (the DTE, DocumentoDTECedido
 * and earlier cesiones, kept byte-for-byte) count too: the SII refuses with RFS an AEC any of whose signatures fails,
 * and every signature of a real AEC the SII accepted verifies by the rule verifyAec applies.
 * @param stored, facts, signer as for buildNextCesion.
 * @returns the AEC, ready to upload.
 * @throws NextCesionError and AecBuildError as buildNextCesion; AecSelfCheckError when the result fails verifyAec
 *   (a reading or rule problem, or any signature, named by its part and signer).
 */
export function buildCheckedNextCesion(stored: Uint8Array, facts: NextCesionFacts, signer: AecSigner): NextAec {
  const aec = buildNextCesion(stored, facts, signer);
  const problems = verifyAec(aec.bytes);
  if (problems.length > 0) throw new AecSelfCheckError(problems);
  return aec;
}
