import { describe, expect, it } from 'vitest';
import { eventoBackUrl, readEventoBack, reconnectDelayMs, renewDelayMs } from '@web/app/realtime/evento-back';

describe('eventoBack channel helpers', () => {
  it('reads eventoBack frames and ignores anything else', () => {
    const frame = JSON.stringify({
      evento: 'eventoBack',
      tipo: 'refresh',
      rutFactoring: '76389992-6',
      cambios: 2,
      fecha: 'x',
    });
    expect(readEventoBack(frame)).toMatchObject({ rutFactoring: '76389992-6', cambios: 2 });
    expect(readEventoBack(JSON.stringify({ evento: 'pong' }))).toBeNull();
    // A type the server does not send (yet) is not mistaken for a refresh.
    expect(
      readEventoBack(JSON.stringify({ evento: 'eventoBack', tipo: 'otro', rutFactoring: '76389992-6' })),
    ).toBeNull();
    expect(readEventoBack('not json')).toBeNull();
    expect(readEventoBack(new ArrayBuffer(2))).toBeNull();
  });

  it('reads alert frames only when they carry their alert', () => {
    const alerta = {
      id: 'a1',
      tipo: 'cesion.reclamada',
      titulo: 'Reclamo: …',
      detalle: 'RCD',
      fecha: 'x',
      creadaEn: 'y',
      leida: false,
    };
    const frame = JSON.stringify({
      evento: 'eventoBack',
      tipo: 'alerta',
      rutFactoring: '76389992-6',
      username: 'ana',
      alerta,
    });
    expect(readEventoBack(frame)).toEqual({
      evento: 'eventoBack',
      tipo: 'alerta',
      rutFactoring: '76389992-6',
      username: 'ana',
      alerta,
    });
    expect(
      readEventoBack(JSON.stringify({ evento: 'eventoBack', tipo: 'alerta', rutFactoring: '76389992-6' })),
    ).toBeNull();
  });

  it('puts only the factoring in the query string of the $connect route, never the token', () => {
    const url = new URL(eventoBackUrl('wss://ws.example/prod', '76389992-6'));
    expect(url.pathname).toBe('/prod');
    expect([...url.searchParams.keys()]).toEqual(['rutFactoring']);
    expect(url.searchParams.get('rutFactoring')).toBe('76389992-6');
  });

  it('renews a connection 2 minutes before its token expires, and never sooner than 10 s', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(renewDelayMs(now + 60 * 60_000, now)).toBe(58 * 60_000);
    expect(renewDelayMs(now + 2 * 60_000 + 10_001, now)).toBe(10_001);
    expect(renewDelayMs(now + 60_000, now)).toBe(10_000);
    expect(renewDelayMs(now - 60_000, now)).toBe(10_000);
  });

  it('backs off from 1 s doubling to at most 60 s', () => {
    expect([0, 1, 2, 5, 6, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 32000, 60000, 60000]);
  });
});
