import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SII_CERTIFICATE_AUTHORITIES_CONTEXT } from '@infra/sii-certificate-authorities';
import { makeTestAuthority } from '@tests/support/pkcs12-factory';
import { buildPlatform, logicalId, workDir } from './platform-template';

interface FunctionResource {
  Properties: { Environment?: { Variables?: Record<string, unknown> }; Layers?: unknown[] };
}

/** An operator's bundle: a hierarchy of authorities larger than Lambda's 4 KB of environment, with notes. */
function operatorBundle(): { file: string; pems: string[] } {
  const pems = ['Raíz', 'Intermedia Firma', 'Intermedia Sellos', 'Otra Raíz'].map(
    (nombre) => makeTestAuthority(`Autoridad ${nombre}`).certPem,
  );
  const file = join(workDir('sii-ca-'), 'sii-ca.pem');
  writeFileSync(file, pems.map((pem, n) => `Autoridad ${n}\n${pem}`).join('\n'));
  return { file, pems };
}

describe('SII certificate authorities on AWS', () => {
  const bundle = operatorBundle();
  const { app, stack, template } = buildPlatform({ context: { [SII_CERTIFICATE_AUTHORITIES_CONTEXT]: bundle.file } });
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, FunctionResource>;

  it('is a bundle larger than the 4 KB a function may hold in environment variables', () => {
    expect(bundle.pems.join('\n').length).toBeGreaterThan(4096);
  });

  it("hands the GraphQL router a layer holding the bundle's certificates only, and the path to read them", () => {
    const router = functions[logicalId(stack.graphql.router)]!.Properties;
    expect(router.Environment?.Variables).toMatchObject({
      RC_SII_CERTIFICATE_AUTHORITIES_FILE: '/opt/sii-certificate-authorities.pem',
    });
    expect(router.Layers).toHaveLength(1);
    const [layer] = router.Layers as { Ref: string }[];
    expect(template.findResources('AWS::Lambda::LayerVersion')).toHaveProperty([layer!.Ref]);
    const staged = readdirSync(app.outdir)
      .map((asset) => join(app.outdir, asset, 'sii-certificate-authorities.pem'))
      .filter((file) => existsSync(file));
    expect(staged).toHaveLength(1);
    expect(readFileSync(staged[0]!, 'utf8').trim()).toBe(bundle.pems.map((pem) => pem.trim()).join('\n'));
  });

  it('puts the certificates in no environment variable of any function', () => {
    for (const { Properties } of Object.values(functions))
      expect(Properties.Environment?.Variables ?? {}).not.toHaveProperty('RC_SII_CERTIFICATE_AUTHORITIES');
  });

  it('gives the router no layer and names no file without the context', () => {
    const bare = buildPlatform();
    const router = bare.template.findResources('AWS::Lambda::Function')[logicalId(bare.stack.graphql.router)] as
      FunctionResource | undefined;
    expect(router?.Properties.Environment?.Variables).not.toHaveProperty('RC_SII_CERTIFICATE_AUTHORITIES_FILE');
    expect(router?.Properties).not.toHaveProperty('Layers');
  });
});
