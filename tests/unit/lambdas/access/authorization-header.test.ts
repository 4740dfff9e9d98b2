import { describe, expect, it } from 'vitest';
import { tokenFromAuthorization } from '@lambdas/access/authorization-header';
import { UnauthorizedError } from '@lambdas/platform/errors';

describe('tokenFromAuthorization', () => {
  it("reads a raw token and the 'Bearer' form in any case", () => {
    expect(tokenFromAuthorization('eyJ.a.b')).toBe('eyJ.a.b');
    expect(tokenFromAuthorization('Bearer eyJ.a.b')).toBe('eyJ.a.b');
    expect(tokenFromAuthorization('  bearer   eyJ.a.b ')).toBe('eyJ.a.b');
  });

  it('refuses a missing or empty header', () => {
    for (const header of [undefined, '', '   ', 'Bearer ']) {
      expect(() => tokenFromAuthorization(header)).toThrow(UnauthorizedError);
    }
  });
});
