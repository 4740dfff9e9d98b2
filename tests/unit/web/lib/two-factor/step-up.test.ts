import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { handleStepUp, withStepUp } from '@web/lib/two-factor/step-up';
import { TOTP_MESSAGES } from '@web/lib/two-factor/totp';

const refusal = () => new ApiError(TOTP_MESSAGES.requiredForOperation, 'Forbidden');

/** A call refused for want of TOTP until `verified.done` is set, counting its runs. */
function gatedCall(verified: { done: boolean }) {
  const call = {
    runs: 0,
    run: async () => {
      call.runs += 1;
      if (!verified.done) throw refusal();
      return 'enviada';
    },
  };
  return call;
}

describe('withStepUp: the web side of a TOTP-verified session', () => {
  let unregister = () => {};
  afterEach(() => unregister());

  it('asks for the step-up once for calls refused together, and runs each again once the user verified', async () => {
    const verified = { done: false };
    let asked = 0;
    unregister = handleStepUp(async () => {
      asked += 1;
      verified.done = true;
      return true;
    });
    const first = gatedCall(verified);
    const second = gatedCall(verified);
    expect(await Promise.all([withStepUp(first.run), withStepUp(second.run)])).toEqual(['enviada', 'enviada']);
    expect(asked).toBe(1);
    expect([first.runs, second.runs]).toEqual([2, 2]);
  });

  it('gives the refusal back when the user closes the step-up, without running the call again', async () => {
    unregister = handleStepUp(async () => false);
    const call = gatedCall({ done: false });
    await expect(withStepUp(call.run)).rejects.toThrow(TOTP_MESSAGES.requiredForOperation);
    expect(call.runs).toBe(1);
  });

  it('leaves every other error alone, and the refusal too when no step-up is registered', async () => {
    let asked = 0;
    unregister = handleStepUp(async () => ++asked > 0);
    const other = new ApiError('No tiene permiso para realizar esta acción', 'Forbidden');
    await expect(withStepUp(() => Promise.reject(other))).rejects.toBe(other);
    expect(asked).toBe(0);
    unregister();
    await expect(withStepUp(gatedCall({ done: false }).run)).rejects.toThrow(TOTP_MESSAGES.requiredForOperation);
  });
});
