import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { refreshFactoring, type RefreshDeps } from '@lambdas/services/refresh/refresh-factoring';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { InvoiceChangeRepository } from '@lambdas/store/invoice-change-repository';
import { siiFixture } from '../../support/fixtures';
import { enrolClient } from '../../support/invoice-changes';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { engineRefreshDeps } from '../../support/refresh-deps';

const FACTORING = '76389992-6';
const PERIOD_NAME = 'CESIONES_76389992-6_2_04042019_08042019.txt';
/** CELPLAN CHILE S.A., which ceded its invoices 5399-5402 to the factoring on 2019-04-05 and 2019-04-08. */
const CELPLAN = '76905130-9';
/** An issuer whose invoice 679 SUFACTOR S.A. re-ceded to the factoring. */
const RECEDED = '77726590-3';
/** 2019-04-10 11:00 in Santiago: the radar's window starts on 2019-04-02. */
const NOW = new Date('2019-04-10T15:00:00Z');

describe("the refresh records the sales-ledger radar's cessions it acquired of enrolled clients' documents", () => {
  let engines: LocalEngines;
  let workDir: string;
  let changes: InvoiceChangeRepository;
  let deps: RefreshDeps;

  beforeAll(async () => {
    engines = await startLocalEngines();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'radar-cessions-'));
    await copyFile(
      siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt', PERIOD_NAME),
      path.join(workDir, PERIOD_NAME),
    );
    for (const rutCliente of [CELPLAN, RECEDED]) await enrolClient(engines, FACTORING, rutCliente);
    changes = new InvoiceChangeRepository(engines.doc, engines.config.tables.invoiceChanges);
    const credentials = new CredentialRepository(engines.doc, engines.config.tables.credentials, null);
    deps = engineRefreshDeps(engines, workDir, { radar: { credentials, changes } });
  });

  afterAll(async () => {
    await engines?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('records each once, as the cesionario, and nothing for other issuers or on a repeated run', async () => {
    const scope = systemScope(FACTORING);
    expect((await refreshFactoring(deps, { scope, now: NOW })).status).not.toBe('failed');
    const recorded = await changes.list(scope, null, 100);
    expect(recorded.map((record) => [record.rut_emisor, record.folio]).sort()).toEqual([
      [CELPLAN, 5399],
      [CELPLAN, 5400],
      [CELPLAN, 5401],
      [CELPLAN, 5402],
      [RECEDED, 679],
    ]);
    for (const record of recorded)
      expect(record).toMatchObject({ change_type: 'cesion', is_cesionario: 1, tipo_dte: 33 });
    expect(recorded.find((record) => record.folio === 5399)).toMatchObject({
      razonsocial: 'CELPLAN CHILE S.A.',
      total: 3885312,
      invoice_data: { rutReceptor: '76715400-3' },
    });
    await refreshFactoring(deps, { scope, now: new Date(NOW.getTime() + 20 * 60_000) });
    expect(await changes.list(scope, null, 100)).toHaveLength(5);
  });
});
