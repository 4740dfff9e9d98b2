/**
 * The identity provider's errors (Cognito through Amplify Auth; cognito-local in local mode) in Spanish, by error name
 * and, where one name covers several situations, by the provider's exact message.
 */
const BY_MESSAGE: Readonly<Record<string, string>> = {
  // cognito-local answers a wrong password at sign-in with InvalidPasswordException 'Invalid password'.
  'Invalid password': 'Email o contraseña incorrectos.',
  'Incorrect username or password.': 'Email o contraseña incorrectos.',
  'Password attempts exceeded': 'Demasiados intentos fallidos. Espere unos minutos e intente nuevamente.',
  'User is disabled.': 'El usuario está deshabilitado. Consulte con el administrador de su cuenta.',
};

const BY_NAME: Readonly<Record<string, string>> = {
  NotAuthorizedException: 'Email o contraseña incorrectos.',
  UserNotFoundException: 'No existe un usuario con ese email.',
  UserNotConfirmedException: 'El usuario aún no está confirmado.',
  PasswordResetRequiredException: 'Debe cambiar su contraseña: use Recuperar Contrasena.',
  InvalidPasswordException: 'La contraseña no cumple los requisitos de seguridad.',
  CodeMismatchException: 'El código de verificación es incorrecto.',
  // Cognito's VerifySoftwareToken answers a wrong authenticator-app code with this name.
  EnableSoftwareTokenMFAException: 'El código de verificación es incorrecto.',
  ExpiredCodeException: 'El código de verificación expiró. Solicite uno nuevo.',
  LimitExceededException: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
  TooManyRequestsException: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
  TooManyFailedAttemptsException: 'Demasiados intentos fallidos. Espere unos minutos e intente nuevamente.',
  UserAlreadyAuthenticatedException: 'Ya hay una sesión iniciada en este navegador.',
  NetworkError: 'No fue posible conectarse con el servicio de autenticación. Revise su conexión e intente nuevamente.',
};

/**
 * The Spanish message to show for an error thrown by Amplify Auth at login or password recovery (core-platform §8
 * 'Login/recovery failure: the provider's message'): known provider messages and error names are translated; any
 * other error keeps the provider's own text after a Spanish lead-in, so nothing the provider said is lost.
 * @param thrown what signIn, resetPassword or confirmResetPassword threw.
 * @returns e.g. 'Email o contraseña incorrectos.' for cognito-local's 'Invalid password'.
 */
export function errorText(thrown: unknown): string {
  const name = thrown instanceof Error ? thrown.name : '';
  const message = (thrown instanceof Error ? thrown.message : String(thrown)).trim();
  const known = BY_MESSAGE[message] ?? BY_NAME[name];
  if (known) return known;
  return message ? `Error de autenticación: ${message}` : 'Error de autenticación desconocido.';
}
