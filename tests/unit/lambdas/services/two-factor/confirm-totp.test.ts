import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '@lambdas/access/identity';
import { confirmTotp, SESSION_PROOF_SECONDS, VER_COMO_TOTP_MESSAGE } from '@lambdas/services/two-factor/confirm-totp';
import { TOTP_CODE_FORMAT_MESSAGE } from '@domain/totp-code';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const NOW_SECONDS = NOW.getTime() / 1000;

const ana: Identity = {
  username: 'user-ana',
  email: 'ana@stcapital.cl',
  rutCesionario: '76389992-6',
  razonSocial: 'ST CAPITAL S.A.',
  companies: [],
  session: { id: 'origin-1', startedAt: NOW_SECONDS - 3600 },
};

function depsOf() {
  return {
    totpConfirmation: { confirm: vi.fn(async () => undefined) },
    totpProofs: { recordEnrolment: vi.fn(async () => undefined), recordSessionProof: vi.fn(async () => undefined) },
    now: () => NOW,
  };
}

describe('confirmTotp (POST /api/totp/verificacion)', () => {
  it("confirms the code with the user's access token, records the enrolment now and this session's proof", async () => {
    const deps = depsOf();
    await confirmTotp(ana, { codigo: '123 456', accessToken: 'access-1' }, deps);
    expect(deps.totpConfirmation.confirm).toHaveBeenCalledWith('user-ana', 'access-1', '123456');
    expect(deps.totpProofs.recordEnrolment).toHaveBeenCalledWith('user-ana', NOW_SECONDS);
    expect(deps.totpProofs.recordSessionProof).toHaveBeenCalledWith(
      'origin-1',
      'user-ana',
      NOW_SECONDS + SESSION_PROOF_SECONDS,
    );
  });

  it('records nothing when the pool refuses the code', async () => {
    const deps = depsOf();
    deps.totpConfirmation.confirm.mockRejectedValueOnce(new Error('El código de verificación es incorrecto.'));
    await expect(confirmTotp(ana, { codigo: '123456', accessToken: 'a' }, deps)).rejects.toThrow('incorrecto');
    expect(deps.totpProofs.recordEnrolment).not.toHaveBeenCalled();
    expect(deps.totpProofs.recordSessionProof).not.toHaveBeenCalled();
  });

  it("refuses a malformed code, 'Ver como' and a token without its sign-in before asking the pool", async () => {
    const deps = depsOf();
    await expect(confirmTotp(ana, { codigo: '12345', accessToken: 'a' }, deps)).rejects.toThrow(
      TOTP_CODE_FORMAT_MESSAGE,
    );
    await expect(
      confirmTotp(
        { ...ana, impersonatedBy: { username: 'root', email: 'root@radar.cl' } },
        { codigo: '123456', accessToken: 'a' },
        deps,
      ),
    ).rejects.toThrow(VER_COMO_TOTP_MESSAGE);
    await expect(
      confirmTotp({ ...ana, session: undefined }, { codigo: '123456', accessToken: 'a' }, deps),
    ).rejects.toMatchObject({ code: 'Unauthorized' });
    expect(deps.totpConfirmation.confirm).not.toHaveBeenCalled();
  });
});
