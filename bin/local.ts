/**
 * `npm start`: the whole platform on one machine (infra/local/platform.ts), with the settings of the README:
 * RC_SII_DIR (a directory of SII files instead of the demo world), RC_DATA_DIR (default .local),
 * RC_PORT (default 3000), RC_DEMO_SEED (default 'radar'), RC_LOCAL_KEY_FILE (the master key that seals stored
 * credentials), RC_SII_WEB (another SII than the local one, JSON settings) and RC_ASSISTANT_ENGINE with its variables
 * (the query assistant's engine; rules by default). Prints the URLs and the demo sign-in.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRut } from '@domain/rut';
import { startLocalPlatform } from '@infra/local/platform';
import { readAssistantSettings } from '@lambdas/platform/assistant-settings';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const log = (message: string) => console.log(`[radar-cesiones] ${message}`);

const platform = await startLocalPlatform({
  dataDir: path.resolve(root, env.RC_DATA_DIR ?? '.local'),
  siiDir: env.RC_SII_DIR || undefined,
  demoSeed: env.RC_DEMO_SEED || undefined,
  basePort: env.RC_PORT ? Number(env.RC_PORT) : 3000,
  webDist: path.join(root, 'web/dist'),
  secretKeyFile: env.RC_LOCAL_KEY_FILE || undefined,
  siiWeb: env.RC_SII_WEB ? readSiiWebSettings(env.RC_SII_WEB) : undefined,
  assistant: readAssistantSettings(env),
  log,
});

log('Primera actualización desde el SII en curso...');
await platform.firstRefresh;
console.log(`\nRadar Cesiones listo en ${platform.webUrl}\n`);
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

const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
