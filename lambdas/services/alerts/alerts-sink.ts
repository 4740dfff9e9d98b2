import { selectAlertRecipients, type AlertCandidate } from '@domain/alerts/alert-recipients';
import { alertTitle } from '@domain/alerts/alert-text';
import { isAlertType, type AlertType } from '@domain/alerts/alert-types';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import type { MailSender } from '../../mail/mail-sender';
import type { EventoBackAlerta } from '@domain/wire/evento-back';
import type { EventoBackBody } from '../../push/push';
import type { UserDirectory } from '../../access/user-directory';
import type { AlertPreferenceRepository } from '../../store/alert-preference-repository';
import type { AlertRecord, AlertRepository } from '../../store/alert-repository';
import type { PlatformEventSink } from '../events/platform-event-sink';
import type { FactoringScope } from '../../platform/factoring-scope';
import { alertMail } from './alert-mail';

export interface AlertsSinkDeps {
  /** The users of each factoring, with their permission flags. */
  users: UserDirectory;
  preferences: Pick<AlertPreferenceRepository, 'get'>;
  alerts: Pick<AlertRepository, 'add'>;
  mail: MailSender;
  /**
   * Pushes a message on the eventoBack channel of the scope's factoring (null: no WebSocket API configured, the bell
   * loads on sign-in).
   */
  push: ((scope: FactoringScope, message: EventoBackBody<EventoBackAlerta>) => Promise<unknown>) | null;
  now(): Date;
  logger: Pick<Console, 'error'>;
  /** The web app's address the alert e-mails link to (ServerConfig.webOrigin). */
  webOrigin?: string;
}

/** The alert as the bell and the eventoBack message carry it. */
export function alertaItem(alert: AlertRecord): EventoBackAlerta['alerta'] {
  const { emisor, deudor, cedente, cesionario, rutEmisor, tipoDTE, folio } = alert.documento;
  return {
    id: alert.id,
    tipo: alert.tipo,
    titulo: alert.titulo,
    detalle: alert.detalle,
    fecha: alert.fecha,
    creadaEn: alert.creadaEn,
    leida: alert.leida,
    partes: [emisor, deudor, cedente, cesionario].map((party) => ({ rut: party.rut, razonSocial: party.razonSocial })),
    rutEmisor,
    tipoDTE,
    folio,
  };
}

/**
 * The user-alerts sink of the platform's events (PlatformEventSink of lambdas/services/events/platform-event-sink.ts):
 * for each claim, annulment, reduction or acceptance deadline of a held invoice, the factoring's users whose flags
 * and preferences ask for it (domain/alerts/alert-recipients.ts) get the alert stored (bell, digest), pushed to their
 * open eventoBack connections, and e-mailed through the MailSender (suppression list and delivery records). Other
 * event types are ignored. A failure for one user (push, e-mail) is logged and does not stop the others; the e-mail's
 * failure is also in the `mails` records.
 */
export class AlertsSink implements PlatformEventSink {
  readonly name = 'alertas';

  constructor(private readonly deps: AlertsSinkDeps) {}

  /** @throws the directory's or the stores' error (the publisher logs it). */
  async publish(scope: FactoringScope, events: readonly PlatformEvent[]): Promise<void> {
    let candidates: Promise<AlertCandidate[]> | undefined;
    for (const event of events) {
      const tipo = event.tipo;
      if (!isAlertType(tipo)) continue;
      candidates ??= this.candidatesOf(scope);
      for (const delivery of selectAlertRecipients(tipo, await candidates)) {
        const alert = await this.deps.alerts.add(scope, {
          username: delivery.username,
          eventId: event.id,
          tipo,
          titulo: alertTitle({ tipo, documento: event.documento }),
          detalle: event.detalle,
          documento: event.documento,
          fecha: event.fecha,
          creadaEn: this.deps.now().toISOString(),
          enApp: delivery.enApp,
          enResumen: delivery.enResumen,
        });
        if (delivery.enApp) await this.pushAlert(scope, alert);
        if (delivery.porCorreo) await this.mailAlert(alert, delivery.email, tipo);
      }
    }
  }

  /** The scope's factoring's users with their saved preferences. */
  private async candidatesOf(scope: FactoringScope): Promise<AlertCandidate[]> {
    const users = await this.deps.users.listForFactoring(scope);
    return Promise.all(
      users.map(async (user) => ({
        username: user.username,
        email: user.email,
        flags: user.flags,
        preferences: await this.deps.preferences.get(scope, user.username),
      })),
    );
  }

  private async pushAlert(scope: FactoringScope, alert: AlertRecord): Promise<void> {
    if (!this.deps.push) return;
    try {
      await this.deps.push(scope, {
        evento: 'eventoBack',
        tipo: 'alerta',
        username: alert.username,
        alerta: alertaItem(alert),
      });
    } catch (error) {
      this.deps.logger.error('alert push failed', {
        rutFactoring: alert.rutFactoring,
        eventId: alert.eventId,
        error: String(error),
      });
    }
  }

  private async mailAlert(alert: AlertRecord, email: string, tipo: AlertType): Promise<void> {
    try {
      await this.deps.mail.send(alertMail(alert, email, this.deps.webOrigin));
    } catch (error) {
      this.deps.logger.error('alert e-mail failed', {
        rutFactoring: alert.rutFactoring,
        eventId: alert.eventId,
        tipo,
        error: String(error),
      });
    }
  }
}
