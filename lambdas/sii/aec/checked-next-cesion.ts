/**
 * The platform's own AEC for a re-cesión or a return: built by domain/aec/build-next-cesion.ts, then
 * checked by verifyAec before anything is sent, so the SII never receives an AEC the platform itself would reject.
 */
import { buildNextCesion, type AecSigner, type NextAec, type NextCesionFacts } from '@domain/aec/build-next-cesion';
import { verifyAec, type AecProblem } from './verify-aec';

/** The AEC just built fails its own check; `problems` lists why (never expected: a bug, not bad input). */
export class AecSelfCheckError extends Error {
  constructor(readonly problems: AecProblem[]) {
    super(
      `El AEC generado no pasa la verificación: ${problems.map((p) => `${p.estado} ${p.parte}: ${p.detalle}`).join('; ')}`,
    );
    this.name = 'AecSelfCheckError';
  }
}

/**
 * Builds the next cesión's AEC and verifies it. Signatures of earlier parties (the DTE, DocumentoDTECedido and
 * earlier cesiones, kept byte-for-byte) are not held against it: the registry accepted them already, and the
 * SII's own files carry some that do not verify (the cordada SEQ-2 sample: DocumentoDTECedido and cesión 1).
 * @param stored, facts, signer as for buildNextCesion.
 * @returns the AEC, ready to upload.
 * @throws NextCesionError and AecBuildError as buildNextCesion; AecSelfCheckError when the result fails verifyAec
 *   (a reading or rule problem, or a signature of this envío: DocumentoAEC, the new cesión, a new DTECedido).
 */
export function buildCheckedNextCesion(stored: Uint8Array, facts: NextCesionFacts, signer: AecSigner): NextAec {
  const aec = buildNextCesion(stored, facts, signer);
  const problems = verifyAec(aec.bytes).filter((p) => p.firmadoPor !== 'anterior');
  if (problems.length > 0) throw new AecSelfCheckError(problems);
  return aec;
}
