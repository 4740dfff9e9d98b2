import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it, vi } from 'vitest';
import { readFlags } from '@domain/permissions';
import { ForbiddenError } from '@lambdas/platform/errors';
import type { Identity, SecondFactorCheck } from '@lambdas/access/identity';
import { GRAPHQL_ACCESS, REST_ACCESS } from '@lambdas/access/operation-permissions';
import {
  assertSecondFactor,
  CognitoSecondFactorCheck,
  needsCuentas,
  needsSecondFactor,
  TOTP_OPERATION_MESSAGE,
  TOTP_REQUIRED_MESSAGE,
} from '@lambdas/access/second-factor';

const ana: Identity = {
  username: 'user-ana',
  email: 'ana@stcapital.cl',
  rutCesionario: '76389992-6',
  razonSocial: 'ST CAPITAL S.A.',
  companies: [{ rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.', flags: readFlags({ cuentas: '1' }) }],
};

/** A check that answers from a set of enrolled usernames and records who it was asked about. */
function checkOf(enrolled: string[]): SecondFactorCheck & { asked: string[] } {
  const asked: string[] = [];
  return { asked, hasSoftwareToken: async (username) => (asked.push(username), enrolled.includes(username)) };
}

/** A Cognito client whose AdminGetUser answers with `answer(username)` in turn. */
function cognitoAnswering(answer: (username: string) => object | Error) {
  const send = vi.fn(async (command: AdminGetUserCommand) => {
    const result = answer(command.input.Username ?? '');
    if (result instanceof Error) throw result;
    return result;
  });
  return { client: { send } as unknown as CognitoIdentityProviderClient, send };
}

describe('assertSecondFactor', () => {
  it('refuses a cuentas operation to a user without TOTP with the Spanish message, and lets an enrolled one through', async () => {
    const refused = assertSecondFactor(ana, GRAPHQL_ACCESS['Mutation.createUser'], checkOf([]));
    await expect(refused).rejects.toThrow(ForbiddenError);
    await expect(refused).rejects.toThrow(TOTP_REQUIRED_MESSAGE);
    await expect(
      assertSecondFactor(ana, REST_ACCESS['GET /v1/jwt/usuarios'], checkOf(['user-ana'])),
    ).resolves.toBeUndefined();
  });

  it('does not ask the pool for operations that need no second factor', async () => {
    const check = checkOf([]);
    await assertSecondFactor(ana, GRAPHQL_ACCESS['Query.archivosElectronicoDeCesionRecuperados'], check);
    await assertSecondFactor(ana, REST_ACCESS['GET /api/sesion'], check);
    expect(check.asked).toEqual([]);
  });

  it('checks the administrator who signed in, not the user they see as', async () => {
    const seeingAs: Identity = { ...ana, impersonatedBy: { username: 'root', email: 'root@radarcesiones.cl' } };
    await expect(assertSecondFactor(seeingAs, GRAPHQL_ACCESS['Query.users'], checkOf(['user-ana']))).rejects.toThrow(
      TOTP_REQUIRED_MESSAGE,
    );
    const check = checkOf(['root']);
    await expect(assertSecondFactor(seeingAs, GRAPHQL_ACCESS['Query.users'], check)).resolves.toBeUndefined();
    expect(check.asked).toEqual(['root']);
  });

  it('fails closed when no check is configured', async () => {
    await expect(assertSecondFactor(ana, GRAPHQL_ACCESS['Query.users'], undefined)).rejects.toThrow(
      TOTP_REQUIRED_MESSAGE,
    );
  });

  it('refuses the operations where money moves to a user without TOTP with their own Spanish message', async () => {
    for (const key of [
      'Mutation.sendCesionMasiva',
      'Mutation.insertCertificadoDigital',
      'Mutation.rotarSecretoWebhook',
    ]) {
      const refused = assertSecondFactor(ana, GRAPHQL_ACCESS[key], checkOf([]));
      await expect(refused, key).rejects.toThrow(ForbiddenError);
      await expect(refused, key).rejects.toThrow(TOTP_OPERATION_MESSAGE);
      await expect(assertSecondFactor(ana, GRAPHQL_ACCESS[key], checkOf(['user-ana'])), key).resolves.toBeUndefined();
    }
  });

  it('gates exactly the operations where money moves or its keys are kept, and every cuentas operation', () => {
    const all = { ...GRAPHQL_ACCESS, ...REST_ACCESS };
    const gated = Object.keys(all).filter((key) => needsSecondFactor(all[key]));
    const cuentas = Object.keys(all).filter((key) => needsCuentas(all[key]));
    expect(cuentas).toEqual(
      expect.arrayContaining(['Query.users', 'Mutation.createUser', 'Mutation.deleteUser', 'DELETE /v1/jwt/usuarios']),
    );
    expect(gated.filter((key) => !cuentas.includes(key)).toSorted()).toEqual(
      [
        'Mutation.insertCertificadoDigital',
        'Mutation.guardarClaveSiiFactoring',
        'Mutation.cesionMasiva',
        'Mutation.sendCesionMasiva',
        'Mutation.cesionMasivaGrilla',
        'Mutation.devolverCesiones',
        'Mutation.rechazarDte',
        'Mutation.subscribeNotification',
        'Mutation.saveSubscriptor',
        'Mutation.rotarSecretoWebhook',
      ].toSorted(),
    );
    expect(cuentas.every((key) => gated.includes(key))).toBe(true);
  });
});

describe('CognitoSecondFactorCheck', () => {
  it("reads SOFTWARE_TOKEN_MFA from the user's UserMFASettingList in AdminGetUser", async () => {
    const { client, send } = cognitoAnswering((username) => ({
      Username: username,
      UserMFASettingList: username === 'con' ? ['SOFTWARE_TOKEN_MFA'] : [],
    }));
    const check = new CognitoSecondFactorCheck(client, 'pool-1');
    expect(await check.hasSoftwareToken('con')).toBe(true);
    expect(await check.hasSoftwareToken('sin')).toBe(false);
    expect(send.mock.calls.map(([command]) => command.input)).toEqual([
      { UserPoolId: 'pool-1', Username: 'con' },
      { UserPoolId: 'pool-1', Username: 'sin' },
    ]);
  });

  it('keeps an enrolled user for a minute and asks again after; a user without TOTP is asked every time', async () => {
    let now = 1_000_000;
    let enrolled = false;
    const { client, send } = cognitoAnswering((username) => ({
      Username: username,
      UserMFASettingList: enrolled ? ['SOFTWARE_TOKEN_MFA'] : undefined,
    }));
    const check = new CognitoSecondFactorCheck(client, 'pool-1', () => now);
    expect(await check.hasSoftwareToken('ana')).toBe(false);
    enrolled = true;
    expect(await check.hasSoftwareToken('ana')).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    enrolled = false;
    now += 59_000;
    expect(await check.hasSoftwareToken('ana')).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    now += 2_000;
    expect(await check.hasSoftwareToken('ana')).toBe(false);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('answers false for an unknown user and rethrows any other error', async () => {
    const missing = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    expect(await new CognitoSecondFactorCheck(cognitoAnswering(() => missing).client, 'p').hasSoftwareToken('x')).toBe(
      false,
    );
    const down = Object.assign(new Error('boom'), { name: 'InternalErrorException' });
    await expect(
      new CognitoSecondFactorCheck(cognitoAnswering(() => down).client, 'p').hasSoftwareToken('x'),
    ).rejects.toThrow('boom');
  });
});
