import { build, type Metafile } from 'esbuild';
import { LAMBDA_ENTRIES } from '@infra/lambda-function';

/**
 * Every Lambda entry (infra/lambda-function.ts LAMBDA_ENTRIES) bundled as its function is (ESM for Node.js 24, the
 * packages included), nothing written: the metafile names each output's entry and the sources in it.
 */
export async function bundleLambdaEntries(): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: Object.values(LAMBDA_ENTRIES),
    bundle: true,
    write: false,
    outdir: 'lambda-bundles',
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return metafile;
}
