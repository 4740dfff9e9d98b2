import { PERMISSION_FLAGS, type PermissionFlag, type PermissionFlags } from '../permissions';

/**
 * The permission checkboxes of 'Crear cuenta' and 'Editando cuenta' (core-platform §2 "Accounts", §3 "User account
 * and permissions", §4 "Permission editor rules"), grouped as the screen shows them.
 */

/** A group of checkboxes: its title and its flags with their Spanish labels. */
export interface FlagGroup {
  title: 'Avisos' | 'Radar' | 'Acciones';
  flags: ReadonlyArray<{ flag: PermissionFlag; label: string }>;
}

/** The three groups of core-platform §2, flags in the spec's order (§3). */
export const FLAG_GROUPS: readonly FlagGroup[] = [
  {
    title: 'Avisos',
    flags: [
      { flag: 'notificaAceptacion', label: 'Aceptación' },
      { flag: 'notificaAnulacion', label: 'Anulación' },
      { flag: 'notificaCesion', label: 'Cesión' },
      { flag: 'notificaRechazo', label: 'Rechazo' },
    ],
  },
  {
    title: 'Radar',
    flags: [
      { flag: 'carteraEjecutivos', label: 'Cartera ejecutivos' },
      { flag: 'radarClientes', label: 'Radar clientes' },
      { flag: 'radarVentas', label: 'Radar ventas' },
      { flag: 'radarJudicial', label: 'Radar judicial' },
      { flag: 'registrarCliente', label: 'Registrar cliente' },
    ],
  },
  {
    title: 'Acciones',
    flags: [
      { flag: 'cesionesAdquiridas', label: 'Cesiones adquiridas' },
      { flag: 'cesionesCedidas', label: 'Cesiones cedidas' },
      { flag: 'cesionesAdeudadas', label: 'Cesiones adeudadas' },
      { flag: 'cesionMasiva', label: 'Cesión masiva' },
      { flag: 'cederPorGrilla', label: 'Ceder por grilla' },
      { flag: 'devolverCesion', label: 'Devolver cesión' },
      { flag: 'notificaciones', label: 'Notificaciones' },
      { flag: 'consultaPrevia', label: 'Consulta previa' },
      { flag: 'herramientas', label: 'Herramientas' },
      { flag: 'cliente', label: 'Cliente' },
      { flag: 'deudor', label: 'Deudor' },
      { flag: 'firmaDigital', label: 'Firma digital' },
      { flag: 'reportes', label: 'Reportes' },
      { flag: 'cuentas', label: 'Cuentas' },
    ],
  },
];

/** Flags excluded while cesionesAdeudadas is checked (core-platform §4). */
const EXCLUDED_BY_ADEUDADAS: readonly PermissionFlag[] = ['cesionesAdquiridas', 'cesionesCedidas'];

/** Every flag off. */
export function noFlags(): PermissionFlags {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])) as PermissionFlags;
}

/**
 * The flags after one checkbox changes, with the editor rules of core-platform §4: checking carteraEjecutivos turns
 * radarClientes on; checking cesionesAdeudadas turns cesionesAdquiridas and cesionesCedidas off; a flag disabled by
 * {@link disabledFlags} does not change.
 * @returns a new object; `flags` is not modified.
 */
export function toggleFlag(flags: PermissionFlags, flag: PermissionFlag, checked: boolean): PermissionFlags {
  if (disabledFlags(flags).has(flag)) return flags;
  return enforceEditorRules({ ...flags, [flag]: checked });
}

/**
 * The flags with the editor rules applied (core-platform §4): carteraEjecutivos forces radarClientes;
 * cesionesAdeudadas excludes cesionesAdquiridas and cesionesCedidas. The server applies it to every account it
 * writes, so a request that skips the screen gets the same result.
 */
export function enforceEditorRules(flags: PermissionFlags): PermissionFlags {
  const next = { ...flags };
  if (next.carteraEjecutivos) next.radarClientes = true;
  if (next.cesionesAdeudadas) for (const excluded of EXCLUDED_BY_ADEUDADAS) next[excluded] = false;
  return next;
}

/**
 * The checkboxes disabled by the editor rules (core-platform §4): radarClientes while carteraEjecutivos is checked
 * (it is forced on), cesionesAdquiridas and cesionesCedidas while cesionesAdeudadas is checked.
 */
export function disabledFlags(flags: PermissionFlags): ReadonlySet<PermissionFlag> {
  const disabled = new Set<PermissionFlag>();
  if (flags.carteraEjecutivos) disabled.add('radarClientes');
  if (flags.cesionesAdeudadas) for (const excluded of EXCLUDED_BY_ADEUDADAS) disabled.add(excluded);
  return disabled;
}

/** The granted flags of `flags`, in PERMISSION_FLAGS order (the wire form of the GraphQL `permisos` lists). */
export function grantedFlags(flags: PermissionFlags): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => flags[flag]);
}

/**
 * Flags from a list of granted names; every other flag off.
 * @throws Error naming the first string that is not a permission flag.
 */
export function flagsFromList(granted: readonly string[]): PermissionFlags {
  const flags = noFlags();
  for (const name of granted) {
    if (!(PERMISSION_FLAGS as readonly string[]).includes(name)) throw new Error(`Permiso desconocido: ${name}`);
    flags[name as PermissionFlag] = true;
  }
  return flags;
}
