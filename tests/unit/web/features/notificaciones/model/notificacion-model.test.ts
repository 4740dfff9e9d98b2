import { describe, expect, it } from 'vitest';
import {
  groupByDeudor,
  initialSelection,
  notNotificableReason,
  prefillEmails,
} from '@web/features/notificaciones/model/notificacion-groups';
import { checkNotificacion, toDocumentoInput } from '@web/features/notificaciones/model/notificacion-request';
import { withNotificacionStatus } from '@lambdas/services/cessions/notificacion-status';
import { cesionView } from '@tests/support/cession-factory';

const POLAR = { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' };
const ABC = { rut: '90749000-9', razonSocial: 'ABC COMERCIAL S.A.' };

describe('notifications screen model (core-platform §2, §4, §5)', () => {
  const rows = [
    cesionView({
      id: 'a',
      folio: 3,
      deudor: POLAR,
      fechaVencimiento: '10-12-2026',
      emailsDeudores: ['dte@lapolar.cl'],
    }),
    cesionView({ id: 'b', folio: 1, deudor: ABC, fechaVencimiento: null }),
    cesionView({
      id: 'c',
      folio: 2,
      deudor: { rut: POLAR.rut, razonSocial: '' },
      fechaVencimiento: '01-12-2026',
      emailsDeudores: ['DTE@lapolar.cl', 'null'],
      deudorNotificado: 1,
    }),
    cesionView({ id: 'd', folio: 4, deudor: POLAR, aec_descargado: 0, fechaVencimiento: '20-12-2026' }),
    cesionView({ id: 'e', folio: 5, deudor: POLAR, estadoCesion: '', fechaVencimiento: null }),
  ];

  it('groups by debtor, cards by razón social (the first row that has one), documents by due date; keeps the SII addresses that are e-mails', () => {
    const groups = groupByDeudor(rows);
    expect(groups.map((g) => g.deudor.razonSocial)).toEqual([ABC.razonSocial, POLAR.razonSocial]);
    expect(groups.map((g) => [g.deudor.rut, g.cesiones.map((c) => c.id), g.emailsSii])).toEqual([
      [ABC.rut, ['b'], []],
      [POLAR.rut, ['c', 'a', 'd', 'e'], ['dte@lapolar.cl']],
    ]);
  });

  it('selects at first what can be notified and was not yet; explains the rest', () => {
    expect([...initialSelection(rows, 'cesion')].sort()).toEqual(['a', 'b']);
    expect(notNotificableReason(rows[3]!, 'cesion')).toBe('No fue posible descargar XML AEC desde el SII');
    expect(notNotificableReason(rows[4]!, 'cesion')).toBe('Dte recedido');
    expect(notNotificableReason(rows[4]!, 'recesion')).toBeNull();
    expect([...initialSelection(rows, 'recesion')].sort()).toEqual(['a', 'b', 'e']);
  });

  it('checks Notificar as the server does: a document, valid addresses, at least one', () => {
    expect(checkNotificacion([], ['a@b.cl'])).toEqual({ error: 'Debe elegir por lo menos un documento!' });
    expect(checkNotificacion(rows.slice(0, 1), ['', ' '])).toEqual({ error: 'Error al notificar!' });
    expect(checkNotificacion(rows.slice(0, 1), ['a@b.cl', 'c@d'])).toEqual({
      error: 'Error al notificar! Emails inválidos: c@d',
    });
    expect(checkNotificacion(rows.slice(0, 1), ['A@b.cl', 'a@b.cl x@y.cl'])).toEqual({ emails: ['a@b.cl', 'x@y.cl'] });
    expect(prefillEmails(['pagos@lapolar.cl'], ['dte@lapolar.cl', 'PAGOS@lapolar.cl'])).toEqual([
      'pagos@lapolar.cl',
      'dte@lapolar.cl',
    ]);
  });

  it('sends the §3 notification document fields of the cession', () => {
    expect(toDocumentoInput(rows[0]!)).toMatchObject({
      rutDeudor: POLAR.rut,
      folio: 3,
      tipo: rows[0]!.tipo,
      rutEmisor: rows[0]!.emisor.rut,
      idSecuencia: rows[0]!.idSecuencia,
    });
  });

  it('the lists mark a cession notified when the factoring has its record (same emisor, tipo, folio and SeqCesion)', () => {
    const view = cesionView({ folio: 9 });
    const key = `${view.emisor.rut}#${view.tipo}#9#${view.idSecuencia}`;
    const [marked, other, otherSeq] = withNotificacionStatus(new Map([[key, '2026-11-23T12:00:00.000Z']]), [
      view,
      cesionView({ folio: 10 }),
      cesionView({ folio: 9, idSecuencia: view.idSecuencia + 1 }),
    ]);
    expect(marked).toMatchObject({ deudorNotificado: 1, fechaNotificacionDeudor: '2026-11-23T12:00:00.000Z' });
    expect(other).toMatchObject({ deudorNotificado: 0, fechaNotificacionDeudor: null });
    expect(otherSeq).toMatchObject({ deudorNotificado: 0 });
  });
});
