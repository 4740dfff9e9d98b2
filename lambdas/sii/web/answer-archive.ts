/**
 * The archive of every raw SII answer (archived byte for byte so any run
 * can be replayed and turned into a test; SII-PROTOCOLS.md §11b "Storage"). Response bodies only: request bodies
 * (claves, signed seeds) and headers (cookies) are never handed to it.
 */

/** One answer as received. */
export interface ArchivedAnswer {
  /**
   * The SII file name when the answer is one the gateway returns (CESIONES_…, AEC--…, EVENTOS--…, RECEPCION--…,
   * RCV_…: lambdas/sii/file-names.ts), so that an extracted archive is a directory FileSiiGateway can replay.
   * Omitted for every other answer (seed, token, portal pages, getEst*, refused or retried answers): the archive
   * files those as 'otros/{nnnnn}-{operation}.{xml|html|json|txt}', numbered in arrival order.
   */
  name?: string;
  /** The response body, byte for byte. */
  bytes: Uint8Array;
  /** The SII operation that answered ('getSeed', 'CAutInicio', 'RTCConsultaCesiones', …). */
  operation: string;
  /** HTTP status. */
  status: number;
  receivedAt: Date;
}

/** Where answers go. `add` never throws and never waits; a failing write is logged, the run goes on. */
export interface AnswerArchive {
  add(answer: ArchivedAnswer): void;
  /** Writes what is pending; never throws. */
  close(): Promise<void>;
}

/** An archive that keeps nothing: for login checks, whose answers are not part of any run. */
export const DISCARD_ANSWERS: AnswerArchive = {
  add: () => undefined,
  close: async () => undefined,
};

/**
 * Files an answer the client keeps: under `name` when it is an SII file, else under otros/ (see
 * {@link ArchivedAnswer.name}).
 */
export function archiveAnswer(
  archive: AnswerArchive,
  operation: string,
  answer: { status: number; bytes: Uint8Array; receivedAt: Date },
  name?: string,
): void {
  archive.add({
    ...(name === undefined ? {} : { name }),
    bytes: answer.bytes,
    operation,
    status: answer.status,
    receivedAt: answer.receivedAt,
  });
}
