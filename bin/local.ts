/**
 * `npm start`: the whole platform on one machine (infra/local/platform.ts), with the settings of the README:
 * RC_SII_DIR (a directory of SII files instead of the demo world), RC_DATA_DIR (default .local),
 * RC_PORT (default 3000), RC_DEMO_SEED (default 'radar'), RC_LOCAL_KEY_FILE (the master key that seals stored
 * credentials), RC_SII_WEB (another SII than the local one, JSON settings) and RC_ASSISTANT_ENGINE with its variables
 * (the query assistant's engine; rules by default). Builds the web app first unless web/dist holds a build of the same
 * sources (infra/local/web-build.ts). Prints the URLs and the demo sign-in as soon as the web app and the APIs answer;
 * the first refresh goes on behind (the screens show its progress) and its end is printed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from '@infra/local/web-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const log = (message: string) => console.log(`[radar-cesiones] ${message}`);
const startedMs = Date.now();
const seconds = () => `${Math.round((Date.now() - startedMs) / 1000)} s`;

const webDist = path.join(root, 'web/dist');
// The platform's modules load (some seconds) while the web build runs in its own process.
const built = ensureWebBuilt(root, webDist, log);
const [{ formatRut }, { startLocalPlatform }, { readAssistantSettings }, { readSiiWebSettings }] = await Promise.all([
  import('@domain/rut'),
  import('@infra/local/platform'),
  import('@lambdas/platform/assistant-settings'),
  import('@lambdas/platform/sii-settings'),
]);
if (!(await built)) log('Aplicación web ya construida con estas fuentes');
const platform = await startLocalPlatform({
  dataDir: path.resolve(root, env.RC_DATA_DIR ?? '.local'),
  siiDir: env.RC_SII_DIR || undefined,
  demoSeed: env.RC_DEMO_SEED || undefined,
  basePort: env.RC_PORT ? Number(env.RC_PORT) : 3000,
  webDist,
  secretKeyFile: env.RC_LOCAL_KEY_FILE || undefined,
  siiWeb: env.RC_SII_WEB ? readSiiWebSettings(env.RC_SII_WEB) : undefined,
  assistant: readAssistantSettings(env),
  log,
});

console.log(`\nRadar Cesiones listo en ${platform.webUrl} (${seconds()})\n`);
for (const user of platform.users) {
  const companies = user.factorings.map((f) => `${f.razonSocial} ${formatRut(f.rut)}`).join(', ');
  console.log(`  usuario: ${user.email}   clave: ${user.password}   (${companies})`);
}
console.log(`\nGraphQL ${platform.graphqlUrl} · REST ${platform.restUrl} · WebSocket ${platform.websocketUrl}`);
console.log(
  `Correo (bandeja local MailDev) ${platform.mail.inboxUrl} · SMTP ${platform.mail.smtp.host}:${platform.mail.smtp.port}`,
);
console.log(`Receptor de webhooks demo ${platform.webhookReceiver.url}/webhooks/radar`);
console.log(
  `SII local ${platform.sii.hosts.palena} (certificado ${platform.sii.hosts.portalCertificado}) · SII consultado ${platform.config.siiWeb?.hosts.palena}`,
);
console.log('Actualización SII cada 20 minutos. Ctrl+C para detener.\n');

// Ctrl+C, a kill, or the terminal closing (SIGHUP, which would otherwise end the process at once) stop every engine
// and host first, so dynalite's files are closed whole; a second signal meanwhile waits for the same stop. A refresh
// in flight is not waited for beyond a few seconds: a first one runs for minutes, and is done again at the next start.
const JOB_GRACE_MS = 3_000;
let stopping: Promise<void> | undefined;
const shutdown = () =>
  (stopping ??= platform.stop({ jobGraceMs: JOB_GRACE_MS }).then(() => {
    process.exit(0);
  }));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());

if (platform.refreshAtStart) {
  log('Actualización desde el SII en curso; las pantallas muestran el avance de la primera');
  // A refresh cut by a stop has not ended: nothing to announce.
  void platform.firstRefresh.then(() => {
    if (!stopping) log(`Actualización desde el SII terminada (${seconds()})`);
  });
}
