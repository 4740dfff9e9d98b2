import { describe, expect, it } from 'vitest';
import { errorText } from '@web/lib/session/error-text';

/** An error as Amplify Auth throws it: the service's exception name and message. */
function authError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe('errorText (login and recovery errors in Spanish)', () => {
  it("translates a wrong password, from cognito-local ('Invalid password') and from Cognito", () => {
    expect(errorText(authError('InvalidPasswordException', 'Invalid password'))).toBe(
      'Email o contraseña incorrectos.',
    );
    expect(errorText(authError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Email o contraseña incorrectos.',
    );
  });

  it('tells apart the situations one exception name covers by their message', () => {
    expect(errorText(authError('NotAuthorizedException', 'Password attempts exceeded'))).toMatch(
      /^Demasiados intentos fallidos/,
    );
    expect(errorText(authError('NotAuthorizedException', 'User is disabled.'))).toMatch(
      /^El usuario está deshabilitado/,
    );
    expect(
      errorText(authError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough')),
    ).toBe('La contraseña no cumple los requisitos de seguridad.');
  });

  it('translates the recovery errors', () => {
    expect(errorText(authError('CodeMismatchException', 'Incorrect confirmation code'))).toBe(
      'El código de verificación es incorrecto.',
    );
    expect(errorText(authError('ExpiredCodeException', 'Invalid code provided, please request a code again.'))).toMatch(
      /expiró/,
    );
    expect(errorText(authError('UserNotFoundException', 'User does not exist.'))).toBe(
      'No existe un usuario con ese email.',
    );
  });

  it("keeps an unknown error's own text readable after a Spanish lead-in", () => {
    expect(errorText(authError('InternalErrorException', 'Something broke'))).toBe(
      'Error de autenticación: Something broke',
    );
    expect(errorText('socket hang up')).toBe('Error de autenticación: socket hang up');
    expect(errorText(new Error(''))).toBe('Error de autenticación desconocido.');
  });
});
