import { judicialErasure, type JudicialErasure } from '@domain/judicial/erasure';
import type { JudicialSweepStore } from '../../store/judicial-sweep-store';

/** What a deletion uses: the judicial store, the clock and how long the nightly watch leaves the RUT alone. */
export interface EraseJudicialRecordsDeps {
  sweeps: Pick<JudicialSweepStore, 'erase'>;
  clock(): Date;
  /** Days the watch does not sweep the RUT again after a deletion (config.judicial.erasureHoldDays). */
  erasureHoldDays: number;
}

/**
 * A data subject's deletion request carried out (Ley 21.719 right of suppression; domain/judicial/erasure.ts): every
 * judicial record kept of the RUT deleted, for every factoring, and the deletion recorded with who asked it and when.
 * @param by the platform administrator carrying it out (e-mail).
 * @param rut normalised '12345678-9'.
 * @returns the deletion's record and how many records were deleted.
 * @throws the store's error.
 */
export async function eraseJudicialRecords(
  deps: EraseJudicialRecordsDeps,
  by: string,
  rut: string,
): Promise<JudicialErasure & { eliminados: number }> {
  const erasure = judicialErasure(rut, by, deps.clock(), deps.erasureHoldDays);
  return { ...erasure, eliminados: await deps.sweeps.erase(erasure) };
}
