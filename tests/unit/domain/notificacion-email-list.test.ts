import { describe, expect, it } from 'vitest';
import { emailsInvalidosMessage, readEmailList } from '@domain/notificacion/email-list';

describe('readEmailList (core-platform §5 notification e-mails)', () => {
  it('splits on commas, semicolons, spaces and new lines; trims, lower-cases and drops repeats', () => {
    expect(readEmailList('Pagos@LaPolar.cl; tesoreria@lapolar.cl,\npagos@lapolar.cl  otro@x.cl')).toEqual({
      emails: ['pagos@lapolar.cl', 'tesoreria@lapolar.cl', 'otro@x.cl'],
      invalid: [],
    });
  });

  it('keeps the pieces that are not an address, as typed, across several texts', () => {
    expect(readEmailList(['a@b.cl', 'sin-arroba.cl, c@d', ''])).toEqual({
      emails: ['a@b.cl'],
      invalid: ['sin-arroba.cl', 'c@d'],
    });
    expect(emailsInvalidosMessage(['c@d'])).toBe('Emails inválidos: c@d');
  });

  it('reads nothing from empty text', () => {
    expect(readEmailList(' ,; ')).toEqual({ emails: [], invalid: [] });
  });
});
