import type { RefreshRun, RefreshRunCounts } from '@lambdas/store/refresh-run-repository';

/**
 * A recorded refresh run of `rutFactoring`: an 'ok' run of one period file with every other count at zero, no errors
 * and no rejected rows, unless `fields` (and `counts`) say otherwise.
 */
export function refreshRunRecord(
  rutFactoring: string,
  fields: Partial<Omit<RefreshRun, 'rutFactoring' | 'counts'>> & { counts?: Partial<RefreshRunCounts> } = {},
): RefreshRun {
  const { counts, ...rest } = fields;
  return {
    rutFactoring,
    startedAt: '2026-11-21T12:00:00.000Z',
    durationMs: 10,
    status: 'ok',
    desde: '2026-11-01',
    hasta: '2026-11-21',
    errors: [],
    rejectedRows: [],
    ...rest,
    counts: {
      periodFiles: 1,
      rows: 0,
      written: 0,
      unchanged: 0,
      aecs: 0,
      aecsMissing: 0,
      errors: 0,
      rejectedRows: 0,
      requested: { aec: 0, events: 0, reception: 0 },
      ...counts,
    },
  };
}
