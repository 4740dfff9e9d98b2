import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { startCognitoRefreshProxy } from './cognito-refresh-proxy';
import { ensureUser, ensureUserPool, ensureWebClient, type LocalUser } from './cognito-pool';
import { freePort } from './http-server';
import { endStaleProcess } from './stale-process';

export type { LocalUser } from './cognito-pool';

/** How long cognito-local may take to answer /health after its start. */
const START_TIMEOUT_MS = 30_000;

/**
 * The pid of the cognito-local serving a data directory, in that directory: a host that died without stopping it (a
 * SIGKILL, a closed terminal) leaves it running, still answering on the port the next start wants.
 */
const PID_FILE = 'cognito-local.pid';

export interface LocalCognitoOptions {
  /** Working directory of cognito-local: its data lives in `{dataDir}/.cognito` and survives restarts. */
  dataDir: string;
  /** Port of cognito-local itself on 127.0.0.1 (a free one when omitted). Part of the token issuer. */
  port?: number;
  /** Port of the refresh proxy in front of it (a free one when omitted). */
  proxyPort?: number;
}

/** cognito-local running with the radar-cesiones pool and web client, and how to reach it. */
export interface LocalCognito {
  /**
   * The Cognito endpoint clients use: the refresh proxy in front of cognito-local
   * ('http://127.0.0.1:{proxyPort}'). Give it to Amplify as `userPoolEndpoint` and to SDK clients.
   */
  endpoint: string;
  /** cognito-local itself ('http://127.0.0.1:{port}'), the host of issuer and JWKS. */
  cognitoEndpoint: string;
  userPoolId: string;
  /** The web app client (USER_PASSWORD_AUTH, no secret): the id token audience. */
  clientId: string;
  /** `iss` of its tokens: '{cognitoEndpoint}/{userPoolId}'. */
  issuer: string;
  /** '{issuer}/.well-known/jwks.json' */
  jwksUri: string;
  /** Creates or updates a confirmed user (see cognito-pool.ts ensureUser); returns its cognito:username. */
  ensureUser(user: LocalUser): Promise<{ username: string }>;
  /** Stops the proxy and the cognito-local process. */
  stop(): Promise<void>;
}

/**
 * Starts cognito-local as a child process (node running its bin, cwd `dataDir`, PORT and HOST=127.0.0.1)
 * so its `.cognito` database persists under dataDir, waits for it, ensures the 'radar-cesiones' pool and
 * 'radar-web' client (looked up first, so a restart on the same dataDir keeps ids and users), and starts
 * the refresh proxy in front of it (ARCHITECTURE.md "known gotchas": USER_PASSWORD_AUTH only, no
 * GetTokensFromRefreshToken, data relative to cwd, signing key shipped in the package).
 * @throws Error when cognito-local exits or does not answer within 30 s (its output is in the message).
 */
export async function startLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  await mkdir(options.dataDir, { recursive: true });
  const pidFile = path.join(options.dataDir, PID_FILE);
  const stalePid = Number(await readFile(pidFile, 'utf8').catch(() => ''));
  if (stalePid > 0) await endStaleProcess(stalePid, 'cognito-local');
  const port = options.port ?? (await freePort());
  const cognitoEndpoint = `http://127.0.0.1:${port}`;
  // Whatever else answers on the port would pass the health check below in place of our own child.
  if ((await answerStatus(cognitoEndpoint)) !== null) {
    throw new Error(`El puerto ${port} ya está en uso: ¿sigue abierta otra instancia de Radar Cesiones? (RC_PORT)`);
  }
  const child = spawnCognitoLocal(options.dataDir, port);
  if (child.process.pid) await writeFile(pidFile, String(child.process.pid));
  const killOnExit = () => child.process.kill();
  process.once('exit', killOnExit);
  const stopChild = async () => {
    process.off('exit', killOnExit);
    if (child.process.exitCode === null && child.process.signalCode === null) {
      const exited = new Promise((resolve) => child.process.once('exit', resolve));
      child.process.kill();
      await exited;
    }
    await rm(pidFile, { force: true });
  };
  const client = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: cognitoEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitUntilHealthy(cognitoEndpoint, child);
    const userPoolId = await ensureUserPool(client);
    const clientId = await ensureWebClient(client, userPoolId);
    const proxy = await startCognitoRefreshProxy(cognitoEndpoint, options.proxyPort ?? 0);
    const issuer = `${cognitoEndpoint}/${userPoolId}`;
    return {
      endpoint: proxy.url,
      cognitoEndpoint,
      userPoolId,
      clientId,
      issuer,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      ensureUser: (user) => ensureUser(client, userPoolId, user),
      stop: async () => {
        client.destroy();
        await proxy.stop();
        await stopChild();
      },
    };
  } catch (error) {
    client.destroy();
    await stopChild();
    throw error;
  }
}

interface CognitoChild {
  process: ChildProcess;
  /** The last output of the process, for error messages. */
  output(): string;
}

function spawnCognitoLocal(dataDir: string, port: number): CognitoChild {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const child = spawn(process.execPath, [path.join(packageDir, 'lib', 'bin', 'start.js')], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { process: child, output: () => tail };
}

/** The HTTP status answered at `url`, or null when nothing answers. */
function answerStatus(url: string): Promise<number | null> {
  return fetch(url).then(
    (response) => response.status,
    () => null,
  );
}

async function waitUntilHealthy(endpoint: string, child: CognitoChild): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`cognito-local exited with code ${child.process.exitCode}:\n${child.output()}`);
    }
    if ((await answerStatus(`${endpoint}/health`)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cognito-local did not answer on ${endpoint} within ${START_TIMEOUT_MS} ms:\n${child.output()}`);
}
