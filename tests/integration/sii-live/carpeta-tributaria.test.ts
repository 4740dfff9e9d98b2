/**
 * A client's Carpeta Tributaria gathered by the client sync (lambdas/services/client-sync/sync-tax-folder.ts) with the
 * real SII web client and the client's clave against the local SII over the demo world, stored in s3rver and read
 * through the REST routes (client-detail.md §7, §8): the PDF is the world's, the IVA history the world's F29 record
 * as the carpeta shows it, at most one attempt a day, a failing or malformed answer keeps the good files and the tab
 * gets the error only while no file is there; another factoring gets nothing.
 */
import { systemScope } from '@lambdas/access/system-scope';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { taxFolderFileName, taxFolderStatusFileName } from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { ClientFileStore } from '@lambdas/services/client-sync/client-file-store';
import { syncTaxFolder } from '@lambdas/services/client-sync/sync-tax-folder';
import { NOT_A_CLIENT } from '@lambdas/rest/api/database-url';
import { TAX_FOLDER_GATHER_FAILED } from '@lambdas/rest/api/tax-folder-routes';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { companyFolder } from '@infra/local/demo-world/company-registry-files';
import { ivaHistoryFileName } from '@lambdas/sii/web/answer-names';
import { carpetaHistoryOf } from '../../support/carpeta-history';
import { companyClave, startSiiLive, type SiiLive } from '../../support/sii-live-harness';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { radarClientesTokens } from '../../support/radar-clientes-users';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** 2025-07-01 12:00 in Santiago: the test world's day is 2025-06-30. */
const DAY_1 = new Date('2025-06-30T16:00:00Z');
const days = (n: number) => new Date(DAY_1.getTime() + n * 86_400_000);

