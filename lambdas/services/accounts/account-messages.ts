/** Server answers of 'Cuentas' (core-platform §7 /v1/jwt/usuarios and its §2 "Accounts" checks). */
export const ACCOUNT_MESSAGES = {
  created: 'Usuario creado OK',
  updated: 'Usuario actualizado OK',
  deleted: 'Usuario Eliminado OK',
  noEmails: 'Debe agregar al menos un email',
  notFound: 'El usuario no existe en este factoring',
  cannotDeleteSelf: 'No puede eliminar su propio usuario',
  cannotDeleteAdmin: 'Solo un administrador puede eliminar a otro administrador',
  unlinked: 'Usuario desvinculado OK',
  cannotUnlinkSelf: 'No puede desvincular su propio usuario',
  cannotUnlinkAdmin: 'Solo un administrador puede desvincular a otro administrador',
  /** Unlinking the one factoring an account belongs to would leave it with none: 'Eliminar' is the way. */
  onlyFactoring: 'El usuario pertenece solo a este factoring; para quitarle el acceso, elimínelo',
  /** An e-mail taken by an account of another factoring: the answer names neither that factoring nor its user. */
  emailUnavailable: 'No se pudo crear el usuario: el email no está disponible',
  inviteFailed: 'No se pudo enviar la invitación; el usuario no fue creado',
  suppressed: 'El email está en la lista de supresión de correos; el usuario no fue creado',
  passwordSet: 'Clave temporal asignada OK',
  cannotSetOwnPassword: 'No puede asignar una clave temporal a su propio usuario',
  cannotSetAdminPassword: 'Solo un administrador puede asignar la clave de otro administrador',
  /** The account holds flags the caller lacks: signing in with a password the caller chose would hand them over. */
  passwordBeyondFlags: 'No puede asignar la clave de un usuario con permisos que usted no tiene',
  /** The account belongs to other factorings too, whose access the password also opens. */
  passwordOfLinked: 'El usuario pertenece también a otros factorings; solo él puede cambiar su clave',
  invalidClientRut: 'Rut de empresa inválido',
  noFile: 'No se seleccionó el archivo',
} as const;
