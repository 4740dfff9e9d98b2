import type { Construct } from 'constructs';
import type { ServerConfig } from '@lambdas/platform/config';

/**
 * CDK context key of the TGR site's base URL (the treasury statement of the TGR tab,
 * lambdas/public-sources/tgr/tgr-statements.ts).
 */
export const TGR_URL_CONTEXT = 'radar:tgrUrl';
/**
 * CDK context key of the Poder Judicial site's base URL (the judicial radar's portal adapter, which the Poder Judicial
 * tab reads too: lambdas/public-sources/judicial/portal-judicial-source.ts).
 */
export const PJUD_URL_CONTEXT = 'radar:pjudUrl';
/**
 * CDK context key of the Registro de Empresas y Sociedades' base URL (the Constitución tab,
 * lambdas/public-sources/res/res-registry.ts).
 */
export const RES_URL_CONTEXT = 'radar:resUrl';

/**
 * The real portals' base URLs, used when the context sets none: the Tesorería General de la República
 * (../shared/SII-PROTOCOLS.md §1 "TGR": www.tesoreria.cl), the Poder Judicial's Oficina Judicial Virtual and the
 * Ministerio de Economía's Registro de Empresas y Sociedades ('Empresa en un Día').
 */
export const DEFAULT_PUBLIC_SOURCE_URLS = {
  tgr: 'https://www.tesoreria.cl',
  pjud: 'https://oficinajudicialvirtual.pjud.cl',
  res: 'https://www.registrodeempresasysociedades.cl',
} as const;

/**
 * The public sources' base URLs of a deployment (ServerConfig.publicSources, the RC_TGR_URL, RC_PJUD_URL and
 * RC_RES_URL variables of the functions): `-c radar:tgrUrl=… -c radar:pjudUrl=… -c radar:resUrl=…`, else
 * {@link DEFAULT_PUBLIC_SOURCE_URLS}.
 * @throws Error when a context value is not an http(s) URL.
 */
export function publicSourceUrls(scope: Construct): NonNullable<ServerConfig['publicSources']> {
  const read = (key: string, fallback: string): string => {
    const value: unknown = scope.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value !== 'string' || !/^https?:\/\/[^/\s]+/.test(value))
      throw new Error(`El contexto ${key} debe ser una URL http(s): ${String(value)}`);
    return value;
  };
  return {
    tgr: read(TGR_URL_CONTEXT, DEFAULT_PUBLIC_SOURCE_URLS.tgr),
    pjud: read(PJUD_URL_CONTEXT, DEFAULT_PUBLIC_SOURCE_URLS.pjud),
    res: read(RES_URL_CONTEXT, DEFAULT_PUBLIC_SOURCE_URLS.res),
  };
}
