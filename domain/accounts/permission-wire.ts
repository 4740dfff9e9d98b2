import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '../permissions';

/**
 * The names under which the client sends some flags to the server as booleans (core-platform §3 "User account and
 * permissions"); the other flags travel under their own names. REST /v1/jwt/usuarios reads and writes both.
 */
export const FLAG_WIRE_NAMES: Readonly<Partial<Record<PermissionFlag, string>>> = {
  notificaAceptacion: 'aceptacion',
  notificaAnulacion: 'anulacion',
  notificaCesion: 'cesion',
  notificaRechazo: 'rechazo',
  cesionMasiva: 'cesion_masiva',
  consultaPrevia: 'consulta_previa',
  devolverCesion: 'devolver_cesion',
  cesionesCedidas: 'cesiones_cedidas',
  cesionesAdquiridas: 'cesiones_adquiridas',
  cesionesAdeudadas: 'cesiones_adeudadas',
  cederPorGrilla: 'ceder_grilla',
};

/** Whether a wire value grants: true, 1 or '1' (and 'true'). */
function grants(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * Reads the flags of a REST user record: each flag under its wire name (core-platform §3) or its own name, granted by
 * true / 1 / '1'; a flag absent under both names is off.
 */
export function flagsFromRecord(record: Record<string, unknown>): PermissionFlags {
  return Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => {
      const wire = FLAG_WIRE_NAMES[flag];
      return [flag, grants(record[flag]) || (wire !== undefined && grants(record[wire]))];
    }),
  ) as PermissionFlags;
}

/** The flags as a REST user record's 0/1 fields under their own names (core-platform §7 /v1/jwt/usuarios). */
export function flagsToRecord(flags: PermissionFlags): Record<PermissionFlag, 0 | 1> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags[flag] ? 1 : 0])) as Record<
    PermissionFlag,
    0 | 1
  >;
}
