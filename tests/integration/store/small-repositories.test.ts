import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { noFlags } from '@domain/accounts/permission-editor';
import { readFlags } from '@domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { RefreshRunRepository, type RefreshRun } from '@lambdas/store/refresh-run-repository';
import { UserCompanyRepository } from '@lambdas/store/user-company-repository';
import { backfillLaterFlags } from '@lambdas/services/accounts/backfill-later-flags';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { refreshRunRecord } from '../../support/refresh-run-factory';

function run(rutFactoring: string, startedAt: string, status: RefreshRun['status']): RefreshRun {
  return refreshRunRecord(rutFactoring, {
    startedAt,
    durationMs: 1200,
    status,
    desde: '2019-01-08',
    hasta: '2019-04-10',
    counts: { rows: 2, written: 2, aecsMissing: 2 },
  });
}

describe('factoring, user-company and refresh-run repositories against dynalite', () => {
  let engines: LocalEngines;

  beforeAll(async () => {
    engines = await startLocalEngines();
  });

  afterAll(() => engines?.stop());

  it('lists, gets and replaces factorings', async () => {
    const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    await factorings.put({ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' });
    await factorings.put({ rut: '76430202-8', razonSocial: 'SUFACTOR S.A.', features: { exportNomina: true } });
    await factorings.put({ rut: '76389992-6', razonSocial: 'ST CAPITAL SA' });

    expect(await factorings.get('76389992-6')).toEqual({
      rut: '76389992-6',
      razonSocial: 'ST CAPITAL SA',
      features: {},
    });
    expect(await factorings.get('11111111-1')).toBeNull();
    const all = await factorings.list();
    expect(all.map((factoring) => factoring.rut).sort()).toEqual(['76389992-6', '76430202-8']);
    expect(all.find((factoring) => factoring.rut === '76430202-8')?.features).toEqual({ exportNomina: true });
  });

  it("lists only the user's companies, each with the flags it grants; deletes one or all", async () => {
    const companies = new UserCompanyRepository(engines.doc, engines.config.tables.userCompanies);
    const cuentas = readFlags({ cuentas: '1', cesionesAdquiridas: '0', cesionesCedidas: '0' });
    const none = readFlags({ cesionesAdquiridas: '0', cesionesCedidas: '0' });
    await companies.put({
      username: 'ana@st.cl',
      rutEmpresa: '76389992-6',
      razonSocial: 'ST CAPITAL S.A.',
      flags: cuentas,
    });
    await companies.put({ username: 'ana@st.cl', rutEmpresa: '76430202-8', razonSocial: 'SUFACTOR S.A.', flags: none });
    await companies.put({ username: 'luis@st.cl', rutEmpresa: '76598556-0', razonSocial: 'FIP', flags: none });

    expect(await companies.listForUser('ana@st.cl')).toEqual([
      { username: 'ana@st.cl', rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: cuentas },
      { username: 'ana@st.cl', rutEmpresa: '76430202-8', razonSocial: 'SUFACTOR S.A.', flags: none },
    ]);
    expect(await companies.listForUser('nadie@st.cl')).toEqual([]);
    await companies.delete('ana@st.cl', '76430202-8');
    expect((await companies.listForUser('ana@st.cl')).map((row) => row.rutEmpresa)).toEqual(['76389992-6']);
    await companies.deleteForUser('ana@st.cl');
    expect(await companies.listForUser('ana@st.cl')).toEqual([]);
    expect(await companies.listForUser('luis@st.cl')).toHaveLength(1);
  });

  it('reads a row stored without flags as granting none, and lists it for the backfill', async () => {
    const companies = new UserCompanyRepository(engines.doc, engines.config.tables.userCompanies);
    const legacy = { username: 'vieja@st.cl', rutEmpresa: '76389992-6', razonSocial: 'ST CAPITAL S.A.' };
    await engines.doc.send(new PutCommand({ TableName: engines.config.tables.userCompanies, Item: legacy }));
    expect(await companies.listForUser('vieja@st.cl')).toEqual([{ ...legacy, flags: noFlags() }]);
    expect(await companies.listWithoutFlags('vieja@st.cl')).toEqual([legacy]);
    await companies.put({ ...legacy, flags: noFlags() });
    expect(await companies.listWithoutFlags('vieja@st.cl')).toEqual([]);
  });

  it("decides 'reportes' once on rows written before it, by the row's acquired-list flag, and keeps it after", async () => {
    const companies = new UserCompanyRepository(engines.doc, engines.config.tables.userCompanies);
    const table = engines.config.tables.userCompanies;
    const row = (rutEmpresa: string, granted: string[]) => ({
      username: 'antigua@st.cl',
      rutEmpresa,
      razonSocial: `EMPRESA ${rutEmpresa}`,
      granted,
    });
    // Rows as written before the flag: the granted names only.
    await engines.doc.send(new PutCommand({ TableName: table, Item: row('76389992-6', ['cesionesAdquiridas']) }));
    await engines.doc.send(new PutCommand({ TableName: table, Item: row('76430202-8', ['cesionesAdeudadas']) }));
    await engines.doc.send(new PutCommand({ TableName: table, Item: row('76598556-0', ['reportes']) }));
    expect((await companies.listUndecided('antigua@st.cl')).map((r) => [r.record.rutEmpresa, r.undecided])).toEqual([
      ['76389992-6', ['reportes']],
      ['76430202-8', ['reportes']],
    ]);

    expect(await backfillLaterFlags('antigua@st.cl', companies)).toBe(2);
    const flags = Object.fromEntries(
      (await companies.listForUser('antigua@st.cl')).map((r) => [r.rutEmpresa, r.flags.reportes]),
    );
    expect(flags).toEqual({ '76389992-6': true, '76430202-8': false, '76598556-0': true });
    expect(await backfillLaterFlags('antigua@st.cl', companies)).toBe(0);

    // An administrator turning it off is a decision the backfill keeps.
    const [first] = await companies.listForUser('antigua@st.cl');
    await companies.put({ ...first!, flags: { ...first!.flags, reportes: false } });
    expect(await companies.listUndecided('antigua@st.cl')).toEqual([]);
  });

  it('finds the last successful run behind newer failed ones', async () => {
    const runs = new RefreshRunRepository(engines.doc, engines.config.tables.refreshRuns);
    expect(await runs.lastSuccess(systemScope('76389992-6'))).toBeNull();

    await runs.record(run('76389992-6', '2019-04-10T10:00:00.000Z', 'ok'));
    await runs.record(run('76389992-6', '2019-04-10T10:20:00.000Z', 'ok'));
    // more failures than one page of the look-back query
    for (let minute = 0; minute < 30; minute++) {
      await runs.record(run('76389992-6', `2019-04-10T11:${String(minute).padStart(2, '0')}:00.000Z`, 'failed'));
    }
    await runs.record(run('76430202-8', '2019-04-10T12:00:00.000Z', 'ok'));

    expect(await runs.lastSuccess(systemScope('76389992-6'))).toBe('2019-04-10T10:20:00.000Z');
    expect(await runs.lastSuccess(systemScope('76430202-8'))).toBe('2019-04-10T12:00:00.000Z');
  });
});
