import { describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { recordIdentity } from '@lambdas/services/refresh/cesion-identity';
import { detectCessionEvents } from '@lambdas/services/refresh/detect-events';
import { cessionRecord } from '@tests/support/cession-factory';

const RUT = '76389992-6';
/** 12:00 in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-24T15:00:00Z');
const PREVIOUS = new Date(NOW.getTime() - 20 * 60_000);
const DAY_MS = 86_400_000;

function event(codigo: string, fecha: string): DteEvent {
  return { codigo, descripcion: codigo, fecha, responsable: '' };
}

/** A held cession received `daysAgo` Chile days before NOW, ceded the same day. */
function held(overrides: Partial<CessionRecord> = {}, daysAgo = 3): CessionRecord {
  const day = new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return cessionRecord({
    fechaRecepcion: `${day} 10:00:00`,
    fechaCesion: `${day} 11:00`,
    eventos: [event('CED', `${day} 11:00:00`)],
    ...overrides,
  });
}

function detect(
  stored: CessionRecord[],
  refreshed: CessionRecord[],
  options: { previousRunAt?: Date | null; now?: Date } = {},
) {
  return detectCessionEvents({
    rutFactoring: RUT,
    stored: new Map(stored.map((record) => [recordIdentity(record), record])),
    refreshed,
    previousRunAt: options.previousRunAt === undefined ? PREVIOUS : options.previousRunAt,
    now: options.now ?? NOW,
  });
}

const tipos = (events: { tipo: string }[]) => events.map((e) => e.tipo);

describe('detectCessionEvents', () => {
  it("a factoring's first refresh is its baseline: nothing is raised, however much it finds", () => {
    const found = [held(), held({ folio: 2, eventos: [event('RCD', '2026-11-23 09:00:00')] })];
    expect(detect([], found, { previousRunAt: null })).toEqual([]);
  });

  it('a cesión not stored before raises cesion.nueva with a deterministic id and the document', () => {
    const record = held();
    const [nueva, ...rest] = detect([], [record]);
    expect(rest).toEqual([]);
    expect(nueva).toMatchObject({
      tipo: 'cesion.nueva',
      rutFactoring: RUT,
      id: `cesion.nueva|${RUT}|${record.emisor.rut}|33|100|1|${record.fechaCesion}`,
      documento: { folio: 100, tipoDTE: 33, montoCedido: record.montoCedido, cesionario: record.cesionario },
    });
    expect(nueva!.detalle).toContain('Nueva cesión de');
  });

  it('a repeated run with the same records raises nothing', () => {
    const records = [held(), held({ folio: 2, eventos: [event('ACD', '2026-11-22 09:00:00')] })];
    expect(detect(records, records)).toEqual([]);
  });

  it('only cessions the factoring holds: other roles and re-ceded ones raise nothing', () => {
    expect(detect([], [held({ role: 'cedente' }), held({ role: 'deudor' }), held({ recedido: true })])).toEqual([]);
  });

  it('each SII event that appears raises its type once, with its code and date in the cause', () => {
    const before = held();
    const cases: Array<[string, string]> = [
      ['ACD', 'cesion.aceptada'],
      ['ERM', 'cesion.aceptada'],
      ['RCD', 'cesion.reclamada'],
      ['RFP', 'cesion.reclamada'],
      ['RFT', 'cesion.reclamada'],
      ['NCA', 'cesion.anulada'],
      ['ENC', 'cesion.rebajada'],
    ];
    for (const [codigo, tipo] of cases) {
      const after = { ...before, eventos: [...before.eventos!, event(codigo, '2026-11-24 09:30:00')] };
      const raised = detect([before], [after]);
      expect(tipos(raised), codigo).toEqual([tipo]);
      expect(raised[0]!.id.endsWith(`|${codigo}|2026-11-24 09:30:00`)).toBe(true);
      expect(raised[0]!.fecha).toBe('2026-11-24T12:30:00.000Z');
      expect(detect([after], [after]), `${codigo} again`).toEqual([]);
    }
  });

  it('a claim after the annulment raises only the claim; a second ENC does not raise again', () => {
    const annulled = held({ eventos: [event('NCA', '2026-11-23 10:00:00'), event('ENC', '2026-11-23 10:00:00')] });
    const claimed = {
      ...annulled,
      eventos: [...annulled.eventos!, event('RCD', '2026-11-24 08:00:00'), event('ENC', '2026-11-24 08:00:00')],
    };
    expect(tipos(detect([annulled], [claimed]))).toEqual(['cesion.reclamada']);
  });

  it('the acceptance deadline: raised when 2 days are left, not at 3, not again at 1 or 0', () => {
    // Received 6 Chile days before NOW: 2 days left now; 3 were left a day earlier.
    const record = held({}, 6);
    const dayBefore = new Date(NOW.getTime() - DAY_MS);
    const raised = detect([record], [record], { previousRunAt: dayBefore });
    expect(tipos(raised)).toEqual(['cesion.plazo-aceptacion']);
    expect(raised[0]!.detalle).toMatch(/^Faltan 2 días del plazo de aceptación/);
    expect(raised[0]!.id).toBe(
      `cesion.plazo-aceptacion|${RUT}|${record.emisor.rut}|33|100|plazo|${record.fechaRecepcion}`,
    );
    expect(detect([record], [record], { previousRunAt: new Date(NOW.getTime() - 2 * DAY_MS), now: dayBefore })).toEqual(
      [],
    );
    expect(detect([record], [record], { previousRunAt: NOW, now: new Date(NOW.getTime() + DAY_MS) })).toEqual([]);
    expect(detect([record], [record], { previousRunAt: NOW, now: new Date(NOW.getTime() + 2 * DAY_MS) })).toEqual([]);
  });

  it('the deadline is not raised for a claimed or accepted document, nor when the reception date is unknown', () => {
    const dayBefore = new Date(NOW.getTime() - DAY_MS);
    for (const record of [
      held({ eventos: [event('RCD', '2026-11-20 10:00:00')] }, 6),
      held({ eventos: [event('ACD', '2026-11-20 10:00:00')] }, 6),
      held({ fechaRecepcion: null }, 6),
    ]) {
      expect(detect([record], [record], { previousRunAt: dayBefore })).toEqual([]);
    }
  });

  it('a new cesión already near its deadline raises cesion.nueva and the deadline', () => {
    expect(tipos(detect([], [held({}, 7)]))).toEqual(['cesion.nueva', 'cesion.plazo-aceptacion']);
  });

  it('the 8-day lapse accepts a document when the clock passes it, once', () => {
    // 8 days elapsed at the previous run (pending, 0 left), 9 now: accepted by lapse.
    const record = held({}, 9);
    const raised = detect([record], [record], { previousRunAt: new Date(NOW.getTime() - DAY_MS) });
    expect(tipos(raised)).toEqual(['cesion.aceptada']);
    expect(raised[0]!.detalle).toBe('Aceptado por transcurso del plazo: más de 8 días desde la recepción');
    expect(detect([record], [record], { previousRunAt: NOW, now: new Date(NOW.getTime() + 60_000) })).toEqual([]);
  });

  it('events come oldest first', () => {
    const a = held({ folio: 1 });
    const b = held({ folio: 2 });
    const raised = detect(
      [a, b],
      [
        { ...a, eventos: [...a.eventos!, event('RCD', '2026-11-24 10:00:00')] },
        { ...b, eventos: [...b.eventos!, event('NCA', '2026-11-23 10:00:00')] },
      ],
    );
    expect(tipos(raised)).toEqual(['cesion.anulada', 'cesion.reclamada']);
  });
});
