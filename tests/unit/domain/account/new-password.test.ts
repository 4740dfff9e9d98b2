import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, generatePassword, newPasswordProblem } from '@domain/account/new-password';

describe('new password rules (core-platform §5)', () => {
  it('asks for a password when empty', () => {
    expect(newPasswordProblem('')).toBe('Debes agregar una password ');
  });

  it('needs at least 12 characters (OWASP ASVS level 2), before the digit rule', () => {
    expect(newPasswordProblem('ab1')).toBe('La contraseña debe tener por lo menos 12 caracteres');
    expect(newPasswordProblem('abcde1')).toBe('La contraseña debe tener por lo menos 12 caracteres');
    expect(newPasswordProblem('abcdefghij1')).toBe('La contraseña debe tener por lo menos 12 caracteres');
  });

  it('needs at least one digit', () => {
    expect(newPasswordProblem('abcdefghijkl')).toBe('La contraseña debe tener al menos un numero');
  });

  it('accepts 12 characters with a digit, such as the local demo password', () => {
    expect(newPasswordProblem('abcdefghijk1')).toBeNull();
    expect(newPasswordProblem('123456789012')).toBeNull();
    expect(newPasswordProblem('Cesiones2026')).toBeNull();
  });
});

describe('password generator (core-platform §5, §9)', () => {
  it('makes 11 alphanumerics plus one digit, always passing the rules', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9]{11}\d$/);
      expect(newPasswordProblem(password)).toBeNull();
    }
  });

  it('draws each character from the random source', () => {
    const draws: number[] = [];
    const password = generatePassword((n) => {
      draws.push(n);
      return n - 1;
    });
    expect(draws).toEqual([...Array(11).fill(62), 10]);
    expect(password).toBe('99999999999' + '9');
    expect(generatePassword(() => 0)).toBe('AAAAAAAAAAA0');
  });

  it('gives different passwords on different calls', () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBe(20);
  });
});
