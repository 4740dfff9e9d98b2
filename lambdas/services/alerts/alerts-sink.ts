import { selectAlertRecipients, type AlertCandidate, type AlertDelivery } from '@domain/alerts/alert-recipients';
import { formatFecha } from '@domain/es-cl-format';
import { alertTitle, judicialAlertTitle, type AlertCase } from '@domain/alerts/alert-text';
import { isDocumentAlertType, JUDICIAL_ALERT_TYPE, type AlertType } from '@domain/alerts/alert-types';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import type { MailSender } from '../../mail/mail-sender';
import type { EventoBackAlerta } from '@domain/wire/evento-back';
import type { EventoBackBody } from '../../push/push';
import type { UserDirectory } from '../../access/user-directory';
import type { AlertPreferenceRepository } from '../../store/alert-preference-repository';
import type { AlertRecord, AlertRepository, NewAlert } from '../../store/alert-repository';
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

/** The alert as the bell and the eventoBack message carry it: its document, or a judicial alert's case. */
export function alertaItem(alert: AlertRecord): EventoBackAlerta['alerta'] {
  const common = {
    id: alert.id,
    tipo: alert.tipo,
    titulo: alert.titulo,
    detalle: alert.detalle,
    fecha: alert.fecha,
    creadaEn: alert.creadaEn,
    leida: alert.leida,
  };
  if (alert.tipo === JUDICIAL_ALERT_TYPE) {
    const { causa } = alert;
    const partes = [{ rut: causa.rut, razonSocial: causa.razonSocial }];
    return { ...common, partes, rutEmisor: null, tipoDTE: null, folio: null, causa };
  }
  const { emisor, deudor, cedente, cesionario, rutEmisor, tipoDTE, folio } = alert.documento;
  return {
    ...common,
    partes: [emisor, deudor, cedente, cesionario].map((party) => ({ rut: party.rut, razonSocial: party.razonSocial })),
    rutEmisor,
    tipoDTE,
    folio,
    causa: null,
  };
}

/** A new court case of a RUT of the factoring's Cartera, as {@link AlertsSink.publishJudicialCases} alerts it. */
export interface JudicialCaseEvent {
  /** Deterministic per factoring, RUT and case ('judicial.causa-nueva|{rutFactoring}|{rut}|{tribunal}|{rol}'). */
  id: string;
  /** ISO instant the sweep that found it finished */
  fecha: string;
  causa: AlertCase;
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
      if (!isDocumentAlertType(tipo)) continue;
      candidates ??= this.candidatesOf(scope);
      await this.deliver(scope, tipo, await candidates, (delivery) => ({
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
      }));
    }
  }

  /**
   * Alerts the scope's factoring's users whose flags (radarJudicial) and preferences ask for it about each new court
   * case of a RUT of its Cartera, as {@link publish} does for documents: stored, pushed, e-mailed (the users and their
   * preferences read once for all the cases).
   * @throws the directory's or the stores' error.
   */
  async publishJudicialCases(scope: FactoringScope, events: readonly JudicialCaseEvent[]): Promise<void> {
    if (events.length === 0) return;
    const candidates = await this.candidatesOf(scope);
    for (const { id, fecha, causa } of events)
      await this.deliver(scope, JUDICIAL_ALERT_TYPE, candidates, (delivery) => ({
        username: delivery.username,
        eventId: id,
        tipo: JUDICIAL_ALERT_TYPE,
        titulo: judicialAlertTitle(causa),
        detalle: `${causa.caratulado}, ingresada ${causa.fechaIngreso ? formatFecha(causa.fechaIngreso) : 'sin fecha'}`,
        causa,
        fecha,
        creadaEn: this.deps.now().toISOString(),
        enApp: delivery.enApp,
        enResumen: delivery.enResumen,
      }));
  }

  /** Stores, pushes and e-mails the alert of type `tipo` that `build` makes for each user its preferences select. */
  private async deliver(
    scope: FactoringScope,
    tipo: AlertType,
    candidates: readonly AlertCandidate[],
    build: (delivery: AlertDelivery) => NewAlert,
  ): Promise<void> {
    for (const delivery of selectAlertRecipients(tipo, candidates)) {
      const alert = await this.deps.alerts.add(scope, build(delivery));
      if (delivery.enApp) await this.pushAlert(scope, alert);
      if (delivery.porCorreo) await this.mailAlert(alert, delivery.email, tipo);
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
