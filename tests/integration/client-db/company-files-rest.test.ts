import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApiGateway } from '@infra/local/api-gateway';
import type { LocalHttpHost } from '@infra/local/http-server';
import {
  statuteDataFileName,
  statuteFileName,
  taxFolderFileName,
} from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { systemScope } from '@lambdas/access/system-scope';
import { clientDbKey, ClientDbObjects } from '@lambdas/store/client-db/client-db-objects';
import { NOT_A_CLIENT } from '@lambdas/rest/api/database-url';
import { TAX_FOLDER_NOT_FOUND } from '@lambdas/rest/api/tax-folder-routes';
import { createRestDeps } from '@lambdas/rest/deps';
import { route } from '@lambdas/rest/router';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { radarClientesTokens } from '../../support/radar-clientes-users';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/**
 * A's client with its tax folder and statute, gathered with the clave A holds (B holds only its invoices: a client
 * database of its own, no clave, no files); A's client with neither; B's client with both.
 */
const CLIENT = '76354771-K';
const BARE_CLIENT = '96790240-3';
const B_CLIENT = '77822655-3';
const PDF = new TextEncoder().encode('%PDF-1.4\n% carpeta tributaria\n%%EOF\n');
const STATUTE = new TextEncoder().encode('%PDF-1.4\n% estatuto\n%%EOF\n');
const DATA = { rut: CLIENT, datos_extraidos: { summary: 'ACME SPA', declared_capital: '$1.000.000' } };
const TWO_HOURS = 7200;

/**
 * The Carpeta Tributaria and Constitución routes (client-detail.md §7, §8) over dynalite, s3rver and cognito-local
 * through the local API Gateway host with real tokens: the factoring's own client gets the check, a 2-hour link
 * that downloads the stored bytes and its registry links; a client without files gets exists false, the not-ready
 * answer and not_registered; another factoring's client gets no data.
 */
