import { describe, expect, it } from 'vitest';
import { EMAIL_LIST_MESSAGES, processEmailList } from '@domain/accounts/email-list';

describe('processEmailList (core-platform §5 "Account creation")', () => {
  it('splits on comma, semicolon and newline, trims and lower-cases, and counts what it processed', () => {
    const result = processEmailList(' Ana@Factoring.cl, beto@factoring.cl;\ncarla@factoring.cl\r\n\n', []);
    expect(result).toEqual({
      ok: true,
      emails: ['ana@factoring.cl', 'beto@factoring.cl', 'carla@factoring.cl'],
      added: ['ana@factoring.cl', 'beto@factoring.cl', 'carla@factoring.cl'],
      duplicates: [],
      message: '3 email(s) válido(s) procesado(s)',
      warning: null,
    });
  });

  it('refuses the whole text when any address has no e-mail shape, naming each once', () => {
    const result = processEmailList('ana@factoring.cl, beto@, sin-arroba.cl; beto@', ['x@y.cl']);
    expect(result).toEqual({ ok: false, error: 'Emails inválidos: beto@, sin-arroba.cl' });
  });

  it('ignores duplicates within the text and against the badges already accepted, with the warning', () => {
    const result = processEmailList('ana@factoring.cl\nANA@factoring.cl; dora@factoring.cl, beto@factoring.cl', [
      'beto@factoring.cl',
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.emails).toEqual(['beto@factoring.cl', 'ana@factoring.cl', 'dora@factoring.cl']);
    expect(result.added).toEqual(['ana@factoring.cl', 'dora@factoring.cl']);
    expect(result.warning).toBe('Emails duplicados ignorados: ana@factoring.cl, beto@factoring.cl');
    expect(result.message).toBe('2 email(s) válido(s) procesado(s)');
  });

  it('asks for at least one e-mail when the text holds only separators', () => {
    expect(processEmailList(' ,;\n ', [])).toEqual({ ok: false, error: EMAIL_LIST_MESSAGES.emptyText });
    expect(EMAIL_LIST_MESSAGES.emptyText).toBe('Ingrese al menos un email');
    expect(EMAIL_LIST_MESSAGES.empty).toBe('Debe agregar al menos un email');
  });
});
