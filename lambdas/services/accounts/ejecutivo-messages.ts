/** Messages of client-radar.md §5 and §8. */
export const EJECUTIVO_MESSAGES = {
  required: 'El correo del ejecutivo es obligatorio',
  removeRequired: 'Por favor seleccione un ejecutivo para remover',
  invalid: 'El correo del ejecutivo no es válido',
  notRegistered: 'El ejecutivo no es un usuario registrado del factoring',
  alreadyAssigned: 'Este ejecutivo ya está asignado a este cliente',
  notAssigned: 'Este ejecutivo no está asignado a este cliente',
  assigned: 'Ejecutivo asignado correctamente',
  removed: 'Ejecutivo removido correctamente',
} as const;
