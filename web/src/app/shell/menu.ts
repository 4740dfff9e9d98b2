import type { FactoringFeatures } from '@domain/factoring-features';
import { loadsNomina } from '@domain/nomina/nomina-feature';
import type { PermissionFlags } from '@domain/permissions';

/** A sidebar link and the permission rule that shows it (core-platform §6). */
export interface MenuItem {
  label: string;
  path: string;
  visible: (flags: PermissionFlags) => boolean;
  /** A gate of the selected factoring's record (core-platform §6 "only one specific cessionary"); none when absent. */
  factoringFeature?: (features: FactoringFeatures | null) => boolean;
}

/** A sidebar group (core-platform §2 "Shell"). */
export interface MenuGroup {
  label: string;
  openByDefault: boolean;
  items: MenuItem[];
}

const notOwed = (flags: PermissionFlags) => !flags.cesionesAdeudadas;

/** An item of the Radar group: its flag rule, and the group's gate (the factoring's record opens Radar to the user). */
const radarItem = (label: string, path: string, visible: MenuItem['visible']): MenuItem => ({
  label,
  path,
  visible,
  factoringFeature: (features) => features?.radar === true,
});

/**
 * The sidebar of core-platform §2 and §6: groups Radar, Cesiones (open by default), Cliente, Deudor,
 * CesionMasiva, Notificaciones, Herramientas. Gates: Cliente needs the deudor flag and Deudor the cliente
 * flag (as §6 states), both only while cesionesAdeudadas is not granted; 'Desde grilla' needs cederPorGrilla.
 * 'Carga Nómina' shows only for a factoring whose record enables the nómina (domain/nomina/nomina-feature.ts) and
 * to users holding cesionesAdquiridas (the nómina's states join the acquired documents; the server asks the same).
 * 'Reportes' shows for a factoring whose record enables `reportes` to users holding the reportes flag and
 * cesionesAdquiridas (the reports are drawn from the acquired list, which the server gates on that flag).
 * The Radar items show only where the factoring's record opens the group to the user (`radar`: the factoring has it or
 * the user is whitelisted, domain/factoring-features.ts featuresForUser), and 'Webhooks' only where the record does not
 * hold the Herramientas exception (`sinWebhooks`; the server refuses the webhook operations there too).
 */
export const MENU: readonly MenuGroup[] = [
  {
    label: 'Radar',
    openByDefault: false,
    items: [
      radarItem('Dashboard Clientes', '/dashboard-clientes', (f) => f.radarClientes),
      radarItem('Radar Libro Ventas', '/radar-libro-ventas', (f) => f.radarVentas),
      radarItem('Radar Judicial', '/radar-judicial', (f) => f.radarJudicial),
      radarItem('Enrolador', '/enrolador', (f) => f.registrarCliente),
    ],
  },
  {
    label: 'Cesiones',
    openByDefault: true,
    items: [
      { label: 'Adeudadas', path: '/adeudadas', visible: (f) => f.cesionesAdeudadas },
      { label: 'Adquiridas', path: '/cesion-adquiridas', visible: (f) => f.cesionesAdquiridas },
      { label: 'Cedidas', path: '/cesion-cedidas', visible: (f) => f.cesionesCedidas },
      { label: 'Cartera', path: '/cartera', visible: (f) => f.cesionesAdquiridas },
      {
        label: 'Reportes',
        path: '/reportes',
        visible: (f) => f.reportes && f.cesionesAdquiridas,
        factoringFeature: (features) => features?.reportes === true,
      },
    ],
  },
  {
    label: 'Cliente',
    openByDefault: false,
    items: [
      { label: 'Anulados', path: '/cliente-anulados', visible: (f) => f.deudor && notOwed(f) },
      { label: 'Rebajados', path: '/cliente-rebajados', visible: (f) => f.deudor && notOwed(f) },
    ],
  },
  {
    label: 'Deudor',
    openByDefault: false,
    items: [
      { label: 'Aceptados', path: '/deudor-aceptados', visible: (f) => f.cliente && notOwed(f) },
      { label: 'Rechazados', path: '/deudor-rechazados', visible: (f) => f.cliente && notOwed(f) },
    ],
  },
  {
    label: 'CesionMasiva',
    openByDefault: false,
    items: [
      { label: 'Desde planilla', path: '/cesion-masiva-planilla', visible: (f) => f.cesionMasiva },
      { label: 'Desde grilla', path: '/cesion-masiva-grilla', visible: (f) => f.cesionMasiva && f.cederPorGrilla },
      { label: 'Re-Cesionarios', path: '/re-cesionarios', visible: (f) => f.cesionMasiva },
      { label: 'Descarga masiva AECs', path: '/descarga-masiva-aecs', visible: (f) => f.cesionMasiva },
    ],
  },
  {
    label: 'Notificaciones',
    openByDefault: false,
    items: [
      { label: 'Notificación Cesión', path: '/notificacion-cesion', visible: (f) => f.notificaciones },
      { label: 'Notificación Recesión', path: '/notificacion-recesion', visible: (f) => f.notificaciones },
      { label: 'Emails de Deudores', path: '/emails-deudores', visible: (f) => f.notificaciones },
    ],
  },
  {
    label: 'Herramientas',
    openByDefault: false,
    items: [
      {
        label: 'Webhooks',
        path: '/herramientas-webhooks',
        visible: (f) => f.herramientas,
        factoringFeature: (features) => features?.sinWebhooks === false,
      },
      { label: 'Consulta Previa', path: '/consultaPrevia', visible: (f) => f.consultaPrevia },
      { label: 'Firma Digital', path: '/certificadoDigital', visible: (f) => f.firmaDigital },
      { label: 'Cuentas', path: '/cuentas', visible: (f) => f.cuentas },
      {
        label: 'Carga Nómina',
        path: '/cargaNomina',
        visible: (f) => f.cesionesAdquiridas,
        factoringFeature: loadsNomina,
      },
    ],
  },
];

/**
 * The groups and items a user may see: items filtered by their rule (and their factoring gate), empty groups dropped.
 * @param flags the user's permission flags in the selected factoring; null (still loading) shows no item.
 * @param features the selected factoring's settings; null (unknown or loading) hides the factoring-gated items.
 */
export function visibleMenu(flags: PermissionFlags | null, features: FactoringFeatures | null = null): MenuGroup[] {
  if (!flags) return [];
  const shown = (item: MenuItem) => item.visible(flags) && (item.factoringFeature?.(features) ?? true);
  return MENU.map((group) => ({ ...group, items: group.items.filter(shown) })).filter(
    (group) => group.items.length > 0,
  );
}
