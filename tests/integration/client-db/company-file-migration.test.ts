import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemScope } from '@lambdas/access/system-scope';
import { runCompanyFileMigration } from '@lambdas/jobs/company-file-migration';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { TgrStore } from '@lambdas/public-sources/tgr/tgr-store';
import {
  companyFileContentType,
  statuteFileName,
  taxFolderFileName,
} from '@lambdas/store/company-files/company-file-names';
import { S3CompanyFiles } from '@lambdas/store/company-files/s3-company-files';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { FactoringRepository } from '@lambdas/store/factoring-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
/** A client only A holds a clave of (B may hold its invoices); one both hold a clave of; one nobody does. */
const A_ONLY = '76354771-K';
const BOTH = '96790240-3';
const NOBODY = '77822655-3';
const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * The move of the client files kept per client (`company-files/{rutCliente}/…`, `tgr/{rut}_cartolafiscal.html`) to
 * the copy of each factoring holding the client's clave, over dynalite and s3rver: every old object reaches each
 * holder byte for byte with its metadata and is then deleted, a factoring without the clave gets nothing, a copy the
 * factoring already has is kept, an object of a client nobody holds stays where it was, and a second run changes
 * nothing.
 */
describe('company files migration to per-factoring keys', () => {
  let engines: LocalEngines;
  let bucket: string;
  let files: S3CompanyFiles;
  let tgr: TgrStore;
  const a = systemScope(FACTORING_A);
  const b = systemScope(FACTORING_B);

  /** An object as the previous code wrote it, with its content type (and metadata). */
  const put = (Key: string, body: Uint8Array, Metadata?: Record<string, string>) =>
    engines.s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key,
        Body: body,
        ContentType: Key.endsWith('.html') ? 'text/html' : companyFileContentType(Key),
        Metadata,
      }),
    );
  /** Every object of the bucket: key → its bytes as text. */
  const snapshot = async () => {
    const listed = await engines.s3.send(new ListObjectsV2Command({ Bucket: bucket }));
    const objects: Record<string, string> = {};
    for (const { Key } of listed.Contents ?? []) {
      const object = await engines.s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
      objects[Key!] = await object.Body!.transformToString();
    }
    return objects;
  };

  beforeAll(async () => {
    engines = await startLocalEngines();
    bucket = engines.config.buckets.documents;
    files = new S3CompanyFiles(engines.s3, bucket);
    tgr = new TgrStore(engines.s3, bucket);
    const factorings = new FactoringRepository(engines.doc, engines.config.tables.factorings);
    await factorings.put({ rut: FACTORING_A, razonSocial: 'Factoring A' });
    await factorings.put({ rut: FACTORING_B, razonSocial: 'Factoring B' });
    const credentials = new CredentialRepository(
      engines.doc,
      engines.config.tables.credentials,
      new LocalSealer(path.join(`${engines.dataDir}-keys`, 'master.key')),
    );
    const clave = (rutFactoring: string, rutCliente: string) =>
      credentials.putClave(
        systemScope(rutFactoring),
        { kind: 'cliente', rutCliente },
        {
          rutUsuario: rutCliente,
          clave: 'secreta',
          estado: 'Activo',
          verificadaEn: null,
          registradaEn: '2026-11-01T12:00:00.000Z',
          registradaPor: 'ana@factoring-a.cl',
        },
      );
    await clave(FACTORING_A, A_ONLY);
    await clave(FACTORING_A, BOTH);
    await clave(FACTORING_B, BOTH);

    await put(`company-files/${A_ONLY}/${taxFolderFileName(A_ONLY)}`, bytes('%PDF carpeta A_ONLY'));
    await put(`company-files/${A_ONLY}/${statuteFileName(A_ONLY)}`, bytes('%PDF estatuto A_ONLY'));
    await put(`tgr/${A_ONLY}_cartolafiscal.html`, bytes('<html>cartola A_ONLY</html>'), {
      'fecha-emision': '2026-11-20 08:30',
    });
    await put(`company-files/${BOTH}/${taxFolderFileName(BOTH)}`, bytes('%PDF carpeta BOTH, old'));
    await files.put(b, BOTH, taxFolderFileName(BOTH), bytes('%PDF carpeta BOTH, gathered by B since'));
    await put(`company-files/${NOBODY}/${taxFolderFileName(NOBODY)}`, bytes('%PDF carpeta NOBODY'));
    await put('tgr/sesiones/0b5c1d2e-0000-4000-8000-000000000000.json', bytes('{}'));
  });

  afterAll(async () => {
    await engines?.stop();
  });

  it("moves each old object to every clave holder's copy, keeps newer copies and unclaimed objects, then changes nothing", async () => {
    const first = await runCompanyFileMigration(engines.config);
    expect(first).toEqual({
      moved: 4,
      copied: 4,
      unclaimed: [`company-files/${NOBODY}/${taxFolderFileName(NOBODY)}`],
    });
    const text = (value: Uint8Array | null) => (value ? new TextDecoder().decode(value) : null);
    expect(text(await files.read(a, A_ONLY, taxFolderFileName(A_ONLY)))).toBe('%PDF carpeta A_ONLY');
    expect(text(await files.read(a, A_ONLY, statuteFileName(A_ONLY)))).toBe('%PDF estatuto A_ONLY');
    expect(await files.describe(a, A_ONLY, taxFolderFileName(A_ONLY))).toMatchObject({
      contentType: 'application/pdf',
    });
    const cartola = await tgr.getCartola(a, A_ONLY);
    expect(cartola && { page: text(cartola.bytes), fechaEmision: cartola.fechaEmision }).toEqual({
      page: '<html>cartola A_ONLY</html>',
      fechaEmision: '2026-11-20 08:30',
    });
    expect(await files.read(b, A_ONLY, taxFolderFileName(A_ONLY))).toBeNull();
    expect(await tgr.getCartola(b, A_ONLY)).toBeNull();
    expect(text(await files.read(a, BOTH, taxFolderFileName(BOTH)))).toBe('%PDF carpeta BOTH, old');
    expect(text(await files.read(b, BOTH, taxFolderFileName(BOTH)))).toBe('%PDF carpeta BOTH, gathered by B since');

    const after = await snapshot();
    expect(Object.keys(after).filter((key) => /^(company-files\/[^/]+\/[^/]+|tgr\/[^/]+)$/.test(key))).toEqual([
      `company-files/${NOBODY}/${taxFolderFileName(NOBODY)}`,
    ]);
    expect(after['tgr/sesiones/0b5c1d2e-0000-4000-8000-000000000000.json']).toBe('{}');

    expect(await runCompanyFileMigration(engines.config)).toEqual({ moved: 0, copied: 0, unclaimed: first.unclaimed });
    expect(await snapshot()).toEqual(after);
  });
});
