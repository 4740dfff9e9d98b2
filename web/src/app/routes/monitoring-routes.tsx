import type { ReactNode } from 'react';
import { AcquiredCessionsScreen } from './acquired-cessions-screen';
import { CessionsScreen } from '../../features/cessions/components/cessions-screen';
import { CESSION_SCREENS } from '../../lib/cessions/cession-screens';
import { EventListPage } from '../../features/events-lists/components/event-list-page';
import { EVENT_LISTS } from '../../features/events-lists/model/event-lists';
import { OwedCessionsScreen } from './owed-cessions-screen';

/** A monitoring route: its path and the screen it renders for a factoring. */
export interface MonitoringRoute {
  path: string;
  screen: (rutFactoring: string, allowed: boolean) => ReactNode;
}

/**
 * The cession monitoring routes of core-platform §2: acquired (with the devolución), assigned, owed (with 'Rechazar
 * Dte'), and the accepted, rejected, annulled and reduced lists.
 */
export const MONITORING_ROUTES: readonly MonitoringRoute[] = [
  {
    path: '/cesion-adquiridas',
    screen: (rut, allowed) => <AcquiredCessionsScreen rutFactoring={rut} allowed={allowed} />,
  },
  {
    path: '/cesion-cedidas',
    screen: (rut, allowed) => <CessionsScreen screen={CESSION_SCREENS.cedidas} rutFactoring={rut} allowed={allowed} />,
  },
  {
    path: '/adeudadas',
    screen: (rut, allowed) => <OwedCessionsScreen rutFactoring={rut} allowed={allowed} />,
  },
  ...(
    [
      ['/deudor-aceptados', EVENT_LISTS.aceptados],
      ['/deudor-rechazados', EVENT_LISTS.rechazados],
      ['/cliente-anulados', EVENT_LISTS.anulados],
      ['/cliente-rebajados', EVENT_LISTS.rebajados],
    ] as const
  ).map(([path, list]) => ({
    path,
    screen: (rut: string, allowed: boolean) => <EventListPage screen={list} rutFactoring={rut} allowed={allowed} />,
  })),
];
