import path from 'node:path';
import { demoCredentials } from '@infra/local/demo-credentials';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { toConfigEnv, type ServerConfig } from '@lambdas/platform/config';
import { createSealer } from '@lambdas/platform/sealing/create-sealer';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { CredentialRepository } from '@lambdas/store/credential-repository';
import { storeDemoCredentials } from '@infra/local/demo-credential-store';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { startLocalIdentity, userToken, type LocalIdentity } from '../../support/local-identity';

const PASSWORD = 'clave123';

/**
 * The local identity (engines and cognito-local) that the prior consultation services run on: reaching the local SII
 * `sii` without pacing and with short retries, sealing with a key under `keyDir`, the demo world's certificates stored
 * as of `now`, and its config in process.env (where the services read it). `overrides` is merged into the config.
 */
export async function startConsultaIdentity(
  sii: LocalSii,
  keyDir: string,
  now: Date,
  overrides: Partial<ServerConfig> = {},
): Promise<LocalIdentity> {
  const local = await startLocalIdentity({
    siiWeb: readSiiWebSettings({
      hosts: sii.hosts,
      caPem: sii.caPem,
      pacing: { concurrency: 16, minIntervalMs: 0 },
      retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 50 },
    }),
    secrets: { localKeyFile: path.join(keyDir, 'llave.key') },
    ...overrides,
  });
  const { config } = local;
  Object.assign(process.env, toConfigEnv(config));
  await storeDemoCredentials(
    new CredentialRepository(local.engines.doc, config.tables.credentials, createSealer(config)),
    demoCredentials(sii.credentials, new Map()),
    now,
    new AcceptedIssuers([sii.caPem]),
  );
  return local;
}

/**
 * Signs in the three users of the prior consultation tests: Ana (factoring `first`, may consult), Beto (`first`, may
 * not) and Carla (factoring `second`, may consult). @returns their id tokens.
 */
export async function consultaUserTokens(
  local: LocalIdentity,
  first: string,
  second: string,
): Promise<{ ana: string; beto: string; carla: string }> {
  return {
    ana: await userToken(local, 'ana@f0.cl', PASSWORD, { rutCesionario: first, consultaPrevia: '1' }),
    beto: await userToken(local, 'beto@f0.cl', PASSWORD, { rutCesionario: first, consultaPrevia: '0' }),
    carla: await userToken(local, 'carla@f1.cl', PASSWORD, { rutCesionario: second, consultaPrevia: '1' }),
  };
}
