import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LocalPlatform } from '@infra/local/platform';
import { startTestPlatform } from './e2e-platform';

/** A local platform whose first refresh is still running, and whether it has ended. */
export interface RefreshingPlatform extends LocalPlatform {
  dataDir: string;
  /** True once firstRefresh resolved. */
  refreshed(): boolean;
  /** Lets the local SII answer at full speed, waits for the first refresh, stops and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the local platform as `npm start` does (free ports, a temporary data directory, the built web app) over a
 * small demo world and a slow local SII (every data answer delayed by `slowMs`), and returns as soon as it answers,
 * while its first refresh is still running: what a user sees on a first start.
 */
export async function startRefreshingPlatform(slowMs: number): Promise<RefreshingPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-first-refresh-'));
  const platform = await startTestPlatform(
    {
      demoScale: 0.05,
      siiBehaviour: { faults: { seed: 'primera-actualizacion', errorShare: 0, slowShare: 1, slowMs } },
    },
    dataDir,
  );
  let ended = false;
  void platform.firstRefresh.then(() => (ended = true));
  return {
    ...platform,
    dataDir,
    refreshed: () => ended,
    stop: async () => {
      platform.sii.control.setFaults({ slowShare: 0 });
      await platform.firstRefresh;
      await platform.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
