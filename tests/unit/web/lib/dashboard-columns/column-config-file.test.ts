import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';
import { INVALID_CONFIG_WARNING, INVALID_JSON_WARNING } from '@domain/dashboard-columns/load-column-config';
import { validateColumnConfig } from '@domain/dashboard-columns/validate-column-config';
import { REPO_ROOT } from '@tests/support/fixtures';
import { COLUMN_CONFIG_PATH, getColumnConfig } from '@web/lib/dashboard-columns/get-column-config';

const fileText = readFileSync(path.join(REPO_ROOT, 'web/public/dashboard-columns-config.json'), 'utf8');

describe('web/public/dashboard-columns-config.json', () => {
  it('is valid and is the default configuration serialized', () => {
    const validation = validateColumnConfig(JSON.parse(fileText));
    expect(validation.ok).toBe(true);
    expect(JSON.parse(fileText)).toEqual(JSON.parse(JSON.stringify(DEFAULT_COLUMN_CONFIG)));
  });
});

const answer = (status: number, body: string): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(COLUMN_CONFIG_PATH);
    return new Response(body, { status });
  }) as typeof fetch;

describe('getColumnConfig (client-radar §8 fallback)', () => {
  it('uses a valid file without warning', async () => {
    const custom = { columns: [{ id: 'payment-compliance', displayName: 'Pago', type: 'kpi' }] };
    const loaded = await getColumnConfig(answer(200, JSON.stringify(custom)));
    expect(loaded.warning).toBeNull();
    expect(loaded.config.columns.map((c) => c.displayName)).toEqual(['Pago']);
  });
  it('falls back to the default with the JSON warning for unparsable text', async () => {
    const loaded = await getColumnConfig(answer(200, '{ columns: '));
    expect(loaded.warning).toBe(INVALID_JSON_WARNING);
    expect(loaded.config).toBe(DEFAULT_COLUMN_CONFIG);
  });
  it('falls back with the configuration warning for an invalid definition or an unreadable file', async () => {
    const invalid = await getColumnConfig(answer(200, JSON.stringify({ columns: [] })));
    expect(invalid.warning).toBe(INVALID_CONFIG_WARNING);
    expect(invalid.config).toBe(DEFAULT_COLUMN_CONFIG);
    const missing = await getColumnConfig(answer(404, 'not found'));
    expect(missing.warning).toBe(INVALID_CONFIG_WARNING);
    expect(missing.errors).toEqual(['HTTP error! status: 404']);
  });
});
