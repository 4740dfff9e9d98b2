import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ServerConfig } from '../../platform/config';
import { type SealedSecret, type Sealer, SealerUnavailableError } from '../../platform/sealing/sealer';
import { SharedRateRepository } from '../../store/shared-rate-repository';
import { SHARED_RATE_KEY_PREFIX, SharedRate } from '../shared-rate';
import { type JudicialSource, JudicialSourceError } from './judicial-source';
import { PartnerJudicialSource } from './partner-judicial-source';
import { PARTNER_KEY_CONTEXT } from './partner-settings';
import { PortalJudicialSource } from './portal-judicial-source';

/**
 * What the judicial source uses beside its settings: the leases table, where the shared rate is kept, and the sealer
 * that opens a partner's API key.
 */
export interface JudicialSourceDeps {
  doc: Pick<DynamoDBDocumentClient, 'send'>;
  sealer: Sealer | null;
}

/**
 * The judicial source chosen by configuration: a partner's API when `judicial.partner` is set (its key opened at each
 * session start, nowhere else); else the case search at `judicial.portalUrl` (the Poder Judicial's portal on AWS, the
 * local judicial host locally) behind the rate shared by every Lambda and tenant (one item per portal host in the
 * leases table); without either a source whose sessions fail with JudicialSourceError ('no configurado').
 */
export function createJudicialSource(
  config: { judicial: ServerConfig['judicial']; tables: Pick<ServerConfig['tables'], 'leases'> },
  { doc, sealer }: JudicialSourceDeps,
): JudicialSource {
  const { portalUrl, ratePerSecond, rateBurst, rateWaitMs, partner } = config.judicial;
  if (partner)
    return new PartnerJudicialSource(partner, async () => {
      if (!sealer) throw new SealerUnavailableError();
      const sealed = JSON.parse(partner.sealedKey) as SealedSecret;
      return Buffer.from(await sealer.open(sealed, PARTNER_KEY_CONTEXT)).toString('utf8');
    });
  if (!portalUrl)
    return {
      openSession: async () => {
        throw new JudicialSourceError('Poder Judicial no configurado');
      },
    };
  const rate = new SharedRate(new SharedRateRepository(doc, config.tables.leases), sharedRateName(portalUrl), {
    ratePerSecond,
    burst: rateBurst,
    maxWaitMs: rateWaitMs,
  });
  return new PortalJudicialSource(portalUrl, rate);
}

/** The shared rate's item for a source: one per host, whichever factoring or Lambda asks. */
function sharedRateName(url: string): string {
  return `${SHARED_RATE_KEY_PREFIX}${new URL(url).host}`;
}
