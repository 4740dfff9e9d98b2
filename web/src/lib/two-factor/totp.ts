/**
 * Texts and rules of the authenticator-app (TOTP) second factor: optional for every user, required to manage accounts
 * and where money moves (the server's refusals are lambdas/access/second-factor.ts TOTP_REQUIRED_MESSAGE and
 * TOTP_OPERATION_MESSAGE).
 */
export const TOTP_MESSAGES = {
  title: 'Verificación en dos pasos',
  requiredForCuentas: 'Para administrar cuentas debe activar la verificación en dos pasos (TOTP).',
  requiredForLimites: 'Para modificar los límites de concentración debe activar la verificación en dos pasos (TOTP).',
  requiredForOperation: 'Esta operación requiere verificar su código de autenticación (TOTP).',
  stepUpIntro:
    'Active la verificación en dos pasos con su aplicación de autenticación; al confirmar el código, la operación se realiza.',
  stepUpSignInAgain:
    'Su sesión comenzó antes de activar la verificación en dos pasos. Ingrese nuevamente con el código de su aplicación de autenticación para continuar.',
  signInAgain: 'Ingresar nuevamente',
  intro:
    'Use una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password u otra compatible con TOTP). Desde ahora, al ingresar se le pedirá también el código de 6 dígitos que muestra la aplicación.',
  start: 'Configurar aplicación de autenticación',
  secretLabel: 'Clave para la aplicación',
  secretHelp:
    'Escanee el código QR con su aplicación, o agregue una cuenta nueva e ingrese esta clave (tipo: basada en tiempo), o abra el enlace desde el teléfono.',
  openInApp: 'Abrir en la aplicación de autenticación',
  codeLabel: 'Código de 6 dígitos',
  confirm: 'Verificar y activar',
  enabled: 'La verificación en dos pasos quedó activada.',
  active: 'Activa: al ingresar se le pide el código de su aplicación de autenticación.',
  inactive: 'Inactiva: puede activarla para proteger su cuenta con un código de su aplicación de autenticación.',
  statusFailed: 'No fue posible consultar el estado de la verificación en dos pasos.',
  signInTitle: 'Verificación en dos pasos',
  signInPrompt: 'Ingrese el código de 6 dígitos que muestra su aplicación de autenticación.',
  signInSubmit: 'Verificar e ingresar',
} as const;

/** The base32 secret in groups of four characters ('JBSW Y3DP ...'), easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}
