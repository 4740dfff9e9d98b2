/**
 * Opens a factoring's SII session for the prior consultation over the SII web client (lambdas/sii/web), with the
 * credentials it stored ('Firma Digital'): the registry and RegistroReclamoDte questions travel with the seed token of
 * its certificate, so a factoring without one gets SiiError 'sin-credenciales' on every question (nothing is sent).
 * Every answer is archived for the factoring (SII-PROTOCOLS.md 11b "Storage").
 */
import type { SiiCredentialSource } from '../sii/credentials';
import type { AnswerArchive } from '../sii/web/answer-archive';
import type { SiiWebClient } from '../sii/web/sii-web-client';
import type { OpenRegistrySession } from './registry-session';

/** What opening a session needs. */
export interface RegistrySessionDeps {
  web: Pick<SiiWebClient, 'factoringGateway'>;
  credentials: Pick<SiiCredentialSource, 'factoring'>;
  /** A fresh archive for the answers of one consultation of `scope` (the factoring) started at `now`. */
  archive(scope: string, now: Date): AnswerArchive;
}

/** The opener; close() of a session closes its gateway, then its archive. */
export function webRegistrySessions(deps: RegistrySessionDeps): OpenRegistrySession {
  return async (rutFactoring, now) => {
    const credentials = await deps.credentials.factoring(rutFactoring);
    const archive = deps.archive(rutFactoring, now);
    const gateway = deps.web.factoringGateway(credentials, archive);
    return {
      getEstCesion: (dte, idCesion) => gateway.getEstCesion(dte, idCesion),
      getEstCesionRelac: (dte, rutEmpresa) => gateway.getEstCesionRelac(dte, rutEmpresa),
      consultarDocDteCedible: (dte) => gateway.consultarDocDteCedible(dte),
      fetchEvents: (dte) => gateway.fetchEvents(dte),
      fetchReceptionDate: (dte) => gateway.fetchReceptionDate(dte),
      close: async () => {
        await gateway.close();
        await archive.close();
      },
    };
  };
}
