import { describe, expect, it, vi } from 'vitest';
import type { AlertPreferences } from '@domain/alerts/alert-types';
import { AlertsSink, type AlertsSinkDeps } from '@lambdas/services/alerts/alerts-sink';
import { MailError } from '@lambdas/mail/mail-sender';
import type { RegisteredUser } from '@lambdas/access/user-directory';
import type { NewAlert } from '@lambdas/store/alert-repository';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { ALERT_FACTORING, ALERT_SCOPE, avisos, platformEvent } from '@tests/support/alert-events';

const NOW = new Date('2026-11-23T15:00:00.000Z');

function sinkWith(
  users: RegisteredUser[],
  saved: Record<string, Partial<AlertPreferences>> = {},
  mailFails: string[] = [],
) {
  const deps = {
    users: { listForFactoring: vi.fn(async () => users) },
    preferences: { get: vi.fn(async (_scope: FactoringScope, username: string) => saved[username] ?? null) },
    alerts: {
      add: vi.fn(async (scope: FactoringScope, alert: NewAlert) => ({
        ...alert,
        rutFactoring: scope.rutFactoring,
        id: `${alert.creadaEn}#${alert.eventId}`,
        leida: false,
      })),
    },
    mail: {
      send: vi.fn(async (message: { to: string[] }) => {
        if (mailFails.includes(message.to[0]!)) throw new MailError('SMTP caído');
        return { messageId: 'm1', estado: 'enviado' as const };
      }),
    },
    push: vi.fn(async () => 1),
    now: () => NOW,
    logger: { error: vi.fn() },
  } satisfies AlertsSinkDeps;
  return { sink: new AlertsSink(deps), deps };
}

const user = (
  username: string,
  flags = avisos('notificaRechazo', 'notificaAnulacion', 'notificaAceptacion'),
): RegisteredUser => ({
  username,
  email: `${username}@stcapital.cl`,
  nombre: username,
  flags,
});

describe('AlertsSink', () => {
  it('stores, pushes to its user and e-mails a claim to each user whose flags and preferences ask for it', async () => {
    const { sink, deps } = sinkWith([user('ana'), user('beto', avisos('notificaAnulacion'))]);
    await sink.publish(ALERT_SCOPE, [platformEvent('cesion.reclamada', 1234)]);
    expect(deps.alerts.add).toHaveBeenCalledTimes(1);
    expect(deps.alerts.add.mock.calls[0]![0]).toEqual({ rutFactoring: ALERT_FACTORING });
    expect(deps.alerts.add.mock.calls[0]![1]).toMatchObject({
      username: 'ana',
      tipo: 'cesion.reclamada',
      titulo: 'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA',
      creadaEn: NOW.toISOString(),
      enApp: true,
      enResumen: false,
    });
    expect(deps.push).toHaveBeenCalledWith(
      ALERT_SCOPE,
      expect.objectContaining({
        evento: 'eventoBack',
        tipo: 'alerta',
        username: 'ana',
        // The bell links to the document: its emisor, type and folio travel with the alert.
        alerta: expect.objectContaining({ leida: false, rutEmisor: '76123456-0', tipoDTE: 33, folio: 1234 }),
      }),
    );
    expect(deps.mail.send).toHaveBeenCalledTimes(1);
    expect(deps.mail.send.mock.calls[0]![0]).toMatchObject({ to: ['ana@stcapital.cl'], kind: 'alerta' });
  });

  it('ignores event types that are not alerts, without reading the directory', async () => {
    const { sink, deps } = sinkWith([user('ana')]);
    await sink.publish(ALERT_SCOPE, [
      platformEvent('cesion.nueva'),
      platformEvent('envio.aceptado'),
      platformEvent('cesion.aceptada'),
    ]);
    expect(deps.users.listForFactoring).not.toHaveBeenCalled();
    expect(deps.alerts.add).not.toHaveBeenCalled();
  });

  it("reads each factoring's users once per batch and honours saved channels (digest only: stored, neither pushed nor mailed)", async () => {
    const { sink, deps } = sinkWith([user('ana')], {
      ana: { 'cesion.anulada': { email: false, app: false, resumen: true } },
    });
    await sink.publish(ALERT_SCOPE, [platformEvent('cesion.anulada', 1), platformEvent('cesion.anulada', 2)]);
    expect(deps.users.listForFactoring).toHaveBeenCalledTimes(1);
    expect(deps.users.listForFactoring).toHaveBeenCalledWith(ALERT_SCOPE);
    expect(deps.alerts.add).toHaveBeenCalledTimes(2);
    expect(deps.alerts.add.mock.calls.map(([, alert]) => [alert.enApp, alert.enResumen])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(deps.push).not.toHaveBeenCalled();
    expect(deps.mail.send).not.toHaveBeenCalled();
  });

  it("reads the factoring's users once for all of a RUT's new court cases and alerts each case", async () => {
    const { sink, deps } = sinkWith([user('ana', avisos('radarJudicial'))]);
    const causa = (rol: string) => ({
      rut: '96500001-9',
      razonSocial: 'DEUDORA GRANDE S.A.',
      rol,
      tribunal: '1° Juzgado Civil de Santiago',
      caratulado: 'BANCO / DEUDORA',
      fechaIngreso: '2026-11-02',
    });
    await sink.publishJudicialCases(ALERT_SCOPE, [
      { id: 'c1', fecha: NOW.toISOString(), causa: causa('C-1-2026') },
      { id: 'c2', fecha: NOW.toISOString(), causa: causa('C-2-2026') },
    ]);
    expect(deps.users.listForFactoring).toHaveBeenCalledTimes(1);
    expect(deps.preferences.get).toHaveBeenCalledTimes(1);
    expect(deps.alerts.add.mock.calls.map(([, alert]) => [alert.username, alert.eventId, alert.tipo])).toEqual([
      ['ana', 'c1', 'judicial.causa-nueva'],
      ['ana', 'c2', 'judicial.causa-nueva'],
    ]);
  });

  it('keeps alerting the other users when one e-mail or push fails, and logs the failure', async () => {
    const { sink, deps } = sinkWith([user('ana'), user('beto')], {}, ['ana@stcapital.cl']);
    deps.push.mockRejectedValueOnce(new Error('socket'));
    await sink.publish(ALERT_SCOPE, [platformEvent('cesion.reclamada')]);
    expect(deps.mail.send).toHaveBeenCalledTimes(2);
    expect(deps.push).toHaveBeenCalledTimes(2);
    expect(deps.logger.error).toHaveBeenCalledWith(
      'alert push failed',
      expect.objectContaining({ rutFactoring: ALERT_FACTORING }),
    );
    expect(deps.logger.error).toHaveBeenCalledWith(
      'alert e-mail failed',
      expect.objectContaining({ error: expect.stringContaining('SMTP caído') }),
    );
  });
});
