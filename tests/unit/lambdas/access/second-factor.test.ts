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

/**
 * A check whose sessions of `verified` usernames are TOTP-verified, those of `unproven` ones not (the user has an app
 * the session never proved) and the others' users have no app; it records who it was asked about.
 */
function checkOf(verified: string[], unproven: string[] = []): SecondFactorCheck & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    sessionStatus: async (username) => {
      asked.push(username);
      if (verified.includes(username)) return 'verified';
      return unproven.includes(username) ? 'unproven' : 'notEnrolled';
    },
  };
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

  it("refuses every gated operation, cuentas included, to an enrolled user's session that never proved a code", async () => {
    for (const key of ['Query.users', 'Mutation.sendCesionMasiva']) {
      await expect(assertSecondFactor(ana, GRAPHQL_ACCESS[key], checkOf([], ['user-ana'])), key).rejects.toThrow(
        TOTP_OPERATION_MESSAGE,
      );
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

/** The server's TOTP records in memory: enrolments by username, proofs by session id. */
function memoryProofs(enrolments: Record<string, number> = {}, proofs: Record<string, string> = {}) {
  return {
    enrolments,
    enrolledAt: async (username: string) => enrolments[username] ?? null,
    enrolmentSeenAt: async (username: string, at: number) => (enrolments[username] ??= at),
    hasSessionProof: async (sessionId: string, username: string) => proofs[sessionId] === username,
  };
}

const ENROLLED = { UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] };
/** Sign-ins at epoch seconds around an enrolment recorded at 1_000_000. */
const before = { id: 'sesion-antes', startedAt: 999_999 };
const after = { id: 'sesion-despues', startedAt: 1_000_000 };

describe('CognitoSecondFactorCheck', () => {
  it("answers notEnrolled from AdminGetUser's UserMFASettingList without SOFTWARE_TOKEN_MFA, for any session", async () => {
    const { client, send } = cognitoAnswering((username) => ({ Username: username, UserMFASettingList: [] }));
    const check = new CognitoSecondFactorCheck(client, 'pool-1', memoryProofs({ ana: 1 }, { [after.id]: 'ana' }));
    expect(await check.sessionStatus('ana', after)).toBe('notEnrolled');
    expect(send.mock.calls.map(([command]) => command.input)).toEqual([{ UserPoolId: 'pool-1', Username: 'ana' }]);
  });

  it('verifies a session of an enrolled user that signed in at or after the enrolment, or proved a code', async () => {
    const { client } = cognitoAnswering(() => ENROLLED);
    const check = new CognitoSecondFactorCheck(client, 'p', memoryProofs({ ana: 1_000_000 }, { 'con-prueba': 'ana' }));
    expect(await check.sessionStatus('ana', before)).toBe('unproven');
    expect(await check.sessionStatus('ana', after)).toBe('verified');
    expect(await check.sessionStatus('ana', { ...before, id: 'con-prueba' })).toBe('verified');
    expect(await check.sessionStatus('beto', { ...before, id: 'con-prueba' })).toBe('unproven');
    expect(await check.sessionStatus('ana', undefined)).toBe('unproven');
  });

  it('records an enrolment it finds unrecorded as made now: only sessions signed in from then on count', async () => {
    const { client } = cognitoAnswering(() => ENROLLED);
    const proofs = memoryProofs();
    const check = new CognitoSecondFactorCheck(client, 'p', proofs, () => 1_000_000_500);
    expect(await check.sessionStatus('ana', before)).toBe('unproven');
    expect(proofs.enrolments).toEqual({ ana: 1_000_000 });
    expect(await check.sessionStatus('ana', after)).toBe('verified');
  });

  it('keeps an enrolled user for a minute and asks again after; a user without TOTP is asked every time', async () => {
    let now = 1_000_000_000;
    let enrolled = false;
    const { client, send } = cognitoAnswering((username) => ({
      Username: username,
      UserMFASettingList: enrolled ? ['SOFTWARE_TOKEN_MFA'] : undefined,
    }));
    const check = new CognitoSecondFactorCheck(client, 'pool-1', memoryProofs({ ana: 1 }), () => now);
    expect(await check.sessionStatus('ana', after)).toBe('notEnrolled');
    enrolled = true;
    expect(await check.sessionStatus('ana', after)).toBe('verified');
    expect(send).toHaveBeenCalledTimes(2);
    enrolled = false;
    now += 59_000;
    expect(await check.sessionStatus('ana', after)).toBe('verified');
    expect(send).toHaveBeenCalledTimes(2);
    now += 2_000;
    expect(await check.sessionStatus('ana', after)).toBe('notEnrolled');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('answers notEnrolled for an unknown user and rethrows any other error', async () => {
    const missing = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    const proofs = memoryProofs();
    expect(
      await new CognitoSecondFactorCheck(cognitoAnswering(() => missing).client, 'p', proofs).sessionStatus('x', after),
    ).toBe('notEnrolled');
    const down = Object.assign(new Error('boom'), { name: 'InternalErrorException' });
    await expect(
      new CognitoSecondFactorCheck(cognitoAnswering(() => down).client, 'p', proofs).sessionStatus('x', after),
    ).rejects.toThrow('boom');
  });
});
