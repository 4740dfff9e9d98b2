import { KMSClient } from '@aws-sdk/client-kms';
import type { ServerConfig } from '../config';
import { traceAwsClient } from '../tracing';
import { KmsSealer } from './kms-sealer';
import { LocalSealer } from './local-sealer';
import type { Sealer } from './sealer';

/**
 * The sealer of the configuration: KMS envelope encryption when `secrets.kmsKeyId` is set (AWS), else the local key
 * file `secrets.localKeyFile` (one machine), else null: then nothing can be stored or opened and the credential
 * store answers SealerUnavailableError.
 */
export function createSealer(config: Pick<ServerConfig, 'region' | 'secrets'>): Sealer | null {
  if (config.secrets.kmsKeyId)
    return new KmsSealer(traceAwsClient(new KMSClient({ region: config.region })), config.secrets.kmsKeyId);
  if (config.secrets.localKeyFile) return new LocalSealer(config.secrets.localKeyFile);
  return null;
}
