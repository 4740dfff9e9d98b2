import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { createS3Client } from '@lambdas/platform/aws-clients';
import { taxFolderFileName } from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import type { DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { downloadTaxFolder, listedClients, openClientDetail } from '../support/client-detail';
import { demoSuite, signInAs } from '../support/demo-session';

/**
 * The Carpeta Tributaria tab of clients both demo factorings hold (client files belong to the factoring that gathered
 * them with its clave): each factoring downloads its own copy of a shared client's tax folder, never the other's, and
 * a client the first factoring never enrolled shows it 'Archivo aún no disponible' while the second, which enrolled
 * it, has the file. The second factoring's copies are written here with bytes of their own, so a file served across
 * the wall would show.
 */
describe('client detail: Carpeta Tributaria of a client shared by two factorings (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1 });
  let worldDir: string;
  let first: { rut: string; clientes: string[] };
  let second: { rut: string; clientes: string[] };
  /** The second factoring's own tax folder of a client: a PDF unlike the world's. */
  const secondCopy = (rut: string) => Buffer.from(`%PDF-1.4\n% copia del segundo factoring de ${rut}\n%%EOF\n`);

  /** Opens the client's Carpeta tab as the analyst of `rutFactoring`; returns the page. */
  const carpetaAs = async (rutFactoring: string, rutCliente: string): Promise<Page> => {
    const { page } = await signInAs(demo, { rutFactoring });
    await listedClients(page, demo.platform.webUrl, 120_000);
    await openClientDetail(page, demo.platform.webUrl, rutCliente, 'carpetaTributaria');
    return page;
  };
  /** The bytes the card's 'Descargar PDF' downloads once the client's tax folder shows. */
  const downloaded = async (page: Page, rutCliente: string): Promise<Buffer> =>
    (await downloadTaxFolder(page, taxFolderFileName(rutCliente))).bytes;

  beforeAll(async () => {
    worldDir = path.join(demo.platform.dataDir, 'demo-world');
    const manifest = JSON.parse(fs.readFileSync(path.join(worldDir, 'world.json'), 'utf8')) as DemoWorldManifest;
    const [a, b] = manifest.factorings;
    expect(b, 'the demo world has two factorings').toBeDefined();
    [first, second] = [a!, b!];
    // The start tick's client syncs gather each enrolled client's files; the copies below are written after them.
    await demo.platform.jobs.firstRun;
  });

  it("downloads each factoring's own copy of a client both enrolled", async () => {
    // infra/local/demo-credentials.ts: the first factoring enrolls its clients from the third by RUT with a good clave.
    const rut = [...first.clientes]
      .sort()
      .slice(2)
      .find(
        (client) =>
          second.clientes.includes(client) &&
          fs.existsSync(path.join(worldDir, 'empresas', client, taxFolderFileName(client))),
      );
    expect(rut, 'the demo world holds a client of both factorings with a tax folder').toBeDefined();
    const { config } = demo.platform;
    await new S3CompanyFiles(createS3Client(config), config.buckets.documents).put(
      systemScope(second.rut),
      rut!,
      taxFolderFileName(rut!),
      secondCopy(rut!),
    );

    const firstPage = await carpetaAs(first.rut, rut!);
    expect(
      (await downloaded(firstPage, rut!)).equals(
        fs.readFileSync(path.join(worldDir, 'empresas', rut!, taxFolderFileName(rut!))),
      ),
    ).toBe(true);
    await firstPage.close();
    const secondPage = await carpetaAs(second.rut, rut!);
    expect((await downloaded(secondPage, rut!)).equals(secondCopy(rut!))).toBe(true);
    await secondPage.close();
  }, 240_000);

  it("shows 'Archivo aún no disponible' to the factoring that never enrolled a client whose file the other holds", async () => {
    // infra/local/demo-credentials.ts: the first factoring never enrolled its first client by RUT.
    const rut = [...first.clientes].sort()[0]!;
    expect(second.clientes, 'the second factoring holds the same client').toContain(rut);
    const { config } = demo.platform;
    await new S3CompanyFiles(createS3Client(config), config.buckets.documents).put(
      systemScope(second.rut),
      rut,
      taxFolderFileName(rut),
      secondCopy(rut),
    );

    const secondPage = await carpetaAs(second.rut, rut);
    expect((await downloaded(secondPage, rut)).equals(secondCopy(rut))).toBe(true);
    await secondPage.close();
    const firstPage = await carpetaAs(first.rut, rut);
    const card = firstPage.getByTestId('tax-folder-card');
    await card.getByText('Archivo aún no disponible').waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Descargar PDF' }).count()).toBe(0);
    await firstPage.close();
  }, 240_000);
});
