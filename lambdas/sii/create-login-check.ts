import type { ServerConfig } from '../platform/config';
import type { SiiLoginCheck } from './login-check';
import { SiiError } from './web/errors';
import { SiiWebClient } from './web/sii-web-client';

/** The check used while no SII web client is configured: every clave check answers that the SII is unavailable. */
const UNAVAILABLE: SiiLoginCheck = {
  verifyClave: async (_clave, rutEmpresa) => {
    throw new SiiError('sii-no-disponible', {
      operation: 'CAutInicio',
      rut: rutEmpresa,
      detail: 'no hay cliente web del SII configurado',
    });
  },
};

/**
 * The login check of the configuration (a clave is checked by a real login before it is
 * saved): the SII web client over `config.siiWeb` (production on AWS, the local SII locally); without `siiWeb` a
 * check that throws SiiError 'sii-no-disponible', so nothing unchecked is ever stored.
 */
export function createSiiLoginCheck(config: ServerConfig): SiiLoginCheck {
  if (!config.siiWeb) return UNAVAILABLE;
  return new SiiWebClient(config.siiWeb);
}
