import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalDatabase } from '@web/localdb/local-database';
import { coversWholeCessions, coversWholeLedger } from '@domain/client-db/views/whole-file-range';
import { loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { LEDGER } from './ledger-dataset';

// LEDGER: documents from 2025-01-10 to 2025-03-02; the client's cessions as cedente on 2025-01-15 and 2025-02-21.
let db: LocalDatabase;
beforeAll(async () => {
  db = await loadTestDatabase(LEDGER);
});

describe('coversWholeLedger / coversWholeCessions', () => {
  it('accepts no bound and bounds that enclose every day, inclusive', () => {
    expect(coversWholeLedger(db, {})).toBe(true);
    expect(coversWholeLedger(db, { fechaDesde: '2025-01-10', fechaHasta: '2025-03-02' })).toBe(true);
    expect(coversWholeLedger(db, { fechaHasta: '2030-01-01' })).toBe(true);
    expect(coversWholeCessions(db, { fechaDesde: '2025-01-15', fechaHasta: '2025-02-21' })).toBe(true);
  });

  it('rejects a range that leaves out the first or the last day', () => {
    expect(coversWholeLedger(db, { fechaDesde: '2025-01-11' })).toBe(false);
    expect(coversWholeLedger(db, { fechaHasta: '2025-03-01' })).toBe(false);
    expect(coversWholeCessions(db, { fechaHasta: '2025-02-20' })).toBe(false);
  });

  it('refuses a bound that is not a yyyy-MM-dd day', () => {
    expect(() => coversWholeLedger(db, { fechaDesde: '2025-1-10' })).toThrow(RangeError);
  });
});
