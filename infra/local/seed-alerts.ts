import { addDays, format, parseISO } from 'date-fns';
import { alertTitle } from '@domain/alerts/alert-text';
import { DOCUMENT_ALERT_TYPES, alertAllowed, type DocumentAlertType } from '@domain/alerts/alert-types';
import { todayInChile } from '@domain/chile-time';
import { eventDocument } from '@domain/platform-events/event-document';
import { systemScope } from '@lambdas/access/system-scope';
import type { UserDirectory } from '@lambdas/access/user-directory';
import type { AlertRepository } from '@lambdas/store/alert-repository';
import type { CessionRepository } from '@lambdas/store/cession-repository';

/** The detail each demo alert type carries (what a refresh's event would say). */
const DEMO_DETALLE: Readonly<Record<DocumentAlertType, string>> = {
  'cesion.reclamada': 'Reclamo por contenido (RCD)',
  'cesion.anulada': 'Nota de crédito que anula el documento (NCA)',
  'cesion.rebajada': 'Nota de crédito que rebaja el monto (ENC)',
  'cesion.plazo-aceptacion': 'Quedan 2 días del plazo de aceptación de 8 días',
  'cesion.cedida-otro': 'Cedida a OTRO FACTORING SPA',
};

/** Hours before start each demo alert is dated: three today, two the day before (so the morning digest has some). */
const HOURS_AGO = [1, 3, 26, 30, 5];

/**
 * Local mode's demo alerts, so the bell shows an unread count from the first sign-in: for each factoring,
 * each of its users whose flags allow a type and who has no alert yet gets one alert per document type about one of the
 * factoring's latest acquired cessions, unread, three dated today and two the day before (those also in the digest).
 * Nothing is e-mailed or pushed. Idempotent: users with alerts are left alone.
 * @returns how many alerts were stored.
 */
export async function seedDemoAlerts(
  rutFactorings: readonly string[],
  deps: {
    users: UserDirectory;
    cessions: Pick<CessionRepository, 'query'>;
    alerts: Pick<AlertRepository, 'add' | 'hasAny'>;
  },
  now: Date,
): Promise<number> {
  let stored = 0;
  const hasta = todayInChile(now);
  const desde = format(addDays(parseISO(hasta), -30), 'yyyy-MM-dd');
  for (const rutFactoring of rutFactorings) {
    const { items } = await deps.cessions.query(systemScope(rutFactoring), {
      role: 'cesionario',
      desde,
      hasta,
      limit: DOCUMENT_ALERT_TYPES.length,
    });
    if (items.length === 0) continue;
    const scope = systemScope(rutFactoring);
    for (const user of await deps.users.listForFactoring(scope)) {
      if (await deps.alerts.hasAny(scope, user.username)) continue;
      for (const [i, tipo] of DOCUMENT_ALERT_TYPES.entries()) {
        if (!alertAllowed(tipo, user.flags)) continue;
        const record = items[i % items.length]!;
        const documento = eventDocument(record);
        const at = new Date(now.getTime() - HOURS_AGO[i]! * 3_600_000).toISOString();
        await deps.alerts.add(scope, {
          username: user.username,
          eventId: `demo|${tipo}|${rutFactoring}|${documento.rutEmisor}|${documento.tipoDTE}|${documento.folio}`,
          tipo,
          titulo: alertTitle({ tipo, documento }),
          detalle: DEMO_DETALLE[tipo],
          documento,
          fecha: at,
          creadaEn: at,
          enApp: true,
          enResumen: true,
        });
        stored += 1;
      }
    }
  }
  return stored;
}
