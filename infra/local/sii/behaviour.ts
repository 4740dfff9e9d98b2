/**
 * The default behaviour of the local SII, as `npm start` runs it: the SII's documented limits (ERR page codes 19, 27;
 * AUTH manual ch.2 seed life) and a small share of faults so the client's retries are exercised every day.
 */
import type { LocalSiiBehaviour } from './types';

/**
 * The defaults: 10 sessions per user (ERR 27), sessions of 1 hour, tokens of 10 minutes (undocumented at the SII;
 * SII-PROTOCOLS.md §2), seeds of 2 minutes, the clave locked for 1 hour after 5 consecutive wrong claves, uploaded AECs
 * validated in 3 seconds, and 2 % of data requests failing plus 2 % answered 300 ms late.
 */
export const DEFAULT_LOCAL_SII_BEHAVIOUR: LocalSiiBehaviour = {
  maxSessionsPerUser: 10,
  sessionTtlMs: 3_600_000,
  tokenTtlMs: 600_000,
  seedTtlMs: 120_000,
  failuresBeforeLock: 5,
  lockMs: 3_600_000,
  envioProcessingMs: 3_000,
  faults: { seed: 'sii-local', errorShare: 0.02, slowShare: 0.02, slowMs: 300 },
};

/**
 * The behaviour of one local SII: the defaults overridden by `partial` (faults merged field by field).
 * @throws RangeError when a share is outside 0..1 or a count or duration is negative.
 */
export function resolveBehaviour(partial: Partial<LocalSiiBehaviour> = {}): LocalSiiBehaviour {
  const behaviour: LocalSiiBehaviour = {
    ...DEFAULT_LOCAL_SII_BEHAVIOUR,
    ...partial,
    faults: { ...DEFAULT_LOCAL_SII_BEHAVIOUR.faults, ...partial.faults },
  };
  checkFaults(behaviour.faults);
  const { faults: _faults, ...numbers } = behaviour;
  for (const [name, value] of Object.entries(numbers))
    if (!(value >= 0)) throw new RangeError(`comportamiento del SII local: ${name} debe ser >= 0`);
  return behaviour;
}

/** @throws RangeError when a share is outside 0..1 or slowMs is negative. */
export function checkFaults(faults: LocalSiiBehaviour['faults']): void {
  for (const share of [faults.errorShare, faults.slowShare])
    if (!(share >= 0 && share <= 1)) throw new RangeError('fallas del SII local: las proporciones van de 0 a 1');
  if (!(faults.slowMs >= 0)) throw new RangeError('fallas del SII local: slowMs debe ser >= 0');
}
