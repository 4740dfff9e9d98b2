/**
 * A client's Constitución data gathered by the client sync from the Registro de Empresas y Sociedades
 * (lambdas/services/client-sync/sync-company-registry.ts) over the demo world's registry pages (the public source 'res'
 * chosen by configuration, as local mode does), stored in s3rver and read through the REST route (client-detail.md §7):
 * the statute PDF is the world's, its data the world's estado read by the parser, at most one attempt a day, a failing
 * or malformed answer keeps the good files, a company the registry does not hold is not_registered, and another
 * factoring's client gets nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import {
  registryStatusFileName,
  statuteDataFileName,
  statuteFileName,
} from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { syncCompanyRegistry } from '@lambdas/services/client-sync/sync-company-registry';
import { createPageSource } from '@lambdas/public-sources/create-page-source';
import { ResRegistry } from '@lambdas/public-sources/res/res-registry';
import { NOT_A_CLIENT } from '@lambdas/rest/api/database-url';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { resEstadoPath, resEstatutoPath } from '@infra/local/demo-world/company-registry-files';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { systemScope } from '@lambdas/access/system-scope';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { worldRegistry } from '../../support/world-registry';
import { radarClientesTokens } from '../../support/radar-clientes-users';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** 2026-11-20 12:00 in Santiago, the world's day. */
const DAY_1 = new Date('2026-11-20T15:00:00Z');
const days = (n: number) => new Date(DAY_1.getTime() + n * 86_400_000);

