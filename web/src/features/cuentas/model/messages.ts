/** UI texts of 'Crear cuenta' (core-platform §2 "Accounts", §5 "Account creation", §8 users / user-create). */
export const CUENTAS_MESSAGES = {
  loadFailed: 'No se pudo obtener usuarios',
  createdOne: (email: string) => `Se agregó el usuario ${email} exitosamente`,
  createdMany: (count: number) => `Se agregaron ${count} usuarios exitosamente`,
  createFailedOne: (email: string) => `Error al crear usuario: ${email}`,
  createFailedMany: (count: number) => `Error al crear ${count} usuarios`,
  edited: 'Se editó el usuario correctamente',
  deleted: 'Se eliminó al usuario exitosamente',
  unlinked: 'Se desvinculó al usuario exitosamente',
  /** core-platform §8 "Password change success". */
  passwordSet: 'Clave actualizada con exito!',
  noFile: 'No se seleccionó el archivo',
  csvFailed: 'Error al cargar el archivo de ejecutivos',
  historyFailed: 'No se pudo obtener el historial de consultas',
  notAllowed: 'Su usuario no tiene el permiso Cuentas.',
  usageFailed: 'No se pudo obtener el uso del mes',
} as const;

/** The create button's label: 'Crear usuario' for one e-mail (or none yet), 'Crear N usuarios' for several (§2). */
export function createButtonLabel(count: number): string {
  return count > 1 ? `Crear ${count} usuarios` : 'Crear usuario';
}
