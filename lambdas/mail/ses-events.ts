import type { MailEstado, MailRepository } from '../store/mail-repository';

/** The parts of an SES event-publishing record this platform reads (SES Developer Guide, "Event publishing"). */
export interface SesEvent {
  eventType: string;
  mail: { messageId: string };
  bounce?: { bounceType: string; bouncedRecipients: { emailAddress: string; diagnosticCode?: string }[] };
  complaint?: { complainedRecipients: { emailAddress: string }[]; complaintFeedbackType?: string };
  reject?: { reason: string };
}

/** What one event did: the addresses it put on the suppression list and the record's new state (null: none changed). */
export interface SesEventOutcome {
  suppressed: string[];
  estado: MailEstado | null;
}

/**
 * Applies one SES event of the configuration set: a permanent bounce puts its recipients on the
 * suppression list ('rebote') and marks the record 'rebotado'; a transient bounce (SES gave up retrying) marks it
 * 'rebotado' without suppressing; a complaint suppresses ('queja') and marks 'queja'; a delivery marks 'entregado'
 * only a record still 'enviado' (a bounce or complaint of another recipient is not hidden); a reject marks
 * 'fallido'. Events of mails without a record (sent by hand) still feed the suppression list. `now` is the
 * suppression instant. Other event types change nothing.
 * @throws the store's error (SNS retries the delivery to the Lambda).
 */
export async function applySesEvent(
  event: SesEvent,
  store: Pick<MailRepository, 'suppress' | 'findByMessageId' | 'updateEstado'>,
  now: Date,
): Promise<SesEventOutcome> {
  const change = eventChange(event);
  if (!change) return { suppressed: [], estado: null };
  for (const email of change.suppress) await store.suppress(email, change.motivo!, now.toISOString());
  const record = await store.findByMessageId(event.mail.messageId);
  const applies = record && (change.estado !== 'entregado' || record.estado === 'enviado');
  if (applies) await store.updateEstado(record, change.estado, change.error);
  return { suppressed: change.suppress, estado: applies ? change.estado : null };
}

interface EventChange {
  estado: MailEstado;
  error?: string;
  suppress: string[];
  motivo?: 'rebote' | 'queja';
}

/** The state and suppressions an event implies, or null for an event type the platform ignores. */
function eventChange(event: SesEvent): EventChange | null {
  switch (event.eventType) {
    case 'Bounce': {
      const recipients = event.bounce?.bouncedRecipients ?? [];
      const permanent = event.bounce?.bounceType === 'Permanent';
      const error = recipients
        .map((r) => `${r.emailAddress}: ${r.diagnosticCode ?? event.bounce?.bounceType}`)
        .join('; ');
      return {
        estado: 'rebotado',
        error,
        suppress: permanent ? recipients.map((r) => r.emailAddress) : [],
        motivo: 'rebote',
      };
    }
    case 'Complaint': {
      const recipients = event.complaint?.complainedRecipients ?? [];
      const error = `Queja de ${recipients.map((r) => r.emailAddress).join(', ')}${event.complaint?.complaintFeedbackType ? ` (${event.complaint.complaintFeedbackType})` : ''}`;
      return { estado: 'queja', error, suppress: recipients.map((r) => r.emailAddress), motivo: 'queja' };
    }
    case 'Delivery':
      return { estado: 'entregado', suppress: [] };
    case 'Reject':
      return {
        estado: 'fallido',
        error: `SES rechazó el correo: ${event.reject?.reason ?? 'sin motivo'}`,
        suppress: [],
      };
    default:
      return null;
  }
}
