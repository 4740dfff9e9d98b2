import { systemScope } from '@lambdas/access/system-scope';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aecFileName } from '@domain/aec/build';
import { parseAec } from '@domain/aec/parse';
import { displayRut } from '@domain/es-cl-format';
import { readFlags } from '@domain/permissions';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { aecFiles } from '@lambdas/graphql/documents/download-files';
import type { ArchivoDescarga } from '@domain/wire/schema-types';
import { getCertificate, getMovimientos } from '@lambdas/graphql/documents/certificates';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { listCessions } from '@lambdas/services/cessions/list-cessions';
import type { SiiRole } from '@domain/sii-role';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import type { Identity } from '@lambdas/access/identity';
import { createRestDeps } from '@lambdas/rest/deps';
import type { RestDeps } from '@lambdas/rest/types';
import { aecsRoute } from '@lambdas/rest/v1/jwt/aecs';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { formatLocal } from '@infra/local/demo-world/local-time';
import type { WorldCompany, WorldDocument } from '@infra/local/demo-world/world-model';
import { writeDemoWorld } from '@infra/local/demo-world/write-demo-world';
import { refreshFactoring } from '@lambdas/services/refresh/refresh-factoring';
import { DocumentStore, aecKey } from '@lambdas/store/document-store';
import { engineRefreshDeps } from '../../support/refresh-deps';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

/** A demo world whose debtor company (the one with its own DEUDOR answers) owes a three-link chain E -> A -> B -> A. */
const WORLD = { seed: 'aec-chain-2', today: '2019-04-10', scale: 0.02 };
const NOW = new Date('2019-04-10T16:00:00Z');
/**
 * The debtor's last refresh: after cesión 2 (2019-03-05) and before cesión 3 (2019-03-10), so its answers list 1 and 2.
 */
const DEUDOR_NOW = new Date('2019-03-07T16:00:00Z');

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

function identityOf(company: WorldCompany, attributes: Record<string, string> = {}): Identity {
  return {
    username: `user-${company.rut}`,
    email: `user@${company.rut}.cl`,
    rutCesionario: company.rut,
    razonSocial: company.razonSocial,
    companies: [{ rut: company.rut, razonSocial: company.razonSocial, flags: readFlags(attributes) }],
  };
}

