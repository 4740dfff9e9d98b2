import { describe, expect, it, vi } from 'vitest';
import { MailError, type MailMessage, type MailSender } from '@lambdas/mail/mail-sender';
import { RecordedMailSender } from '@lambdas/mail/recorded-mail-sender';
import type { MailRecord } from '@lambdas/store/mail-repository';

const NOW = new Date('2026-11-24T12:30:00.000Z');

const message = (to: string[]): MailMessage => ({
  to,
  subject: 'Resultado de la consulta previa masiva',
  html: '<p>Adjuntamos el resultado.</p>',
  text: 'Adjuntamos el resultado.',
  kind: 'consulta-previa-masiva',
  rutFactoring: '76389992-6',
});

/** A sender over a transport mock and an in-memory store whose suppression list holds `suppressed`. */
function setup(suppressed: string[], transportSend: MailSender['send']) {
  const records: MailRecord[] = [];
  const transport = { send: vi.fn(transportSend) };
  const store = {
    record: vi.fn(async (record: MailRecord) => void records.push(record)),
    suppressedAmong: vi.fn(async (emails: readonly string[]) =>
      emails.filter((email) => suppressed.includes(email.toLowerCase())),
    ),
  };
  return { sender: new RecordedMailSender({ transport, store, now: () => NOW }), transport, records };
}

describe('RecordedMailSender', () => {
  it('sends and records the transport message id as enviado', async () => {
    const { sender, transport, records } = setup([], async () => ({ messageId: 'ses-0001', estado: 'enviado' }));
    const sent = await sender.send(message(['ana@deudor.cl', 'pagos@deudor.cl']));
    expect(sent).toEqual({ messageId: 'ses-0001', estado: 'enviado' });
    expect(transport.send).toHaveBeenCalledWith(expect.objectContaining({ to: ['ana@deudor.cl', 'pagos@deudor.cl'] }));
    expect(records).toEqual([
      {
        rutFactoring: '76389992-6',
        sentAt: NOW.toISOString(),
        messageId: 'ses-0001',
        kind: 'consulta-previa-masiva',
        subject: 'Resultado de la consulta previa masiva',
        to: ['ana@deudor.cl', 'pagos@deudor.cl'],
        suprimidos: [],
        estado: 'enviado',
      },
    ]);
  });

  it('leaves suppressed recipients out of the message and names them in the record', async () => {
    const { sender, transport, records } = setup(['rebota@deudor.cl'], async () => ({
      messageId: 'm-2',
      estado: 'enviado',
    }));
    await sender.send(message(['ana@deudor.cl', 'Rebota@Deudor.cl']));
    expect(transport.send.mock.calls[0]![0].to).toEqual(['ana@deudor.cl']);
    expect(records[0]).toMatchObject({ to: ['ana@deudor.cl'], suprimidos: ['Rebota@Deudor.cl'], estado: 'enviado' });
  });

  it('sends nothing when every recipient is suppressed and records suprimido', async () => {
    const { sender, transport, records } = setup(['rebota@deudor.cl', 'queja@deudor.cl'], async () => ({
      messageId: 'x',
      estado: 'enviado',
    }));
    const sent = await sender.send(message(['rebota@deudor.cl', 'queja@deudor.cl']));
    expect(transport.send).not.toHaveBeenCalled();
    expect(sent.estado).toBe('suprimido');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      estado: 'suprimido',
      to: [],
      suprimidos: ['rebota@deudor.cl', 'queja@deudor.cl'],
      messageId: sent.messageId,
    });
  });

  it('records a refused send as fallido with its error and rethrows the MailError', async () => {
    const refusal = new MailError('El servidor SMTP no aceptó el correo: 550 buzón inexistente');
    const { sender, records } = setup([], async () => {
      throw refusal;
    });
    await expect(sender.send(message(['ana@deudor.cl']))).rejects.toBe(refusal);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      estado: 'fallido',
      error: refusal.message,
      to: ['ana@deudor.cl'],
      sentAt: NOW.toISOString(),
    });
    expect(records[0]!.messageId).toMatch(/^fallido-/);
  });

  it('wraps an unexpected transport error in a MailError, recorded as fallido', async () => {
    const { sender, records } = setup([], async () => {
      throw new Error('socket hang up');
    });
    const error = await sender.send(message(['ana@deudor.cl'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).message).toBe('socket hang up');
    expect(records[0]).toMatchObject({ estado: 'fallido', error: 'socket hang up' });
  });

  it('refuses a message without recipients before touching the transport or the records', async () => {
    const { sender, transport, records } = setup([], async () => ({ messageId: 'x', estado: 'enviado' }));
    await expect(sender.send(message([]))).rejects.toThrow(MailError);
    expect(transport.send).not.toHaveBeenCalled();
    expect(records).toEqual([]);
  });
});
