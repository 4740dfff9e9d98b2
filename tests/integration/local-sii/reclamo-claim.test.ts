/**
 * The debtor's claim (ingresarAceptacionReclamoDoc) end to end against the local SII with the platform's SII web
 * client: the demo debtor's certificate registers a claim within 8 days of reception, which then shows in the DTE's
 * events to the factoring holding it (and survives a reindex); a second claim answers 'already'; another company's
 * token is refused (14); a document received more than 8 days ago is refused (8).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChile } from '@domain/chile-time';
import { parseEventList } from '@domain/sii-soap';
import { startLocalSii, type LocalSii, type LocalSiiFactoringCredentials } from '@infra/local/sii/local-sii';
import type { FactoringSiiCredentials } from '@lambdas/platform/sii-credentials';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { SiiWebClient } from '@lambdas/sii/web/sii-web-client';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { NO_FAULTS, removeDirs, type TestWorld } from '../../support/local-sii-world';
import { claimableOwed, type OwedDocument } from '../../support/owed-documents';
import { MemoryArchive } from '../../support/sii-web-fakes';

let world: TestWorld;
let stateDir: string;
let sii: LocalSii;
let client: SiiWebClient;
/** The debtor's documents it may still claim (support/owed-documents.ts). */
let owed: OwedDocument[];

const withCertificate = (company: LocalSiiFactoringCredentials): FactoringSiiCredentials => ({
  rutEmpresa: company.rutEmpresa,
  clave: null,
  certificado: { pfx: company.certificado.pfx, password: company.certificado.password },
});
const gatewayOf = (rut: string) =>
  client.factoringGateway(
    withCertificate(sii.credentials.factorings.find((c) => c.rutEmpresa === rut)!),
    new MemoryArchive(),
  );

/** The small test world, anchored at today: the local SII counts the 8 days on its real clock. */
function writeWorldOfToday(): TestWorld {
  const dir = mkdtempSync(path.join(tmpdir(), 'reclamo-world-'));
  const manifest = writeDemoWorld({ dir, seed: 't', today: todayInChile(new Date()), scale: 0.05 });
  const clients = readdirSync(path.join(dir, 'clientes')).map((rut) => ({ rut, razonSocial: `CLIENTE ${rut}` }));
  return { dir, manifest, companies: { factorings: manifest.factorings, clients } };
}

beforeAll(async () => {
  world = writeWorldOfToday();
  stateDir = mkdtempSync(path.join(tmpdir(), 'local-sii-state-'));
  const { deudor } = world.manifest;
  // As local mode does (infra/local/platform.ts): the demo debtor gets a representative with a certificate.
  sii = await startLocalSii({
    siiDir: world.dir,
    stateDir,
    companies: { ...world.companies, factorings: [...world.companies.factorings, deudor] },
    behaviour: { faults: NO_FAULTS },
  });
  client = new SiiWebClient(
    readSiiWebSettings({
      hosts: sii.hosts,
      caPem: sii.caPem,
      pacing: { concurrency: 4, minIntervalMs: 0 },
      retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10 },
    }),
    { logger: { info: () => undefined, warn: () => undefined } },
  );
  owed = await claimableOwed(world.dir, deudor.rut, new Date());
}, 120_000);

afterAll(async () => {
  await client?.close();
  await sii?.stop();
  removeDirs(world.dir, stateDir);
});

describe('ingresarAceptacionReclamoDoc at the local SII', () => {
  it('registers the debtor’s claim; the holder then reads it in the events and cedibility, also after a reindex', async () => {
    const recent = owed.find((d) => d.days <= 8);
    expect(recent, 'the test world has an owed document received within 8 days').toBeDefined();
    const { dte, holder } = recent!;
    const deudor = gatewayOf(world.manifest.deudor.rut);
    expect(await deudor.ingresarAceptacionReclamoDoc(dte, 'RFP')).toEqual({
      codResp: 0,
      descResp: 'Acción Completada OK',
    });

    const factoring = gatewayOf(holder);
    const events = parseEventList((await factoring.fetchEvents(dte))!.bytes)!;
    expect(events.at(-1)).toMatchObject({ codigo: 'RFP', descripcion: 'Reclamo por Falta Parcial de Mercaderías' });
    expect((await factoring.consultarDocDteCedible(dte)).codResp).toBe(24);

    // Claimed again: the same event (7), or another claim action (5).
    expect((await deudor.ingresarAceptacionReclamoDoc(dte, 'RFP')).codResp).toBe(7);
    expect((await deudor.ingresarAceptacionReclamoDoc(dte, 'RCD')).codResp).toBe(5);

    await sii.control.reindex();
    const again = parseEventList((await factoring.fetchEvents(dte))!.bytes)!;
    expect(again.filter((e) => e.codigo === 'RFP')).toHaveLength(1);
    await Promise.all([deudor.close(), factoring.close()]);
  });

  it("refuses another company's token (14) and writes nothing", async () => {
    // A claimable document (within 8 days, not the one claimed above): only the token's holder stops it.
    const target = owed.filter((d) => d.days <= 8)[1]!;
    expect(target).toBeDefined();
    const factoring = gatewayOf(target.holder);
    const before = (await factoring.fetchEvents(target.dte))!.bytes;
    expect((await factoring.ingresarAceptacionReclamoDoc(target.dte, 'RCD')).codResp).toBe(14);
    expect(Buffer.from((await factoring.fetchEvents(target.dte))!.bytes).equals(Buffer.from(before))).toBe(true);
    await factoring.close();
  });

  it('refuses a claim more than 8 days after reception (8)', async () => {
    const old = owed.find((d) => d.days > 8);
    expect(old, 'the test world has an owed document received more than 8 days ago').toBeDefined();
    const deudor = gatewayOf(world.manifest.deudor.rut);
    const answer = await deudor.ingresarAceptacionReclamoDoc(old!.dte, 'RCD');
    expect(answer.codResp).toBe(8);
    expect(answer.descResp).toContain('8 días');
    await deudor.close();
  });
});
