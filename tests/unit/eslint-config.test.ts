import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The floor plan is a rule (docs/architecture.md): these probes lint one import from a file placed on a given
 * floor, through the repository's own eslint.config.ts, and read which layout rule answers.
 */
describe('the layout rules of eslint.config.ts', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The rule ids that refuse `code` written in the (possibly new) file `file`. */
  async function refusals(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  }
  const importOf = (specifier: string) => `import * as probe from '${specifier}';\nexport const used = probe;\n`;

  it.each([
    ['domain/probe.ts', '@lambdas/platform/errors'],
    ['domain/probe.ts', '@web/lib/format'],
    ['lambdas/probe.ts', '@infra/platform-stack'],
    ['lambdas/probe.ts', '@web/lib/format'],
    ['web/src/lib/probe.ts', '@lambdas/platform/errors'],
    ['web/src/lib/probe.ts', '@web/app/router'],
    ['web/src/components/probe.ts', '@web/features/auth/components/login-page'],
    ['web/src/lib/probe.ts', '@web/components/ui/spinner'],
    ['web/src/lib/probe.ts', '@web/localdb/local-database'],
    ['web/src/localdb/probe.ts', '@web/components/ui/spinner'],
    ['web/src/features/auth/probe.ts', '@web/app/router'],
    ['infra/probe.ts', '@tests/support/fixtures'],
  ])('refuses %s importing %s (an import up a floor or across sides)', async (file, specifier) => {
    expect(await refusals(file, importOf(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['lambdas/probe.ts', '@domain/rut'],
    ['web/src/features/auth/probe.ts', '@web/lib/format'],
    ['web/src/app/probe.ts', '@web/features/auth/components/login-page'],
    ['web/src/features/cessions/probe.ts', '@web/features/cessions/components/cessions-screen'],
    ['infra/probe.ts', '@lambdas/platform/errors'],
    ['tests/probe.ts', '@lambdas/platform/errors'],
  ])('lets %s import %s (down a floor)', async (file, specifier) => {
    expect(await refusals(file, importOf(specifier))).toEqual([]);
  });

  it('refuses a feature importing another feature: what two features share lives in lib/ or components/', async () => {
    const code = importOf('@web/features/cessions/components/cessions-screen');
    expect(await refusals('web/src/features/events-lists/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['lambdas/services/probe.ts', '@lambdas/graphql/types'],
    ['lambdas/rest/probe.ts', '@lambdas/graphql/types'],
    ['lambdas/access/probe.ts', '@lambdas/services/jobs/job-messages'],
    ['lambdas/platform/probe.ts', '@lambdas/store/tables'],
    ['lambdas/store/probe.ts', '@lambdas/sii/login-check'],
    ['lambdas/mail/probe.ts', '@lambdas/access/identity'],
    ['lambdas/language-models/probe.ts', '@lambdas/services/assistant/fallback-engine'],
    ['lambdas/language-models/probe.ts', '@lambdas/mail/create-mail-sender'],
    ['lambdas/services/probe.ts', '@infra/local/demo-world/rng'],
  ])('refuses %s importing %s (up the lambdas floors, across adapters, or into infra/)', async (file, specifier) => {
    expect(await refusals(file, importOf(specifier))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['lambdas/services/probe.ts'],
    ['lambdas/graphql/probe.ts'],
    ['lambdas/rest/probe.ts'],
    ['lambdas/realtime/probe.ts'],
    ['lambdas/mail-events/probe.ts'],
    ['bin/probe.ts'],
  ])('refuses %s minting a systemScope (only a job entry vouches for its factoring)', async (file) => {
    expect(await refusals(file, importOf('@lambdas/access/system-scope'))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['lambdas/jobs/probe.ts'],
    ['lambdas/consulta-previa/probe.ts'],
    ['infra/local/probe.ts'],
    ['tests/probe.ts'],
  ])('lets %s mint a systemScope (a job entry, local mode or a test)', async (file) => {
    expect(await refusals(file, importOf('@lambdas/access/system-scope'))).toEqual([]);
  });

  it.each([
    ['lambdas/graphql/probe.ts', '@lambdas/services/cessions/list-cessions'],
    ['lambdas/jobs/probe.ts', '@lambdas/services/jobs/job-messages'],
    ['lambdas/services/probe.ts', '@lambdas/store/tables'],
    ['lambdas/sii/probe.ts', '@lambdas/store/credential-repository'],
    ['lambdas/access/probe.ts', '@lambdas/platform/errors'],
  ])('lets %s import %s (down the lambdas floors, or an adapter into store/)', async (file, specifier) => {
    expect(await refusals(file, importOf(specifier))).toEqual([]);
  });
});
