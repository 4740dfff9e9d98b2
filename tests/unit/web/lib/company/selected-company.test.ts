import { describe, expect, it } from 'vitest';
import { pickSelectedCompany } from '@web/lib/company/selected-company';

const own = { rut: '76389992-6', razonSocial: 'FACTORING SPA' };
const other = { rut: '77777777-7', razonSocial: 'OTRO FACTORING' };

describe('pickSelectedCompany', () => {
  it('keeps the stored choice while the user may still act for it', () => {
    expect(pickSelectedCompany([own, other], other.rut, own.rut)).toEqual(other);
  });

  it("falls back to the user's own factoring, then to the first one", () => {
    expect(pickSelectedCompany([other, own], '99999999-9', own.rut)).toEqual(own);
    expect(pickSelectedCompany([other, own], null, null)).toEqual(other);
  });

  it('gives null when the user has no factoring', () => {
    expect(pickSelectedCompany([], own.rut, own.rut)).toBeNull();
  });
});
