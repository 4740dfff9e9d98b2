import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  REFRESH_INTERVAL_MS,
  startLocalPlatform,
  type LocalPlatform,
  type LocalPlatformOptions,
} from '@infra/local/platform';
import { copyOfTemplate } from './data-dir-templates';
import { REPO_ROOT } from './fixtures';

type E2eOptions = Partial<Omit<LocalPlatformOptions, 'dataDir' | 'webDist' | 'basePort'>>;

/**
 * Starts the local platform as `npm start` does, on free ports and a temporary data directory, and waits
 * for its first SII refresh. The web app must be built (npm test builds it before the tests run).
 *
 * A demo world of a given size (`{ demoScale }`, what most browser suites ask, with at most runtime-only options beside
 * it) is refreshed once per test run: the first suite to ask builds a data directory (a start, its first refresh and
 * the demo data built from it, a stop), and each suite starts on its own copy, whose first refresh then waits a whole
 * interval like the later ones. Any other option starts from an empty directory. The job metric lines stay off, as
 * with `npm start`.
 */
export async function startE2ePlatform(options: E2eOptions = {}): Promise<LocalPlatform & { dataDir: string }> {
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-'));
  const copied = await copyOfRefreshedTemplate(options, dataDir);
  const platform = await startTestPlatform(
    copied ? { ...options, refreshedDataTickDelayMs: REFRESH_INTERVAL_MS } : options,
    dataDir,
  );
  await platform.firstRefresh;
  return {
    ...platform,
    dataDir,
    stop: async () => {
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the local platform as `npm start` does over `dataDir`, on free ports, serving the built web app. */
export function startTestPlatform(options: E2eOptions, dataDir: string): Promise<LocalPlatform> {
  return startLocalPlatform({ ...options, dataDir, basePort: 0, webDist: path.join(REPO_ROOT, 'web/dist') });
}

/**
 * Options that shape only how the started platform's hosts behave from then on, not the data its first refresh stores:
 * a suite asking them beside `demoScale` still starts on a copy of that scale's refreshed directory. The local SII's
 * behaviour is one: the template's first refresh ran with the default faults, and the client's retries recovered every
 * one of them (the 0.05 world's tables, refresh reports and stored objects count the same with the faults off).
 */
const RUNTIME_ONLY_OPTIONS: ReadonlySet<string> = new Set([
  'judicialSlowMs',
  'webhookRetryDelaysSeconds',
  'siiBehaviour',
]);

/**
 * Copies the run's refreshed directory for `options.demoScale` into `dataDir`; false when none applies: other options
 * than the scale and {@link RUNTIME_ONLY_OPTIONS}, or outside vitest.
 */
async function copyOfRefreshedTemplate(options: E2eOptions, dataDir: string): Promise<boolean> {
  const { demoScale } = options;
  const runtimeOnly = Object.keys(options).every((key) => key === 'demoScale' || RUNTIME_ONLY_OPTIONS.has(key));
  if (!process.env.VITEST || demoScale === undefined || !runtimeOnly) return false;
  const build = async (dir: string) => {
    const platform = await startTestPlatform({ demoScale }, dir);
    try {
      await platform.firstRefresh;
    } finally {
      await platform.stop();
    }
  };
  return copyOfTemplate(inject('dataDirTemplates'), `demo-scale-${demoScale}`, build, dataDir);
}

/** Signs in through the login page (core-platform §2) and waits for the post-login route (any but '/'). */
export async function signIn(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(webUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}
