import { describe, expect, it } from 'vitest';
import {
  OVERDUE_POLL_MS,
  refreshNote,
  refreshNoteText,
  refreshPollMs,
  firstRefreshText,
} from '@web/lib/cessions/refresh-note';

describe('refreshNote (core-platform §2, §4: 20-minute cycle)', () => {
  it('counts whole minutes since the last refresh and the rest of the cycle', () => {
    const now = new Date('2024-06-10T15:37:30Z');
    expect(refreshNote('2024-06-10T15:30:00Z', now)).toEqual({ minutesSince: 7, minutesToNext: 13 });
  });

  it('never shows a negative time to the next refresh when the last one is old', () => {
    const now = new Date('2024-06-10T16:00:00Z');
    expect(refreshNote('2024-06-10T15:15:00Z', now)).toEqual({ minutesSince: 45, minutesToNext: 0 });
  });

  it('treats a refresh stamped slightly in the future (clock skew) as just done', () => {
    const now = new Date('2024-06-10T15:00:00Z');
    expect(refreshNote('2024-06-10T15:01:00Z', now)).toEqual({ minutesSince: 0, minutesToNext: 20 });
  });

  it('without a refresh, uses the 20-minute windows of the current minute', () => {
    expect(refreshNote(null, new Date('2024-06-10T15:47:10Z'))).toEqual({ minutesSince: 7, minutesToNext: 13 });
    expect(refreshNote(null, new Date('2024-06-10T15:40:00Z'))).toEqual({ minutesSince: 0, minutesToNext: 20 });
    expect(refreshNote('no es fecha', new Date('2024-06-10T15:19:00Z'))).toEqual({
      minutesSince: 19,
      minutesToNext: 1,
    });
  });
});

describe('refreshNoteText', () => {
  it('writes the note of core-platform §2', () => {
    expect(refreshNoteText({ minutesSince: 3, minutesToNext: 17 })).toBe(
      'Informacion actualizada hace 3 min, proxima actualizacion en 17 min',
    );
  });
});

describe('refreshPollMs (asking again for an overdue refresh)', () => {
  const last = '2026-11-24T12:00:00.000Z';
  it('never polls while the next refresh of the cycle is not due (eventoBack announces it)', () => {
    expect(refreshPollMs(last, new Date('2026-11-24T12:19:59.000Z'))).toBe(false);
  });
  it('polls once a minute once it is due, and while no refresh is known', () => {
    expect(refreshPollMs(last, new Date('2026-11-24T12:20:00.000Z'))).toBe(OVERDUE_POLL_MS);
    expect(refreshPollMs(null, new Date('2026-11-24T12:05:00.000Z'))).toBe(OVERDUE_POLL_MS);
    expect(OVERDUE_POLL_MS).toBe(60_000);
  });
});

describe('firstRefreshText', () => {
  it('counts the documents of the first refresh, es-CL thousands, once the SII has listed them', () => {
    expect(firstRefreshText({ documentos: 1250, total: 35000 })).toBe(
      'Primera actualización en curso: 1.250 de 35.000 documentos',
    );
    expect(firstRefreshText({ documentos: 0, total: 1 })).toBe('Primera actualización en curso: 0 de 1 documento');
  });
  it('says only that it is in flight while the period answers are still being read', () => {
    expect(firstRefreshText({ documentos: 0, total: null })).toBe('Primera actualización en curso');
  });
});
