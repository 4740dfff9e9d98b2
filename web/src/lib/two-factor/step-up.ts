import { ApiError } from '../api-error';
import { TOTP_MESSAGES } from './totp';

/** Asks the user for the step-up; true once their session is TOTP-verified, false when they gave up. */
export type StepUp = () => Promise<boolean>;

let stepUp: StepUp | null = null;
let pending: Promise<boolean> | null = null;

/**
 * Registers who asks the user for the step-up (the signed-in layout's dialog), replacing any earlier one.
 * @returns the unregistration, for an effect's clean-up.
 */
export function handleStepUp(ask: StepUp): () => void {
  stepUp = ask;
  return () => {
    if (stepUp === ask) stepUp = null;
  };
}

/**
 * Whether a failed call is the server's refusal for want of a TOTP-verified session (lambdas/access/second-factor.ts
 * TOTP_OPERATION_MESSAGE, code 'Forbidden').
 */
export function needsStepUp(error: unknown): boolean {
  return (
    error instanceof ApiError && error.code === 'Forbidden' && error.message === TOTP_MESSAGES.requiredForOperation
  );
}

/**
 * Runs `call`; when the server refuses it for want of a TOTP-verified session, asks the user for the step-up (one
 * question for every call refused meanwhile) and, once done, runs it once more.
 * @returns what `call` returns. @throws what `call` threw when no step-up is registered or the user gave up, else
 *   what the second run throws.
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!needsStepUp(error) || !stepUp) throw error;
    pending ??= stepUp().finally(() => {
      pending = null;
    });
    if (!(await pending)) throw error;
    return call();
  }
}
