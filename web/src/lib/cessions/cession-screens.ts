import type { PermissionFlag } from '@domain/permissions';
import type { CessionList } from './get-cesiones';
import type { GroupBy } from './group-cessions';

/**
 * The party column beside the emisor: the deudor on the acquired and assigned screens; on the owed screen, where
 * the deudor is the user's own company, the cesionario, i.e. the factoring the debtor must now pay.
 */
export type Counterparty = 'deudor' | 'cesionario';

/** What differs between the acquired, assigned and owed screens (core-platform §2, §6). */
export interface CessionScreen {
  list: CessionList;
  /** 'Cesiones {type}' */
  title: string;
  emptyMessage: string;
  /** Initial grouping of the cards. */
  groupBy: GroupBy;
  /** The Rut field reads 'Rut o Razón Social' and also takes a name (owed, core-platform §2). */
  rutOrRazonSocial: boolean;
  /** Permission flag of the screen (core-platform §6); without it nothing is fetched and the empty state shows. */
  permission: PermissionFlag;
  /** Start offset of the default search window, days back from today (core-platform §5). */
  windowDays: number;
  /** The party column of the cards' rows (Counterparty above). */
  counterparty: Counterparty;
}

/** The three card screens of core-platform §2. */
export const CESSION_SCREENS = {
  adquiridas: {
    list: 'adquiridas',
    title: 'Cesiones adquiridas',
    emptyMessage: 'No se registran documentos adquiridos durante el periodo consultado',
    groupBy: 'cedente',
    rutOrRazonSocial: false,
    permission: 'cesionesAdquiridas',
    windowDays: 7,
    counterparty: 'deudor',
  },
  cedidas: {
    list: 'cedidas',
    title: 'Cesiones cedidas',
    emptyMessage: 'No se registran documentos cedidos durante el periodo consultado',
    groupBy: 'cesionario',
    rutOrRazonSocial: false,
    permission: 'cesionesCedidas',
    windowDays: 7,
    counterparty: 'deudor',
  },
  adeudadas: {
    list: 'adeudadas',
    title: 'Cesiones adeudadas',
    emptyMessage: 'No se registran documentos adeudados durante el periodo consultado',
    // Grouped by the factoring to pay: what a debtor needs from this screen.
    groupBy: 'cesionario',
    rutOrRazonSocial: true,
    permission: 'cesionesAdeudadas',
    windowDays: 7,
    counterparty: 'cesionario',
  },
} as const satisfies Record<CessionList, CessionScreen>;
