import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ServerConfig } from '../../platform/config';
import { SharedRateRepository } from '../../store/shared-rate-repository';
import { SharedRate } from '../shared-rate';
import { type JudicialSource, JudicialSourceError } from './judicial-source';
import { PortalJudicialSource } from './portal-judicial-source';

/** What the judicial source reads beside its settings: the leases table, where the shared rate is kept. */
export interface JudicialSourceDeps {
  doc: Pick<DynamoDBDocumentClient, 'send'>;
}

/**
 * The judicial source chosen by configuration: the case search at `judicial.portalUrl` (the Poder Judicial's portal
 * on AWS, the local judicial host locally) behind the rate shared by every Lambda and tenant (one item per portal host
 * in the leases table); without a URL a source whose sessions fail with JudicialSourceError ('no configurado').
 */
export function createJudicialSource(
  config: Pick<ServerConfig, 'judicial' | 'tables'>,
  { doc }: JudicialSourceDeps,
): JudicialSource {
  const { portalUrl, ratePerSecond, rateBurst, rateWaitMs } = config.judicial;
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
export function sharedRateName(url: string): string {
  return `tasa#${new URL(url).host}`;
}
