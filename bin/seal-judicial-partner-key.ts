/**
 * `npx tsx bin/seal-judicial-partner-key.ts < key.txt`: prints the judicial partner's API key (stdin, trimmed)
 * sealed as config.judicial.partner.sealedKey expects it (JSON of a SealedSecret, context PARTNER_KEY_CONTEXT), for
 * the `radar:judicialPartner` context setting (infra/judicial-partner.ts). Seals under the stack's credentials key
 * with AWS credentials (RC_KMS_KEY_ID, AWS_REGION), or locally under RC_LOCAL_KEY_FILE. The key is never printed.
 */
import { text } from 'node:stream/consumers';
import { createSealer } from '@lambdas/platform/sealing/create-sealer';
import { SealerUnavailableError } from '@lambdas/platform/sealing/sealer';
import { PARTNER_KEY_CONTEXT } from '@lambdas/public-sources/judicial/partner-settings';

const env = process.env;
const sealer = createSealer({
  region: env.AWS_REGION ?? '',
  secrets: { kmsKeyId: env.RC_KMS_KEY_ID || undefined, localKeyFile: env.RC_LOCAL_KEY_FILE || undefined },
});
if (!sealer) throw new SealerUnavailableError();
const key = (await text(process.stdin)).trim();
if (!key) throw new Error('Entregue la clave del proveedor por la entrada estándar.');
console.log(JSON.stringify(await sealer.seal(Buffer.from(key, 'utf8'), PARTNER_KEY_CONTEXT)));