describe('Constitución from the Registro de Empresas y Sociedades', () => {
  let local: LocalIdentity;
  let api: LocalHttpHost;
  let companyFiles: S3CompanyFiles;
  let registry: ResRegistry;
  let worldDir: string;
  let registered: string;
  let notRegistered: string;
  let foreign: string;
  const tokens = { ana: '', beto: '' };

  const scope = systemScope(FACTORING_A);
  /** A's client sync of `rut` (another factoring's with `by`). */
  const sync = (rut: string, now: Date, by = scope) =>
    syncCompanyRegistry({ companyFiles, registry }, { scope: by, rutCliente: rut, now });
  const stored = async (rut: string, name: string) => {
    const bytes = await companyFiles.read(scope, rut, name);
    return bytes ? Buffer.from(bytes) : null;
  };
  const constitucion = async (user: keyof typeof tokens, rut: string, factoring?: string) => {
    const response = await fetch(
      `${api.url}/api/empresa/constitucion/${rut}${factoring ? `?factoring=${factoring}` : ''}`,
      { headers: { Authorization: `Bearer ${tokens[user]}` } },
    );
    return {
      status: response.status,
      body: (await response.json()) as {
        success: boolean;
        data?: { status: string; signedUrl?: string; jsonUrl?: string };
        error?: string;
      },
    };
  };
  const writeWorldPage = (pagePath: string, content: string) => writeFileSync(path.join(worldDir, pagePath), content);

  beforeAll(async () => {
    worldDir = mkdtempSync(path.join(os.tmpdir(), 'res-world-'));
    const manifest = writeDemoWorld({ dir: worldDir, seed: 'registro', today: '2026-11-20', scale: 0.02 });
    const clients = [...new Set(manifest.factorings.flatMap((f) => f.clientes))];
    registered = clients.find((rut) => worldRegistry(worldDir, rut)?.document.datos_extraidos)!;
    notRegistered = clients.find((rut) => worldRegistry(worldDir, rut) === null)!;
    foreign = clients.find((rut) => rut !== registered && worldRegistry(worldDir, rut) !== null)!;
    expect(
      registered && notRegistered && foreign,
      'the world holds registered and not registered clients',
    ).toBeTruthy();
    local = await startLocalIdentity();
    const bucket = local.config.buckets.documents;
    companyFiles = new S3CompanyFiles(local.engines.s3, bucket);
    registry = new ResRegistry(createPageSource({ siiDir: worldDir }, 'res'));
    Object.assign(tokens, await radarClientesTokens(local, FACTORING_A, FACTORING_B));
    const dbs = new ClientDbObjects(local.engines.s3, bucket);
    for (const rut of [registered, notRegistered])
      await dbs.put(clientDbKey(systemScope(FACTORING_A), rut), new Uint8Array([1]), rut);
    await dbs.put(clientDbKey(systemScope(FACTORING_B), foreign), new Uint8Array([2]), foreign);
    api = await startLocalApiGateway((event) => route(event, createRestDeps(local.config)));
  });

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
    if (worldDir) rmSync(worldDir, { recursive: true, force: true });
  });

  it("stores the world's statute certificate and its estado's data, once a day, and the route links them for 2 hours", async () => {
    expect((await constitucion('ana', registered)).body.data).toEqual({ status: 'not_registered' });
    expect(await sync(registered, DAY_1)).toEqual({ status: 'stored', registrado: true });
    const world = worldRegistry(worldDir, registered)!;
    expect((await stored(registered, statuteFileName(registered)))!.equals(world.pdf)).toBe(true);
    expect(JSON.parse((await stored(registered, statuteDataFileName(registered)))!.toString('utf8'))).toEqual(
      world.document,
    );
    expect(await sync(registered, days(0.3))).toEqual({ status: 'skipped' });

    const reply = await constitucion('ana', registered, FACTORING_A);
    expect(reply.body.data!.status).toBe('registered');
    for (const url of [reply.body.data!.signedUrl!, reply.body.data!.jsonUrl!])
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('7200');
    expect(Buffer.from(await (await fetch(reply.body.data!.signedUrl!)).arrayBuffer()).equals(world.pdf)).toBe(true);
    expect(await (await fetch(reply.body.data!.jsonUrl!)).json()).toEqual(world.document);
  });

  it('keeps the good statute and data when the registry fails, answers malformed or gives no PDF the next days', async () => {
    const pdf = await stored(registered, statuteFileName(registered));
    const data = await stored(registered, statuteDataFileName(registered));
    const estado = resEstadoPath(registered);
    writeWorldPage(`${estado}.http.json`, JSON.stringify({ status: 503 }));
    expect(await sync(registered, days(1))).toEqual({
      status: 'failed',
      message: 'El Registro de Empresas y Sociedades respondió 503',
    });
    rmSync(path.join(worldDir, `${estado}.http.json`));
    const goodEstado = readFileSync(path.join(worldDir, estado));
    writeWorldPage(estado, JSON.stringify({ d: JSON.stringify({ Encontrado: true, Rut: registered }) }));
    expect((await sync(registered, days(2))).status).toBe('failed');
    writeFileSync(path.join(worldDir, estado), goodEstado);
    writeWorldPage(resEstatutoPath(registered), '<html>Verifique que no es un robot</html>');
    expect(await sync(registered, days(3))).toEqual({
      status: 'failed',
      message: 'El Registro de Empresas y Sociedades no entregó un PDF del estatuto actualizado',
    });

    expect((await stored(registered, statuteFileName(registered)))!.equals(pdf!)).toBe(true);
    expect((await stored(registered, statuteDataFileName(registered)))!.equals(data!)).toBe(true);
    const status = JSON.parse((await stored(registered, registryStatusFileName(registered)))!.toString('utf8')) as {
      registrado: boolean;
      error: string;
    };
    expect(status).toMatchObject({
      registrado: true,
      error: 'El Registro de Empresas y Sociedades no entregó un PDF del estatuto actualizado',
    });
    expect((await constitucion('ana', registered)).body.data!.status).toBe('registered');
  });

  it('records a company the registry does not hold as not registered, also after it held it', async () => {
    expect(await sync(notRegistered, DAY_1)).toEqual({ status: 'stored', registrado: false });
    expect(await stored(notRegistered, statuteFileName(notRegistered))).toBeNull();
    expect(await constitucion('ana', notRegistered)).toEqual({
      status: 200,
      body: { success: true, data: { status: 'not_registered' } },
    });

    writeWorldPage(resEstadoPath(registered), JSON.stringify({ d: JSON.stringify({ Encontrado: false }) }));
    expect(await sync(registered, days(4))).toEqual({ status: 'stored', registrado: false });
    expect(await constitucion('ana', registered)).toEqual({
      status: 200,
      body: { success: true, data: { status: 'not_registered' } },
    });
  });

  it("gives no data about another factoring's client", async () => {
    expect(await sync(foreign, DAY_1, systemScope(FACTORING_B))).toEqual({ status: 'stored', registrado: true });
    expect(await constitucion('ana', foreign)).toEqual({ status: 404, body: { success: false, error: NOT_A_CLIENT } });
    const forbidden = await constitucion('ana', foreign, FACTORING_B);
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(forbidden.body)).not.toContain('X-Amz');
    expect((await constitucion('beto', foreign)).body.data!.status).toBe('registered');
  });
});
