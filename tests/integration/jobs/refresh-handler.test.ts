import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../lambdas/jobs/refresh-handler';
import { createDynamoDocumentClient } from '../../../lambdas/platform/aws-clients';
import { CONFIG_ENV, toConfigEnv, type ServerConfig } from '../../../lambdas/platform/config';
import { CessionRepository } from '../../../lambdas/store/cession-repository';
import { FactoringRepository } from '../../../lambdas/store/factoring-repository';
import { RefreshRunRepository } from '../../../lambdas/store/refresh-run-repository';
import { siiFixture } from '../../support/fixtures';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const PERIOD_DIR = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
const ST_CAPITAL = '76389992-6';
const SUFACTOR = '76430202-8';
const EVENT_TIME = '2019-04-10T15:00:00Z';

function stubConfigEnv(config: ServerConfig): void {
  for (const name of Object.values(CONFIG_ENV)) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(toConfigEnv(config))) vi.stubEnv(name, value);
}

describe('refresh handler (scheduled event)', () => {
  let engines: LocalEngines;
  let doc: DynamoDBDocumentClient;

  beforeAll(async () => {
    engines = await startLocalEngines();
    doc = createDynamoDocumentClient(engines.config);
    const factorings = new FactoringRepository(doc, engines.config.tables.factorings);
    await factorings.put({ rut: ST_CAPITAL, razonSocial: 'ST CAPITAL S.A.' });
    await factorings.put({ rut: SUFACTOR, razonSocial: 'SUFACTOR S.A.' });
  });

  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    doc?.destroy();
    await engines?.stop();
  });

  it('refreshes every factoring from the configured SII directory, stamped with the event time', async () => {
    stubConfigEnv({ ...engines.config, siiDir: PERIOD_DIR });
    const summary = await handler({ time: EVENT_TIME });

    expect(summary).toEqual({ now: '2019-04-10T15:00:00.000Z', ok: expect.arrayContaining([ST_CAPITAL, SUFACTOR]), failed: [] });
    expect(summary.ok).toHaveLength(2);
    const runs = new RefreshRunRepository(doc, engines.config.tables.refreshRuns);
    expect(await runs.lastSuccess(ST_CAPITAL)).toBe('2019-04-10T15:00:00.000Z');
    expect(await runs.lastSuccess(SUFACTOR)).toBe('2019-04-10T15:00:00.000Z');
    const cessions = new CessionRepository(doc, engines.config.tables.cessions);
    const acquired = await cessions.query({ rutFactoring: ST_CAPITAL, role: 'cesionario', desde: '2019-04-04', hasta: '2019-04-08' });
    expect(acquired.items.length).toBeGreaterThan(0);
    const other = await cessions.query({ rutFactoring: SUFACTOR, role: 'cesionario', desde: '2019-01-01', hasta: '2019-12-31' });
    expect(other.items).toEqual([]);
  });

  it('fails clearly when no SII source is configured', async () => {
    stubConfigEnv(engines.config);
    await expect(handler({ time: EVENT_TIME })).rejects.toThrow(/RC_SII_DIR/);
  });
});
