import { describe, expect, it } from 'vitest';
import { endedWithoutEffect, isInFlight } from '@web/lib/cessions/envio-aec';
import {
  ACTIVE_FOLLOW_UP_MS,
  activeEnvios,
  endedKey,
  envioProblems,
  followedEnvios,
  hasUnacknowledged,
  newerEnvio,
  problemKey,
  someInFlight,
} from '@web/lib/cessions/envio-follow-up';
import { envio } from './envio';
import type { AecEnvioResultado, CesionMasivaResultado, EnvioAecDocumento } from '@domain/wire/schema-types';

const REQUESTED = '2026-11-24T12:00:00.000Z';
const queued = envio({ estado: 'en-cola', etiqueta: 'En preparación', trackId: null, enviadoEn: REQUESTED });
const rejected = envio({
  estado: 'rechazado',
  estadoSii: 'RCS',
  glosa: 'Cesionario no es contribuyente vigente',
  etiqueta: 'Rechazado: RCS Cesionario no es contribuyente vigente',
  enviadoEn: REQUESTED,
});
const accepted = envio({ estado: 'aceptado', estadoSii: 'EOK', etiqueta: 'Aceptado', enviadoEn: REQUESTED });

const sent = (folio: number, e = queued): AecEnvioResultado => ({
  rutEmisor: '76354771-K',
  tipo: 33,
  folio,
  error: null,
  envio: e,
});
const listed = (folio: number, e = queued, rutEmisor = '76.354.771-k'): EnvioAecDocumento => ({
  rutEmisor,
  tipo: 33,
  folio,
  envio: e,
});
const answer = (AECs: AecEnvioResultado[], AECsError: AecEnvioResultado[] = []): CesionMasivaResultado => ({
  statusCode: AECsError.length > 0 ? 400 : 200,
  AECs,
  AECsError,
});

describe('envío states', () => {
  it('counts queued, uploading and sent as in flight, and rejected or failed as ended without effect', () => {
    expect(['en-cola', 'subiendo', 'enviado'].every((estado) => isInFlight(estado as never))).toBe(true);
    expect(['aceptado', 'rechazado', 'fallido'].some((estado) => isInFlight(estado as never))).toBe(false);
    expect(endedWithoutEffect('rechazado')).toBe(true);
    expect(endedWithoutEffect('fallido')).toBe(true);
    expect(endedWithoutEffect('aceptado')).toBe(false);
    expect(endedWithoutEffect('enviado')).toBe(false);
  });
});

describe('followedEnvios', () => {
  it("takes the listed envío of each sent document however its rut is written, and keeps the action's own before the list has it", () => {
    const result = answer([sent(1), sent(2)]);
    expect(followedEnvios(result, undefined).map((entry) => entry.envio)).toEqual([queued, queued]);
    const followed = followedEnvios(result, [listed(1, rejected), listed(9, accepted)]);
    expect(followed.map((entry) => entry.envio?.estado)).toEqual(['rechazado', 'en-cola']);
  });

  it('ignores an older envío of the same document (the list was read before the request)', () => {
    const yesterday = envio({ estado: 'rechazado', etiqueta: 'Rechazado: RSC', enviadoEn: '2026-11-23T12:00:00.000Z' });
    expect(followedEnvios(answer([sent(1)]), [listed(1, yesterday)])[0]!.envio).toBe(queued);
  });

  it('follows nothing before an answer', () => {
    expect(followedEnvios(null, [listed(1)])).toEqual([]);
  });
});

describe('polling', () => {
  it('polls while some followed envío is in flight and stops when all are final', () => {
    expect(someInFlight([sent(1, accepted), sent(2, envio({ estado: 'subiendo', enviadoEn: REQUESTED }))])).toBe(true);
    expect(someInFlight([sent(1, accepted), sent(2, rejected)])).toBe(false);
    expect(someInFlight([])).toBe(false);
  });

  it('the panel polls only for envíos in flight the job still follows by itself', () => {
    const now = new Date(Date.parse(REQUESTED) + 60_000);
    const stale = envio({
      estado: 'enviado',
      enviadoEn: new Date(now.getTime() - ACTIVE_FOLLOW_UP_MS - 1).toISOString(),
    });
    expect(
      activeEnvios([listed(1, queued), listed(2, accepted), listed(3, stale)], now).map((entry) => entry.folio),
    ).toEqual([1]);
    expect(activeEnvios([listed(2, accepted), listed(3, stale)], now)).toEqual([]);
  });
});

describe('error modal', () => {
  it('lists the refused documents and the rejected or failed envíos with their etiqueta, not the accepted or pending ones', () => {
    const refused: AecEnvioResultado = {
      rutEmisor: '76354771-K',
      tipo: 33,
      folio: 9,
      error: 'El documento ya tiene un envío al SII en curso',
      envio: null,
    };
    const failed = envio({
      estado: 'fallido',
      glosa: 'sin certificado',
      etiqueta: 'Envío fallido: sin certificado',
      enviadoEn: REQUESTED,
    });
    const result = answer([sent(1), sent(2), sent(3), sent(4)], [refused]);
    const followed = followedEnvios(result, [listed(1, rejected), listed(2, accepted), listed(4, failed)]);
    expect(envioProblems(result, followed).map((problem) => [problem.folio, problem.error])).toEqual([
      [9, 'El documento ya tiene un envío al SII en curso'],
      [1, 'Rechazado: RCS Cesionario no es contribuyente vigente'],
      [4, 'Envío fallido: sin certificado'],
    ]);
  });

  it('opens by itself for a problem not yet closed, and again when a later rejection adds one', () => {
    const result = answer([sent(1), sent(2)]);
    const first = envioProblems(result, followedEnvios(result, [listed(1, rejected)]));
    expect(hasUnacknowledged(first, new Set())).toBe(true);
    const closed = new Set(first.map(problemKey));
    expect(hasUnacknowledged(first, closed)).toBe(false);
    const later = envioProblems(result, followedEnvios(result, [listed(1, rejected), listed(2, rejected)]));
    expect(hasUnacknowledged(later, closed)).toBe(true);
    expect(hasUnacknowledged(envioProblems(result, followedEnvios(result, [listed(1, accepted)])), new Set())).toBe(
      false,
    );
  });
});

describe('list refresh and row badges', () => {
  it('changes the ended key only when a followed envío ends', () => {
    const result = answer([sent(1), sent(2)]);
    const before = endedKey(followedEnvios(result, [listed(1, envio({ estado: 'enviado', enviadoEn: REQUESTED }))]));
    expect(before).toBe('');
    const one = endedKey(followedEnvios(result, [listed(1, accepted)]));
    expect(one).not.toBe('');
    expect(endedKey(followedEnvios(result, [listed(1, accepted), listed(2, rejected)]))).not.toBe(one);
  });

  it('shows the newer envío of a document: later request first, then the one further along', () => {
    const later = envio({ estado: 'en-cola', enviadoEn: '2026-11-25T08:00:00.000Z' });
    expect(newerEnvio(accepted, later)).toBe(later);
    expect(newerEnvio(queued, accepted)).toBe(accepted);
    expect(newerEnvio(accepted, queued)).toBe(accepted);
    expect(newerEnvio(null, queued)).toBe(queued);
    expect(newerEnvio(null, null)).toBeNull();
  });
});
