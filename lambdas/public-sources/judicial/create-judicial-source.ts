import type { ServerConfig } from '../../platform/config';
import { type JudicialSource, JudicialSourceError } from './judicial-source';
import { PortalJudicialSource } from './portal-judicial-source';
import { RateGate } from './rate-gate';

/** One gate per process: every sweep of every factoring here shares it (config.judicial.ratePerSecond). */
let sharedGate: { rate: number; gate: RateGate } | undefined;

/**
 * The judicial source chosen by configuration: the case search at `judicial.portalUrl` (the Poder Judicial's portal
 * on AWS, the local judicial host locally) behind the process's shared rate; without a URL a source whose sessions
 * fail with JudicialSourceError ('no configurado').
 */
export function createJudicialSource(config: Pick<ServerConfig, 'judicial'>): JudicialSource {
  const { portalUrl, ratePerSecond } = config.judicial;
  if (!portalUrl)
    return {
      openSession: async () => {
        throw new JudicialSourceError('Poder Judicial no configurado');
      },
    };
  if (sharedGate?.rate !== ratePerSecond) sharedGate = { rate: ratePerSecond, gate: new RateGate(ratePerSecond) };
  return new PortalJudicialSource(portalUrl, sharedGate.gate);
}
