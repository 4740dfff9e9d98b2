import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEB_BUILD_STAMP } from '@infra/local/web-build';
import { launchChromium } from '../support/browser';
import { signIn } from '../support/e2e-platform';
import { REPO_ROOT } from '../support/fixtures';
import { round } from './stats';

/** The web port of the benchmark's `npm start` (the other hosts take the next 13); RC_BENCH_PORT overrides it. */
const BENCH_PORT = Number(process.env.RC_BENCH_PORT ?? 3700);
/** Longest wait for the URL and for the rows (a first refresh on a loaded machine takes minutes). */
const URL_TIMEOUT_MS = 5 * 60_000;
const ROWS_TIMEOUT_MS = 20 * 60_000;

/** A running `npm start` and what it printed. */
interface Started {
  child: ChildProcess;
  /** Seconds from the spawn to the line 'Radar Cesiones listo en {url}'. */
  urlSeconds: number;
  webUrl: string;
  /** The first demo user's e-mail and password as printed. */
  user: { email: string; password: string };
  /** Whether the start built the web app. */
  built: boolean;
}

/** Spawns `npm start` on `dataDir` in its own process group and waits for its URL and first printed user. */
async function npmStart(dataDir: string): Promise<Started> {
  const startedMs = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RC_DATA_DIR: dataDir, RC_PORT: String(BENCH_PORT) },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  let built = false;
  let webUrl = '';
  let urlSeconds = 0;
  const printed = new Promise<Started['user'] | null>((resolve) => {
    const timeout = setTimeout(() => resolve(null), URL_TIMEOUT_MS);
    child.once('exit', () => resolve(null));
    // Every line is read to the end, so the child never blocks on a full pipe.
    lines.on('line', (line) => {
      if (line.includes('Construyendo la aplicación web')) built = true;
      const ready = /Radar Cesiones listo en (\S+)/.exec(line);
      if (ready) {
        webUrl = ready[1]!;
        urlSeconds = (performance.now() - startedMs) / 1000;
      }
      const user = /usuario: (\S+)\s+clave: (\S+)/.exec(line);
      if (webUrl && user) {
        clearTimeout(timeout);
        resolve({ email: user[1]!, password: user[2]! });
      }
    });
  });
  const user = await printed;
  if (user) return { child, urlSeconds, webUrl, user, built };
  await stop(child);
  throw new Error(`npm start no imprimió su URL y usuarios en ${URL_TIMEOUT_MS / 1000} s`);
}

/** Longest wait for the last process of a stopped start's group (the platform closes its hosts after npm exits). */
const GROUP_EXIT_TIMEOUT_MS = 60_000;

/** Whether any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the `npm start` process group and waits until none of its processes is left: npm exits at once, while the
 * platform's process may still be closing its ports and its store, which the next start on the same data needs.
 * @throws Error when a process of the group outlives GROUP_EXIT_TIMEOUT_MS.
 */
async function stop(child: ChildProcess): Promise<void> {
  const pgid = child.pid!;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-pgid, 'SIGTERM');
    await exited;
  }
  for (const until = Date.now() + GROUP_EXIT_TIMEOUT_MS; groupAlive(pgid); await sleep(200)) {
    if (Date.now() > until)
      throw new Error(`npm start siguió corriendo ${GROUP_EXIT_TIMEOUT_MS / 1000} s tras SIGTERM`);
  }
}

/**
 * Seconds from `startedMs` (performance.now) until the user, signed in through the login page, sees rows on
 * '/cesion-adquiridas' (the screen reads again by itself when the first refresh ends).
 */
async function secondsToRows(started: Started, startedMs: number): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, started.webUrl, started.user.email, started.user.password);
    await page.goto(`${started.webUrl}/cesion-adquiridas`);
    await page.locator('[data-testid="cedente-card"]').first().waitFor({ timeout: ROWS_TIMEOUT_MS });
    return (performance.now() - startedMs) / 1000;
  } finally {
    await browser.close();
  }
}

/** One start: seconds to the URL and to the first signed-in screen with rows. */
async function measureStart(dataDir: string): Promise<{ urlSeconds: number; rowsSeconds: number; built: boolean }> {
  const startedMs = performance.now();
  const started = await npmStart(dataDir);
  try {
    const rowsSeconds = await secondsToRows(started, startedMs);
    return { urlSeconds: round(started.urlSeconds, 1), rowsSeconds: round(rowsSeconds, 1), built: started.built };
  } finally {
    await stop(started.child);
  }
}

/**
 * `npm run bench -- start`: `npm start` as a new user runs it, twice on the same new data directory. The first start
 * is a fresh clone's (the web build's stamp removed, so it builds; an empty data directory, so the demo world, the
 * seeding and the first refresh); the second is the same day's next start. Each reports the seconds from the spawn to
 * the printed URL and to the first signed-in screen with rows ('/cesion-adquiridas'), and whether it built the web
 * app. Uses ports RC_BENCH_PORT (default 3700) to +13.
 */
export async function benchStart(): Promise<Record<string, number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-start-'));
  try {
    fs.rmSync(path.join(REPO_ROOT, 'web/dist', WEB_BUILD_STAMP), { force: true });
    const fresh = await measureStart(dataDir);
    const second = await measureStart(dataDir);
    return {
      freshUrlSeconds: fresh.urlSeconds,
      freshRowsSeconds: fresh.rowsSeconds,
      freshBuiltWeb: Number(fresh.built),
      secondUrlSeconds: second.urlSeconds,
      secondRowsSeconds: second.rowsSeconds,
      secondBuiltWeb: Number(second.built),
      cpus: os.cpus().length,
      loadAverage1m: round(os.loadavg()[0]!, 1),
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
