import { addDays, format, parseISO } from 'date-fns';
import type { CessionRecord } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import { NOTIFICACIONES_WINDOW_DAYS } from '@domain/notificacion/notificacion';
import { systemScope } from '@lambdas/access/system-scope';
import type { CessionRepository } from '@lambdas/store/cession-repository';
import type { NotificacionRepository } from '@lambdas/store/notificacion-repository';

/** The e-mail the demo remembers for a debtor: 'pagos.{rut body}@deudor-demo.cl'. */
export function demoDeudorEmail(rutDeudor: string): string {
  return `pagos.${rutDeudor.split('-')[0]}@deudor-demo.cl`;
}

/** What the demo seeded for one factoring: the debtor with a notified document and the one with a remembered e-mail. */
export interface DemoNotificaciones {
  notificado: { rutDeudor: string; folio: number } | null;
  recordado: { rutDeudor: string; email: string } | null;
}

/**
 * Gives a demo factoring both states of the notifications screen (core-platform §2 "Notifications screen") from the
 * acquired cessions the first refresh stored in the last {@link NOTIFICACIONES_WINDOW_DAYS} days (documents with an
 * AEC, not re-ceded; debtors by their latest cession): the most recent document of the first debtor is recorded as
 * notified a day earlier (no e-mail is sent; its other documents stay unnotified), and the second debtor gets a
 * remembered e-mail ({@link demoDeudorEmail}). A factoring that already has cesion notifications is left alone, so a
 * restart changes nothing.
 */
export async function seedDemoNotificaciones(
  rutFactoring: string,
  deps: {
    cessions: Pick<CessionRepository, 'query'>;
    notificaciones: Pick<NotificacionRepository, 'listNotificaciones' | 'recordNotificaciones' | 'putDeudor'>;
  },
  now: Date,
): Promise<DemoNotificaciones> {
  const none: DemoNotificaciones = { notificado: null, recordado: null };
  const scope = systemScope(rutFactoring);
  if ((await deps.notificaciones.listNotificaciones(scope, 'cesion')).size > 0) return none;
  const hasta = todayInChile(now);
  const desde = format(addDays(parseISO(hasta), -NOTIFICACIONES_WINDOW_DAYS), 'yyyy-MM-dd');
  const { items } = await deps.cessions.query(scope, { role: 'cesionario', desde, hasta });
  const deudores = latestByDeudor(items.filter((record) => record.aecKey && !record.recedido));
  const [primero, segundo] = deudores;
  const ayer = new Date(now.getTime() - 24 * 3600_000).toISOString();
  if (primero) {
    await deps.notificaciones.recordNotificaciones(scope, [
      {
        tipo: 'cesion',
        rutEmisor: primero.emisor.rut,
        tipoDTE: primero.tipoDTE,
        folio: primero.folio,
        idSecuencia: primero.idSecuencia,
        rutDeudor: primero.deudor.rut,
        notificadoEn: ayer,
        emails: [demoDeudorEmail(primero.deudor.rut)],
        messageId: 'demo',
        notificadoPor: 'demo',
      },
    ]);
    await deps.notificaciones.putDeudor(scope, {
      rut: primero.deudor.rut,
      emails: [demoDeudorEmail(primero.deudor.rut)],
      actualizadoEn: ayer,
    });
  }
  if (segundo)
    await deps.notificaciones.putDeudor(scope, {
      rut: segundo.deudor.rut,
      emails: [demoDeudorEmail(segundo.deudor.rut)],
      actualizadoEn: ayer,
    });
  return {
    notificado: primero ? { rutDeudor: primero.deudor.rut, folio: primero.folio } : null,
    recordado: segundo ? { rutDeudor: segundo.deudor.rut, email: demoDeudorEmail(segundo.deudor.rut) } : null,
  };
}

/** The most recent cession of each debtor, debtors ordered by it (newest first). */
function latestByDeudor(records: readonly CessionRecord[]): CessionRecord[] {
  const latest = new Map<string, CessionRecord>();
  for (const record of records) {
    const current = latest.get(record.deudor.rut);
    if (!current || record.fechaCesion > current.fechaCesion) latest.set(record.deudor.rut, record);
  }
  return [...latest.values()].sort(
    (a, b) => b.fechaCesion.localeCompare(a.fechaCesion) || a.deudor.rut.localeCompare(b.deudor.rut),
  );
}
