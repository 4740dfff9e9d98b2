import { describe, expect, it } from 'vitest';
import { applySesEvent, type SesEvent } from '@lambdas/mail/ses-events';
import type { MailEstado, MailRecord, SuppressionReason } from '@lambdas/store/mail-repository';

const NOW = new Date('2026-11-24T15:00:00.000Z');

/** An in-memory store holding one record 'ses-1' in `estado`. */
function store(estado: MailEstado) {
  const record: MailRecord = {
    rutFactoring: '76389992-6',
    sentAt: '2026-11-24T14:59:00.000Z',
    messageId: 'ses-1',
    kind: 'notificacion-cesion',
    to: ['a@deudor.cl', 'b@deudor.cl'],
    suprimidos: [],
    subject: 'Notificación de cesión',
    estado,
  };
  const suppressed: { email: string; motivo: SuppressionReason; at: string }[] = [];
  return {
    record,
    suppressed,
    suppress: async (email: string, motivo: SuppressionReason, at: string) =>
      void suppressed.push({ email, motivo, at }),
    findByMessageId: async (id: string) => (id === record.messageId ? { ...record } : null),
    updateEstado: async (_: unknown, next: MailEstado, error?: string) => {
      record.estado = next;
      record.error = error;
      return true;
    },
  };
}

const bounce = (bounceType: string, messageId = 'ses-1'): SesEvent => ({
  eventType: 'Bounce',
  mail: { messageId },
  bounce: {
    bounceType,
    bouncedRecipients: [{ emailAddress: 'b@deudor.cl', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
  },
});

describe('applySesEvent', () => {
  it('suppresses the recipients of a permanent bounce and marks the record rebotado with the diagnosis', async () => {
    const s = store('enviado');
    const outcome = await applySesEvent(bounce('Permanent'), s, NOW);
    expect(outcome).toEqual({ suppressed: ['b@deudor.cl'], estado: 'rebotado' });
    expect(s.suppressed).toEqual([{ email: 'b@deudor.cl', motivo: 'rebote', at: NOW.toISOString() }]);
    expect(s.record).toMatchObject({ estado: 'rebotado', error: 'b@deudor.cl: smtp; 550 5.1.1 user unknown' });
  });

  it('marks a transient bounce rebotado without suppressing the address', async () => {
    const s = store('enviado');
    await applySesEvent(bounce('Transient'), s, NOW);
    expect(s.suppressed).toEqual([]);
    expect(s.record.estado).toBe('rebotado');
  });

  it('suppresses a complaining recipient and marks the record queja', async () => {
    const s = store('entregado');
    const event: SesEvent = {
      eventType: 'Complaint',
      mail: { messageId: 'ses-1' },
      complaint: { complainedRecipients: [{ emailAddress: 'a@deudor.cl' }], complaintFeedbackType: 'abuse' },
    };
    await applySesEvent(event, s, NOW);
    expect(s.suppressed.map((x) => [x.email, x.motivo])).toEqual([['a@deudor.cl', 'queja']]);
    expect(s.record).toMatchObject({ estado: 'queja', error: 'Queja de a@deudor.cl (abuse)' });
  });

  it('marks a delivery entregado, but never over a bounce of another recipient', async () => {
    const sent = store('enviado');
    expect(await applySesEvent({ eventType: 'Delivery', mail: { messageId: 'ses-1' } }, sent, NOW)).toEqual({
      suppressed: [],
      estado: 'entregado',
    });
    expect(sent.record.estado).toBe('entregado');
    const bounced = store('rebotado');
    expect(await applySesEvent({ eventType: 'Delivery', mail: { messageId: 'ses-1' } }, bounced, NOW)).toEqual({
      suppressed: [],
      estado: null,
    });
    expect(bounced.record.estado).toBe('rebotado');
  });

  it('suppresses the address of a mail the platform has no record of', async () => {
    const s = store('enviado');
    const outcome = await applySesEvent(bounce('Permanent', 'ses-unknown'), s, NOW);
    expect(outcome).toEqual({ suppressed: ['b@deudor.cl'], estado: null });
    expect(s.record.estado).toBe('enviado');
  });

  it('ignores the event types it does not follow', async () => {
    const s = store('enviado');
    expect(await applySesEvent({ eventType: 'Open', mail: { messageId: 'ses-1' } }, s, NOW)).toEqual({
      suppressed: [],
      estado: null,
    });
    expect(s.record.estado).toBe('enviado');
  });
});
