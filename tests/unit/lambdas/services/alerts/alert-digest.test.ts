import { describe, expect, it, vi } from 'vitest';
import { previousChileDay, sendAlertDigests, type AlertDigestDeps } from '@lambdas/services/alerts/alert-digest';
import { MailError, type MailMessage } from '@lambdas/mail/mail-sender';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import type { AlertRecord, DocumentAlertRecord } from '@lambdas/store/alert-repository';
import { ALERT_FACTORING, avisos, platformEvent } from '@tests/support/alert-events';
import { systemScope } from '@lambdas/access/system-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';

const NOW = new Date('2026-11-23T11:00:00.000Z');
const SCOPE = systemScope(ALERT_FACTORING);

function alertOf(tipo: DocumentAlertRecord['tipo'], creadaEn: string): AlertRecord {
  const event = platformEvent(tipo, 1234);
  return {
    id: `${creadaEn}#${event.id}`,
    username: 'ana',
    rutFactoring: ALERT_FACTORING,
    eventId: event.id,
    tipo,
    titulo: 't',
    detalle: event.detalle,
    documento: event.documento,
    fecha: event.fecha,
    creadaEn,
    leida: false,
    enApp: true,
    enResumen: true,
  };
}

/** The digest over mocks whose day marks behave like the conditional put of the alerts table. */
function digestWith(users: RegisteredUser[], alerts: AlertRecord[], failMail = false) {
  const taken = new Set<string>();
  const deps = {
    users: { listForFactoring: vi.fn(async () => users) },
    preferences: { get: vi.fn(async () => ({ 'cesion.reclamada': { email: false, app: true, resumen: true } })) },
    alerts: {
      listForDigest: vi.fn(async () => alerts),
      claimDigest: vi.fn(async ({ rutFactoring }: FactoringScope, username: string, dia: string) => {
        const key = `${username}|${rutFactoring}|${dia}`;
        if (taken.has(key)) return false;
        taken.add(key);
        return true;
      }),
      releaseDigest: vi.fn(
        async ({ rutFactoring }: FactoringScope, username: string, dia: string) =>
          void taken.delete(`${username}|${rutFactoring}|${dia}`),
      ),
    },
    mail: {
      send: vi.fn(async (_message: MailMessage) => {
        if (failMail) throw new MailError('SMTP caído');
        return { messageId: 'm', estado: 'enviado' as const };
      }),
    },
    logger: { error: vi.fn() },
    webOrigin: 'https://d111111abcdef8.cloudfront.net',
  } satisfies AlertDigestDeps;
  return deps;
}

const ana: RegisteredUser = {
  username: 'ana',
  email: 'ana@stcapital.cl',
  nombre: 'Ana',
  flags: avisos('notificaRechazo'),
};

describe('daily alert digest', () => {
  it('covers the previous calendar day in Santiago, as UTC instants', () => {
    // 08:00 in Santiago on 23/11 (UTC-3): the previous day is 22/11, from 03:00 UTC to 03:00 UTC.
    expect(previousChileDay(NOW)).toEqual({
      dia: '2026-11-22',
      desde: '2026-11-22T03:00:00.000Z',
      hasta: '2026-11-23T03:00:00.000Z',
    });
    // 01:00 UTC on 23/11 is still 22/11 in Santiago (22:00): the previous day is 21/11.
    expect(previousChileDay(new Date('2026-11-23T01:00:00.000Z')).dia).toBe('2026-11-21');
    // In winter (UTC-4) the day starts at 04:00 UTC.
    expect(previousChileDay(new Date('2026-06-15T12:00:00.000Z')).desde).toBe('2026-06-14T04:00:00.000Z');
  });

  it('e-mails each opted-in user their day once: a second run the same day sends nothing', async () => {
    const deps = digestWith([ana], [alertOf('cesion.reclamada', '2026-11-22T15:00:00.000Z')]);
    expect(await sendAlertDigests(deps, SCOPE, NOW)).toEqual({ enviados: 1, repetidos: 0, fallidos: 0 });
    expect(deps.users.listForFactoring).toHaveBeenCalledWith(SCOPE);
    expect(await sendAlertDigests(deps, SCOPE, new Date(NOW.getTime() + 3_600_000))).toEqual({
      enviados: 0,
      repetidos: 1,
      fallidos: 0,
    });
    expect(deps.mail.send).toHaveBeenCalledTimes(1);
    expect(deps.mail.send.mock.calls[0]![0]).toMatchObject({
      to: ['ana@stcapital.cl'],
      subject: 'Resumen de alertas del 22/11/2026 (1 alerta)',
    });
    expect(deps.mail.send.mock.calls[0]![0].text).toContain(
      'Ingresar a Radar Cesiones: https://d111111abcdef8.cloudfront.net/',
    );
    expect(deps.alerts.listForDigest).toHaveBeenCalledWith(
      SCOPE,
      'ana',
      '2026-11-22T03:00:00.000Z',
      '2026-11-23T03:00:00.000Z',
    );
  });

  it('gives the day back when the e-mail fails, so the next run sends it', async () => {
    const deps = digestWith([ana], [alertOf('cesion.reclamada', '2026-11-22T15:00:00.000Z')], true);
    expect(await sendAlertDigests(deps, SCOPE, NOW)).toEqual({ enviados: 0, repetidos: 0, fallidos: 1 });
    deps.mail.send.mockResolvedValueOnce({ messageId: 'm2', estado: 'enviado' });
    expect(await sendAlertDigests(deps, SCOPE, NOW)).toEqual({ enviados: 1, repetidos: 0, fallidos: 0 });
  });

  it('sends nothing to users without alerts that day, without the digest on, or whose flags deny the type', async () => {
    const noAlerts = digestWith([ana], []);
    expect((await sendAlertDigests(noAlerts, SCOPE, NOW)).enviados).toBe(0);
    expect(noAlerts.alerts.claimDigest).not.toHaveBeenCalled();
    const denied = digestWith(
      [{ ...ana, flags: avisos('notificaAnulacion') }],
      [alertOf('cesion.reclamada', '2026-11-22T15:00:00.000Z')],
    );
    expect((await sendAlertDigests(denied, SCOPE, NOW)).enviados).toBe(0);
    // An alert of a type whose digest is off (anulada: default app only) is left out.
    const other = digestWith(
      [{ ...ana, flags: avisos('notificaRechazo', 'notificaAnulacion') }],
      [alertOf('cesion.anulada', '2026-11-22T15:00:00.000Z')],
    );
    expect((await sendAlertDigests(other, SCOPE, NOW)).enviados).toBe(0);
  });
});
