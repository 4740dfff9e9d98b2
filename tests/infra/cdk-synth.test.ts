import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fixtures';

const run = promisify(execFile);

/** cdk paths of the platform Lambdas (infra/platform-stack.ts). */
const PLATFORM_FUNCTIONS = [
  'RadarCesiones/Graphql/Router/Resource',
  'RadarCesiones/Rest/Handler/Resource',
  'RadarCesiones/Realtime/Handler/Resource',
  'RadarCesiones/Jobs/Dispatcher/Resource',
  'RadarCesiones/Jobs/RefreshWorker/Resource',
  'RadarCesiones/Jobs/ClientSyncWorker/Resource',
  'RadarCesiones/Jobs/ClientDbWorker/Resource',
  'RadarCesiones/Jobs/CompanyFilesMigration/Resource',
  'RadarCesiones/Mail/EventsHandler/Resource',
];

interface TemplateResource {
  Type: string;
  Properties: { Runtime?: string };
  Metadata?: Record<string, unknown>;
}

/**
 * The real `npx cdk synth` of cdk.json, offline: real entries bundled by the local esbuild, the real resolvers map
 * checked against schema.graphql. Only the web build is a one-file stand-in (`-c webDist`), so this test does not
 * depend on `npm run build:web` having run.
 */
describe('npx cdk synth', () => {
  const work = mkdtempSync(join(tmpdir(), 'rc-synth-'));
  const outdir = join(work, 'cdk.out');
  let resources: Record<string, TemplateResource> = {};

  beforeAll(async () => {
    const webDist = join(work, 'web-dist');
    mkdirSync(webDist);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Radar Cesiones</title>');
    await run('npx', ['cdk', 'synth', '--quiet', '--no-notices', '--output', outdir, '-c', `webDist=${webDist}`], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        AWS_EC2_METADATA_DISABLED: 'true',
        CDK_DISABLE_VERSION_CHECK: 'true',
        CDK_DISABLE_CLI_TELEMETRY: 'true',
      },
      maxBuffer: 32 * 1024 * 1024,
    });
    const template = JSON.parse(readFileSync(join(outdir, 'RadarCesiones.template.json'), 'utf8')) as {
      Resources: Record<string, TemplateResource>;
    };
    resources = template.Resources;
  }, 240_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes the platform stack and the CDN firewall stack, which passes the AWS Solutions checks', () => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string }>;
    };
    const stacks = Object.entries(manifest.artifacts).filter(([, a]) => a.type === 'aws:cloudformation:stack');
    expect(stacks.map(([name]) => name).sort()).toEqual(['RadarCesiones', 'RadarCesionesEdge']);
  });

  it.each(PLATFORM_FUNCTIONS)('bundles %s into an ES module that loads and exports handler', async (cdkPath) => {
    const fn = Object.values(resources).find((r) => r.Metadata?.['aws:cdk:path'] === cdkPath);
    expect(fn?.Properties.Runtime).toBe('nodejs24.x');
    const assetDir = join(outdir, String(fn?.Metadata?.['aws:asset:path']));
    expect(existsSync(join(assetDir, 'index.mjs'))).toBe(true);
    // The Lambda runtime provides @aws-sdk/* and the @smithy/* packages it is built on (left out of the bundles by
    // the CDK's LAMBDA_NODEJS_SDK_V3_EXCLUDE_SMITHY_PACKAGES); locally the repository's node_modules stands in for
    // them. A function with packages installed beside its bundle (nodeModules, e.g. pdfkit) keeps them and gets both
    // linked in. Functions with the same entry and bundling (the refresh and client-sync workers) share one asset:
    // link it once.
    const modules = join(assetDir, 'node_modules');
    if (!existsSync(modules)) symlinkSync(join(REPO_ROOT, 'node_modules'), modules, 'dir');
    for (const runtimeScope of ['@aws-sdk', '@smithy']) {
      const linked = join(modules, runtimeScope);
      if (!existsSync(linked)) symlinkSync(join(REPO_ROOT, 'node_modules', runtimeScope), linked, 'dir');
    }
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('./index.mjs'); console.log(typeof m.handler);"],
      { cwd: assetDir },
    );
    expect(stdout.trim()).toBe('function');
  });

  it.each(['RadarCesiones/Jobs/ClientDbWorker/Resource', 'RadarCesiones/Rest/Handler/Resource'])(
    'ships sql.js with its WebAssembly file beside %s',
    (cdkPath) => {
      const fn = Object.values(resources).find((r) => r.Metadata?.['aws:cdk:path'] === cdkPath);
      const assetDir = join(outdir, String(fn?.Metadata?.['aws:asset:path']));
      expect(existsSync(join(assetDir, 'node_modules', 'sql.js', 'dist', 'sql-wasm.wasm'))).toBe(true);
    },
  );
});
