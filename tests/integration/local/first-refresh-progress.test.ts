import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/local-identity';
import { postGraphql, type GraphqlAnswer } from '../../support/graphql-request';
import { startRefreshingPlatform, type RefreshingPlatform } from '../../support/refreshing-platform';

const PROGRESS = `query P($rut: String!) { primeraActualizacion(rutFactoring: $rut) { documentos total } }`;
const LAST = `query U($rut: String!) { ultimaActualizacion(rutFactoring: $rut) }`;

type Progress = { documentos: number; total: number | null } | null;

/**
 * A first start: the platform answers sign-in and reports its first refresh's progress (n of m documents) while that
 * refresh runs against a slow local SII, and stops reporting it once the refresh has recorded itself.
 */
describe('the local platform during its first refresh', () => {
  let platform: RefreshingPlatform;
  let token = '';
  let rutFactoring = '';
  const progress = async (): Promise<Progress> => {
    const answer = await postGraphql<GraphqlAnswer<{ primeraActualizacion: Progress }>>(
      platform.graphqlUrl,
      token,
      PROGRESS,
      { rut: rutFactoring },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.primeraActualizacion;
  };

  beforeAll(async () => {
    platform = await startRefreshingPlatform(400);
  }, 300_000);

  afterAll(async () => {
    await platform?.stop();
  }, 300_000);

  it('answers sign-in and reports n of m documents before the first refresh ends, nothing after', async () => {
    const user = platform.users.find((u) => u.kind === 'factoring' && u.factorings.length === 1)!;
    rutFactoring = user.factorings[0]!.rut;
    const { endpoints, auth } = platform.config;
    token = (await signIn(endpoints.cognito!, auth.clientId, user.email, user.password)).IdToken;

    let seen = await progress();
    while (!platform.refreshed() && !(seen?.total && seen.documentos > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await progress();
    }
    expect(platform.refreshed()).toBe(false);
    expect(seen).not.toBeNull();
    expect(seen!.total).toBeGreaterThan(0);
    expect(seen!.documentos).toBeGreaterThan(0);
    expect(seen!.documentos).toBeLessThanOrEqual(seen!.total!);

    platform.sii.control.setFaults({ slowShare: 0 });
    await platform.firstRefresh;
    expect(await progress()).toBeNull();
    const last = await postGraphql<GraphqlAnswer<{ ultimaActualizacion: string | null }>>(
      platform.graphqlUrl,
      token,
      LAST,
      { rut: rutFactoring },
    );
    expect(last.data!.ultimaActualizacion).not.toBeNull();
  }, 300_000);
});
