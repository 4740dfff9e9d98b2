import { describe, expect, it } from 'vitest';
import { errorText } from '@web/lib/session/error-text';
import { readTotpCode, TOTP_CODE_FORMAT_MESSAGE } from '@domain/totp-code';
import { groupedSecret, TOTP_MESSAGES } from '@web/lib/two-factor/totp';
import { TOTP_OPERATION_MESSAGE, TOTP_REQUIRED_MESSAGE } from '@lambdas/access/second-factor';

describe('TOTP codes and secrets as the web app reads and shows them', () => {
  it('takes six digits, spaces removed, and refuses anything else before asking Cognito', () => {
    expect(readTotpCode(' 123 456 ')).toEqual({ code: '123456' });
    expect(readTotpCode('12345')).toEqual({ problem: TOTP_CODE_FORMAT_MESSAGE });
    expect(readTotpCode('12345a')).toEqual({ problem: TOTP_CODE_FORMAT_MESSAGE });
    expect(readTotpCode('1234567')).toEqual({ problem: TOTP_CODE_FORMAT_MESSAGE });
  });

  it('shows the base32 secret in groups of four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedSecret('')).toBe('');
  });

  it("says the server's refusals word for word, and a wrong code in Spanish whichever name Cognito gives it", () => {
    expect(TOTP_MESSAGES.requiredForCuentas).toBe(TOTP_REQUIRED_MESSAGE);
    expect(TOTP_MESSAGES.requiredForOperation).toBe(TOTP_OPERATION_MESSAGE);
    const named = (name: string) => Object.assign(new Error('Code mismatch'), { name });
    expect(errorText(named('CodeMismatchException'))).toBe('El código de verificación es incorrecto.');
    expect(errorText(named('EnableSoftwareTokenMFAException'))).toBe('El código de verificación es incorrecto.');
  });
});