describe('company files REST routes (tax folder, constitución)', () => {
  let local: LocalIdentity;
  let api: LocalHttpHost;
  const tokens = { ana: '', beto: '' };

  const get = (user: keyof typeof tokens, path: string, factoring?: string) =>
    fetch(`${api.url}${path}${factoring ? `?factoring=${factoring}` : ''}`, {
      headers: { Authorization: `Bearer ${tokens[user]}` },
    });
  const json = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });

  beforeAll(async () => {
    local = await startLocalIdentity();
    Object.assign(tokens, await radarClientesTokens(local, FACTORING_A, FACTORING_B));
    const deps = createRestDeps(local.config);
    api = await startLocalApiGateway((event) => route(event, deps));
    const dbs = new ClientDbObjects(local.engines.s3, local.config.buckets.documents);
    await dbs.put(clientDbKey(systemScope(FACTORING_A), CLIENT), new Uint8Array([1]), 'a1');
    await dbs.put(clientDbKey(systemScope(FACTORING_A), BARE_CLIENT), new Uint8Array([2]), 'a2');
    await dbs.put(clientDbKey(systemScope(FACTORING_B), B_CLIENT), new Uint8Array([3]), 'b1');
    await dbs.put(clientDbKey(systemScope(FACTORING_B), CLIENT), new Uint8Array([4]), 'b2');
    const files = new S3CompanyFiles(local.engines.s3, local.config.buckets.documents);
    for (const [rutFactoring, rut] of [
      [FACTORING_A, CLIENT],
      [FACTORING_B, B_CLIENT],
    ] as const) {
      const scope = systemScope(rutFactoring);
      await files.put(scope, rut, taxFolderFileName(rut), PDF);
      await files.put(scope, rut, statuteFileName(rut), STATUTE);
      await files.put(scope, rut, statuteDataFileName(rut), new TextEncoder().encode(JSON.stringify(DATA)));
    }
  });

  afterAll(async () => {
    await api?.stop();
    await local?.stop();
  });

  describe('GET api/files/check/{rut} and api/files/download-url/{rut}', () => {
    it("checks the own client's tax folder and gives a 2-hour link that downloads the stored PDF under its name", async () => {
      const check = await json(await get('ana', `/api/files/check/76.354.771-k`, FACTORING_A));
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({
        success: true,
        data: { exists: true, filename: taxFolderFileName(CLIENT), size: PDF.length, contentType: 'application/pdf' },
      });
      const modified = Date.parse((check.body.data as { lastModified: string }).lastModified);
      expect(Math.abs(Date.now() - modified)).toBeLessThan(10 * 60_000);

      const before = Date.now();
      const link = await json(await get('ana', `/api/files/download-url/${CLIENT}`));
      const data = link.body.data as {
        downloadUrl: string;
        filename: string;
        expiresAt: string;
        expiresIn: number;
        fileSize: number;
        contentType: string;
      };
      expect(link.body.success).toBe(true);
      expect(data).toMatchObject({
        filename: taxFolderFileName(CLIENT),
        expiresIn: TWO_HOURS,
        fileSize: PDF.length,
        contentType: 'application/pdf',
      });
      expect(Date.parse(data.expiresAt) - before).toBeGreaterThanOrEqual(TWO_HOURS * 1000 - 1000);
      expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(TWO_HOURS * 1000);
      expect(new URL(data.downloadUrl).searchParams.get('X-Amz-Expires')).toBe(String(TWO_HOURS));
      const download = await fetch(data.downloadUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toContain(taxFolderFileName(CLIENT));
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    });

    it('says the file does not exist yet for an own client without it, and gives no link', async () => {
      expect(await json(await get('ana', `/api/files/check/${BARE_CLIENT}`))).toEqual({
        status: 200,
        body: { success: true, data: { exists: false } },
      });
      expect(await json(await get('ana', `/api/files/download-url/${BARE_CLIENT}`))).toEqual({
        status: 404,
        body: { success: false, error: TAX_FOLDER_NOT_FOUND },
      });
    });

    it("gives no data about another factoring's client: not a client for one's own factoring, forbidden for the other's", async () => {
      for (const path of [`/api/files/check/${B_CLIENT}`, `/api/files/download-url/${B_CLIENT}`]) {
        expect(await json(await get('ana', path))).toEqual({
          status: 404,
          body: { success: false, error: NOT_A_CLIENT },
        });
        const foreign = await json(await get('ana', path, FACTORING_B));
        expect(foreign.status).toBe(403);
        expect(foreign.body).toMatchObject({ errorType: 'Forbidden' });
        expect(JSON.stringify(foreign.body)).not.toMatch(/company-files|X-Amz|exists/);
      }
    });

    it('rejects a malformed RUT', async () => {
      const reply = await json(await get('ana', '/api/files/check/76354771-0'));
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toContain('RUT de cliente inválido');
    });
  });

  describe('GET api/empresa/constitucion/{rut}', () => {
    it('gives a registered client 2-hour links to its statute and to the extracted data', async () => {
      const reply = await json(await get('ana', `/api/empresa/constitucion/${CLIENT}`, FACTORING_A));
      const data = reply.body.data as { status: string; signedUrl: string; jsonUrl: string };
      expect(reply.status).toBe(200);
      expect(data.status).toBe('registered');
      for (const url of [data.signedUrl, data.jsonUrl])
        expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe(String(TWO_HOURS));
      expect(new Uint8Array(await (await fetch(data.signedUrl)).arrayBuffer())).toEqual(STATUTE);
      expect(await (await fetch(data.jsonUrl)).json()).toEqual(DATA);
    });

    it('answers not_registered for a client without a statute', async () => {
      expect(await json(await get('ana', `/api/empresa/constitucion/${BARE_CLIENT}`))).toEqual({
        status: 200,
        body: { success: true, data: { status: 'not_registered' } },
      });
    });

    it("gives no data about another factoring's client", async () => {
      expect(await json(await get('ana', `/api/empresa/constitucion/${B_CLIENT}`))).toEqual({
        status: 404,
        body: { success: false, error: NOT_A_CLIENT },
      });
      const foreign = await json(await get('ana', `/api/empresa/constitucion/${B_CLIENT}`, FACTORING_B));
      expect(foreign.status).toBe(403);
      expect(JSON.stringify(foreign.body)).not.toContain('X-Amz');
      const own = await json(await get('beto', `/api/empresa/constitucion/${B_CLIENT}`));
      expect((own.body.data as { status: string }).status).toBe('registered');
    });
  });

  describe('a client shared by two factorings, only one holding its clave', () => {
    it("gives the factoring without the clave the not-available state, never the other factoring's files", async () => {
      expect(await json(await get('beto', `/api/files/check/${CLIENT}`, FACTORING_B))).toEqual({
        status: 200,
        body: { success: true, data: { exists: false } },
      });
      expect(await json(await get('beto', `/api/files/download-url/${CLIENT}`, FACTORING_B))).toEqual({
        status: 404,
        body: { success: false, error: TAX_FOLDER_NOT_FOUND },
      });
      expect(await json(await get('beto', `/api/empresa/constitucion/${CLIENT}`, FACTORING_B))).toEqual({
        status: 200,
        body: { success: true, data: { status: 'not_registered' } },
      });
      const own = await json(await get('ana', `/api/files/check/${CLIENT}`, FACTORING_A));
      expect(own.body).toMatchObject({ success: true, data: { exists: true } });
    });
  });
});
