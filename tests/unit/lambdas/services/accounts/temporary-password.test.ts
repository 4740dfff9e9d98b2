import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '@domain/account/new-password';
import { temporaryPassword } from '@lambdas/services/accounts/temporary-password';

describe('temporary password of an invitation', () => {
  it('has 12 characters, the last a digit, no look-alikes, and passes the password rules', () => {
    for (let i = 0; i < 200; i++) {
      const password = temporaryPassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{11}[2-9]$/);
      expect(newPasswordProblem(password)).toBeNull();
    }
  });
});