describe('Carpeta Tributaria from the SII with the client clave', () => {
  let live: SiiLive;
  let local: LocalIdentity;
  let api: LocalHttpHost;
  let companyFiles: S3CompanyFiles;
  let store: ClientFileStore;
  let withPdf: string;
  let withoutPdf: string;
  const tokens = { ana: '', beto: '' };
  const scope = systemScope(FACTORING_A);

  const worldPdf = (rut: string) => path.join(live.world.dir, companyFolder(rut), taxFolderFileName(rut));
  const sync = async (rut: string, now: Date) => {
    const session = live.client.clientSession(rut, companyClave(live.sii, rut), live.capture.archive());
    try {
      return await syncTaxFolder({ store, companyFiles, session }, { scope, rutCliente: rut, now });
    } finally {
      await session.close();
    }
  };
  const storedHistory = async (rut: string) => {
    const file = (await store.clientFiles(rut)).find((f) => f.name === ivaHistoryFileName(rut));
    return file ? parseIvaHistory(file.bytes, rut).rows : null;
  };
  const check = async (user: keyof typeof tokens, rut: string, factoring?: string) => {
    const response = await fetch(`${api.url}/api/files/check/${rut}${factoring ? `?factoring=${factoring}` : ''}`, {
      headers: { Authorization: `Bearer ${tokens[user]}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    live = await startSiiLive();
    local = await startLocalIdentity();
    const bucket = local.config.buckets.documents;
    companyFiles = new S3CompanyFiles(local.engines.s3, bucket);
    store = new ClientFileStore(local.engines.s3, bucket, FACTORING_A);
    const clients = live.world.companies.clients
      .map((c) => c.rut)
      .filter((rut) => existsSync(path.join(live.world.dir, 'clientes', rut, ivaHistoryFileName(rut))));
    withPdf = clients.find((rut) => existsSync(worldPdf(rut)))!;
    withoutPdf = clients.find((rut) => !existsSync(worldPdf(rut)))!;
    expect(withPdf && withoutPdf, 'the test world holds a client with and one without a carpeta PDF').toBeTruthy();
    Object.assign(tokens, await radarClientesTokens(local, FACTORING_A, FACTORING_B));
    const dbs = new ClientDbObjects(local.engines.s3, bucket);
    for (const rut of [withPdf, withoutPdf])
      await dbs.put(clientDbKey(systemScope(FACTORING_A), rut), new Uint8Array([1]), rut);
    const deps = createRestDeps(local.config);
    api = await startLocalApiGateway((event) => route(event, deps));
  });

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
    await live?.stop();
  });

  it("stores the world's carpeta PDF and the IVA history of its F29 forms, and the tab's check then finds the PDF", async () => {
    expect(await check('ana', withPdf)).toEqual({ status: 200, body: { success: true, data: { exists: false } } });
    const result = await sync(withPdf, DAY_1);
    expect(result).toEqual({ status: 'stored', historyChanged: true });
    const pdf = readFileSync(worldPdf(withPdf));
    expect(Buffer.from((await companyFiles.read(scope, withPdf, taxFolderFileName(withPdf)))!).equals(pdf)).toBe(true);
    const world = parseIvaHistory(
      readFileSync(path.join(live.world.dir, 'clientes', withPdf, ivaHistoryFileName(withPdf))),
      withPdf,
    ).rows;
    expect(await storedHistory(withPdf)).toEqual(carpetaHistoryOf(world, new Date()));
    expect((await storedHistory(withPdf))!.length).toBeGreaterThan(2);
    expect(await check('ana', withPdf)).toMatchObject({
      status: 200,
      body: { success: true, data: { exists: true, filename: taxFolderFileName(withPdf), size: pdf.length } },
    });
  });

  it('asks the SII at most once a day per client', async () => {
    live.sii.control.resetRequests();
    expect(await sync(withPdf, new Date(DAY_1.getTime() + 3 * 3_600_000))).toEqual({ status: 'skipped' });
    expect(live.served('cte_para_creditos_00')).toBe(0);
  });

  it('keeps the good carpeta when the SII fails or answers something that is not a PDF, and records why', async () => {
    const pdf = await companyFiles.read(scope, withPdf, taxFolderFileName(withPdf));
    const history = await storedHistory(withPdf);
    live.sii.control.setFaults({ errorShare: 1 });
    try {
      expect(await sync(withPdf, days(1))).toMatchObject({ status: 'failed' });
    } finally {
      live.sii.control.setFaults({ errorShare: 0 });
    }
    const file = worldPdf(withPdf);
    renameSync(file, `${file}.bak`);
    writeFileSync(file, '<html><body><p>Carpeta generada</p></body></html>');
    try {
      const malformed = await sync(withPdf, days(2));
      expect(malformed).toMatchObject({ status: 'failed', message: expect.stringContaining('no es un PDF') });
    } finally {
      renameSync(`${file}.bak`, file);
    }
    expect(await companyFiles.read(scope, withPdf, taxFolderFileName(withPdf))).toEqual(pdf);
    expect(await storedHistory(withPdf)).toEqual(history);
    const status = JSON.parse(
      Buffer.from((await companyFiles.read(scope, withPdf, taxFolderStatusFileName(withPdf)))!).toString('utf8'),
    ) as { error: string };
    expect(status.error).toBe('El SII entregó una respuesta que no se pudo leer.');
    expect(await check('ana', withPdf)).toMatchObject({ body: { success: true, data: { exists: true } } });
  });

  it("shows the SII's refusal as the check's error while the client has no carpeta at all", async () => {
    expect(await sync(withoutPdf, DAY_1)).toMatchObject({ status: 'failed' });
    expect(await companyFiles.read(scope, withoutPdf, taxFolderFileName(withoutPdf))).toBeNull();
    expect(await storedHistory(withoutPdf)).toBeNull();
    expect(await check('ana', withoutPdf)).toEqual({
      status: 200,
      body: {
        success: false,
        error: `${TAX_FOLDER_GATHER_FAILED}: El SII no está disponible en este momento; se reintentará en la próxima actualización.`,
      },
    });
  });

  it("gives another factoring nothing of the carpeta: not its client, and forbidden to ask as the owner's factoring", async () => {
    expect(await check('beto', withPdf)).toEqual({ status: 404, body: { success: false, error: NOT_A_CLIENT } });
    const foreign = await check('beto', withPdf, FACTORING_A);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toMatch(/CARPETA_TRIBUTARIA|exists/);
  });
});
