import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startLocalPlatform, type LocalPlatform, type LocalPlatformOptions } from '@infra/local/platform';
import { REPO_ROOT } from './fixtures';

/**
 * Starts the local platform as `npm start` does, on free ports and a temporary data directory, and waits
 * for its first SII refresh. The web app must be built (npm test builds it before the tests run).
 */
export async function startE2ePlatform(
  options: Partial<Omit<LocalPlatformOptions, 'dataDir' | 'webDist' | 'basePort'>> = {},
): Promise<LocalPlatform & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-e2e-'));
  const platform = await startLocalPlatform({
    ...options,
    dataDir,
    basePort: 0,
    webDist: path.join(REPO_ROOT, 'web/dist'),
  });
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

/** Signs in through the login page (core-platform §2) and waits for the post-login route (any but '/'). */
export async function signIn(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(webUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}