describe('each holder sees its own link of a three-link chain of the demo world', () => {
  const world = buildWorld(WORLD);
  const doc = world.documents.find(
    (d) => d.folio === 11154 && d.tipoDTE === 33 && d.cesiones.length === 3,
  ) as WorldDocument;
  const [link1, link2, link3] = doc.cesiones as [
    WorldDocument['cesiones'][number],
    WorldDocument['cesiones'][number],
    WorldDocument['cesiones'][number],
  ];
  const firstCedente = link1.cedente;
  const middle = link2.cesionario;
  const holder = link3.cesionario;
  const deudor = doc.deudor;
  let engines: LocalEngines;
  let worldDir: string;
  let graphqlDeps: GraphqlDeps;
  let restDeps: RestDeps;
  let registered: Uint8Array[];
  let bucket: DocumentStore;

  beforeAll(async () => {
    engines = await startLocalEngines();
    worldDir = await mkdtemp(path.join(os.tmpdir(), 'radar-chain-'));
    const manifest = writeDemoWorld({ dir: worldDir, ...WORLD });
    expect(manifest.deudor.rut).toBe(deudor.rut);
    const refreshDeps = engineRefreshDeps(engines, worldDir);
    const { factorings } = refreshDeps;
    bucket = refreshDeps.documents;
    // The first cedente is a client company with its own CEDENTE answers (clientes/): refreshed here as a tenant.
    for (const company of [holder, middle, firstCedente]) {
      await factorings.put({ rut: company.rut, razonSocial: company.razonSocial });
      await refreshFactoring(refreshDeps, { scope: systemScope(company.rut), now: NOW });
    }
    await factorings.put({ rut: deudor.rut, razonSocial: deudor.razonSocial });
    await refreshFactoring(refreshDeps, { scope: systemScope(deudor.rut), now: DEUDOR_NOW });
    graphqlDeps = createGraphqlDeps(engines.config, { now: () => NOW });
    restDeps = createRestDeps(engines.config);
    const dteDir = path.join(worldDir, 'dte', doc.emisor.rut);
    registered = await Promise.all(
      doc.cesiones.map(
        async (c) =>
          new Uint8Array(await readFile(path.join(dteDir, aecFileName(doc.emisor.rut, doc.tipoDTE, doc.folio, c.seq)))),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await engines?.stop();
    if (worldDir) await rm(worldDir, { recursive: true, force: true });
  });

  const args = (company: { rut: string }, idSecuencia: number | null = null) => ({
    rutEmisor: doc.emisor.rut,
    tipo: doc.tipoDTE,
    folio: doc.folio,
    idSecuencia,
    rutFactoring: company.rut,
  });

  async function downloadAec(identity: Identity, idSecuencia: number | null = null): Promise<Uint8Array> {
    const file = (await aecFiles({
      args: args({ rut: identity.rutCesionario ?? '' }, idSecuencia),
      identity,
      deps: graphqlDeps,
    })) as ArchivoDescarga;
    expect(file.nombre).toBe(`${doc.emisor.rut}_${doc.tipoDTE}_${doc.folio}.xml`);
    const response = await fetch(file.url);
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  async function certificate(identity: Identity, idSecuencia: number | null = null): Promise<string> {
    return (await getCertificate({
      args: args({ rut: identity.rutCesionario ?? '' }, idSecuencia),
      identity,
      deps: graphqlDeps,
    })) as string;
  }

  async function zipped(identity: Identity): Promise<Uint8Array | undefined> {
    const request = {
      identity,
      params: {},
      query: {},
      body: {
        aecs: [{ rut: doc.emisor.rut, tipo: doc.tipoDTE, folio: doc.folio }],
        rutFactoring: identity.rutCesionario,
      },
    };
    const reply = await aecsRoute.handle(request, restDeps);
    const [url] = (reply.body as { urls: string[] }).urls;
    const zip = await JSZip.loadAsync(new Uint8Array(await (await fetch(url ?? '')).arrayBuffer()));
    return zip.file(`${doc.emisor.rut}_${doc.tipoDTE}_${doc.folio}.xml`)?.async('uint8array');
  }

  const seqs = (bytes: Uint8Array) => parseAec(bytes).cesiones.map((c) => c.seq);
  const tmst = (c: WorldDocument['cesiones'][number]) => formatLocal(c.fecha, "yyyy-MM-dd'T'HH:mm:ss");

  it('is a chain E -> A -> B -> A of which the bucket holds only the newest AEC (SEQ-3), as the SII serves only that one', async () => {
    expect([link1.cesionario.rut, link2.cedente.rut, link3.cedente.rut]).toEqual([holder.rut, holder.rut, middle.rut]);
    expect(new Set([firstCedente.rut, middle.rut, holder.rut, deudor.rut]).size).toBe(4);
    const dte = { rutEmisor: doc.emisor.rut, tipoDTE: doc.tipoDTE, folio: doc.folio };
    const stored = await Promise.all([1, 2, 3].map((seq) => bucket.hasObject(aecKey(dte, seq))));
    expect(stored).toEqual([false, false, true]);
  });

  it('gives the current holder the whole chain, byte-identical to the SII file', async () => {
    const holderIdentity = identityOf(holder);
    expect(await downloadAec(holderIdentity)).toEqual(registered[2]);
    expect(await zipped(holderIdentity)).toEqual(registered[2]);
    const page = await certificate(holderIdentity);
    expect(page).toContain('Cesión N° 3');
    expect(page).toContain(displayRut(middle.rut));
  });

  it('gives the first cedente only cesión 1: the later cesionario (the middle factoring) and the later cesiones are absent', async () => {
    const cedente = identityOf(firstCedente);
    for (const bytes of [await downloadAec(cedente), (await zipped(cedente))!]) {
      expect(seqs(bytes)).toEqual([1]);
      expect(latin1(bytes)).not.toContain(middle.rut);
      expect(latin1(bytes)).not.toContain(tmst(link2));
      expect(latin1(bytes)).not.toContain(tmst(link3));
      expect(parseAec(bytes).cesiones.map((c) => c.montoCesion)).toEqual([link1.montoCesion]);
    }
    const page = await certificate(cedente);
    expect(page).toContain('Cesión N° 1');
    expect(page).not.toContain(displayRut(middle.rut));
    expect(page).not.toContain(middle.razonSocial);
  });

  it('gives the middle factoring, from its acquired cesión 2, cesiones 1 and 2 only; from the cesión 3 it made, the whole chain', async () => {
    const factoring = identityOf(middle);
    const acquired = await downloadAec(factoring, 2);
    expect(seqs(acquired)).toEqual([1, 2]);
    expect(latin1(acquired)).not.toContain(tmst(link3));
    expect(parseAec(acquired).caratula).toMatchObject({ rutCedente: link2.cedente.rut, rutCesionario: middle.rut });
    const page = await certificate(factoring, 2);
    expect(page).toContain('Cesión N° 2');
    expect(page).not.toContain('<td>3</td>');
    expect(seqs(await downloadAec(factoring))).toEqual([1, 2, 3]);
  });

  it('gives the debtor the links its own answers list (1 and 2), and only cesión 1 from that row: never the later cesionario', async () => {
    const debtor = identityOf(deudor, { cesionesAdeudadas: '1', cesionesAdquiridas: '0', cesionesCedidas: '0' });
    const latest = await downloadAec(debtor);
    expect(seqs(latest)).toEqual([1, 2]);
    expect(latin1(latest)).not.toContain(tmst(link3));
    const first = await downloadAec(debtor, 1);
    expect(seqs(first)).toEqual([1]);
    expect(latin1(first)).not.toContain(middle.rut);
    const page = await certificate(debtor, 1);
    expect(page).not.toContain(displayRut(middle.rut));
    await expect(downloadAec(debtor, 3)).rejects.toThrow('Documento no encontrado');
  });

  async function movimientos(identity: Identity): Promise<string> {
    const answer = {
      folio: doc.folio,
      rutEmisor: doc.emisor.rut,
      tipoDocumento: doc.tipoDTE,
      rutFactoring: identity.rutCesionario,
    };
    return (await getMovimientos({ args: answer, identity, deps: graphqlDeps })) as string;
  }

  /** The document's rows of one cession list (JSON of the answer's items), over the whole chain's months. */
  async function listed(identity: Identity, role: SiiRole): Promise<string> {
    const args = {
      rutFactoring: identity.rutCesionario ?? '',
      fechaInicio: `${formatLocal(link1.fecha, 'yyyy-MM-dd HH:mm:ss').slice(0, 8)}01`,
      fechaTermino: formatLocal(link3.fecha, 'yyyy-MM-dd HH:mm:ss').slice(0, 10),
      rut: null,
      folio: doc.folio,
      tipoFiltro: null,
      limit: 100,
      nextToken: null,
    };
    const page = await listCessions(role, args, resolveTenantScope(identity, args.rutFactoring), graphqlDeps);
    const rows = page.items.filter((item) => item.folio === doc.folio && item.emisor.rut === doc.emisor.rut);
    expect(rows.length).toBeGreaterThan(0);
    return JSON.stringify(rows);
  }

  /**
   * Whether the CED event of cesión c is shown: its fecha as Mvtos. writes it ('dd/MM/yyyy HH:mm') or as the lists give
   * it.
   */
  const shown = (text: string, c: WorldDocument['cesiones'][number]) => {
    const fecha = formatLocal(c.fecha, 'yyyy-MM-dd HH:mm:ss');
    const mvtos = `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)} ${fecha.slice(11, 16)}`;
    return text.includes(`<td>${mvtos}</td>`) || text.includes(`"fecha":"${fecha}"`);
  };

  it('shows the first cedente, in Mvtos. and its assigned list, the CED of cesión 1 only: no later cedente, no later cesionario', async () => {
    const cedente = identityOf(firstCedente);
    for (const text of [await movimientos(cedente), await listed(cedente, 'cedente')]) {
      expect(shown(text, link1)).toBe(true);
      expect(shown(text, link2)).toBe(false);
      expect(shown(text, link3)).toBe(false);
      expect(text).not.toContain(middle.rut.split('-')[0]);
    }
  });

  it('shows the middle factoring its acquisition and its own re-cesión (the whole chain, since it made the last one) in Mvtos. and both lists', async () => {
    const factoring = identityOf(middle);
    for (const text of [
      await movimientos(factoring),
      await listed(factoring, 'cesionario'),
      await listed(factoring, 'cedente'),
    ]) {
      expect([link1, link2, link3].map((c) => shown(text, c))).toEqual([true, true, true]);
    }
  });

  it('shows the current holder every CED of its held row', async () => {
    const text = await movimientos(identityOf(holder));
    expect([link1, link2, link3].map((c) => shown(text, c))).toEqual([true, true, true]);
  });

  it('shows the debtor, in Mvtos. and its owed list, the CEDs of the cesiones its own answers list (1 and 2), never cesión 3', async () => {
    const debtor = identityOf(deudor, { cesionesAdeudadas: '1', cesionesAdquiridas: '0', cesionesCedidas: '0' });
    for (const text of [await movimientos(debtor), await listed(debtor, 'deudor')]) {
      expect([link1, link2, link3].map((c) => shown(text, c))).toEqual([true, true, false]);
    }
  });

  it("serves the SII's own file of a link once the bucket holds it (stored while it was the newest)", async () => {
    await bucket.putAec(
      aecKey({ rutEmisor: doc.emisor.rut, tipoDTE: doc.tipoDTE, folio: doc.folio }, 2),
      registered[1]!,
    );
    expect(await downloadAec(identityOf(middle), 2)).toEqual(registered[1]);
  });
});
