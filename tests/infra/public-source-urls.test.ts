import { describe, expect, it } from 'vitest';
import { CONFIG_ENV } from '@lambdas/platform/config';
import {
  DEFAULT_PUBLIC_SOURCE_URLS,
  PJUD_URL_CONTEXT,
  RES_URL_CONTEXT,
  TGR_URL_CONTEXT,
} from '@infra/public-source-urls';
import { buildPlatform, functionEnvironment } from './platform-template';

/** The REST handler's environment variables in a synthesized template. */
const restEnvironment = (context?: Record<string, unknown>) =>
  functionEnvironment((stack) => stack.rest.handler, context);

describe('public source URLs of the TGR and Poder Judicial tabs (client-detail.md §2)', () => {
  it("gives the REST function the real portals' base URLs when the context sets none", () => {
    const env = restEnvironment();
    expect(env[CONFIG_ENV.tgrUrl]).toBe(DEFAULT_PUBLIC_SOURCE_URLS.tgr);
    expect(env[CONFIG_ENV.pjudUrl]).toBe(DEFAULT_PUBLIC_SOURCE_URLS.pjud);
  });

  it('takes them from the stack context, and refuses a value that is not a URL', () => {
    const env = restEnvironment({
      [TGR_URL_CONTEXT]: 'https://tgr.example.cl',
      [PJUD_URL_CONTEXT]: 'https://pjud.example.cl/base',
    });
    expect(env[CONFIG_ENV.tgrUrl]).toBe('https://tgr.example.cl');
    expect(env[CONFIG_ENV.pjudUrl]).toBe('https://pjud.example.cl/base');
    expect(() => buildPlatform({ context: { [TGR_URL_CONTEXT]: 'tesoreria' } })).toThrow(/radar:tgrUrl/);
  });

  it("gives the client sync worker, which gathers the Constitución tab's statute, the Registro de Empresas y Sociedades' URL", () => {
    const workerEnv = (context?: Record<string, unknown>) =>
      functionEnvironment((stack) => stack.jobs.clientSyncWorker, context);
    expect(workerEnv()[CONFIG_ENV.resUrl]).toBe(DEFAULT_PUBLIC_SOURCE_URLS.res);
    expect(DEFAULT_PUBLIC_SOURCE_URLS.res).toBe('https://www.registrodeempresasysociedades.cl');
    expect(workerEnv({ [RES_URL_CONTEXT]: 'https://res.example.cl' })[CONFIG_ENV.resUrl]).toBe(
      'https://res.example.cl',
    );
    expect(() => buildPlatform({ context: { [RES_URL_CONTEXT]: 'registro' } })).toThrow(/radar:resUrl/);
  });
});
