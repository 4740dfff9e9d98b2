import { describe, expect, it } from 'vitest';
import { clientTabPath, CLIENT_TAB_SHORTCUTS } from '@web/features/client-search/model/client-tab-shortcuts';
import { noClientsFoundMessage } from '@web/features/client-search/model/client-search-messages';
import { filterClients } from '@web/features/client-search/model/filter-clients';
import { isWhitelisted, whitelistUserKey } from '@domain/whitelist';

const CLIENTS = [
  { rut: '76354771-K', razonsocial: 'COMPAÑÍA MINERA ALFA SPA', passwordValida: true },
  { rut: '11111111-1', razonsocial: 'Beta Limitada', passwordValida: false },
  { rut: '9999999-3', razonsocial: 'GAMMA 76 SA', passwordValida: true },
];

describe('client search filter (core-platform §2 "Admin search modal")', () => {
  it('keeps every client for empty text', () => {
    expect(filterClients(CLIENTS, '  ')).toEqual(CLIENTS);
  });

  it('matches the name ignoring case and accents, every word', () => {
    expect(filterClients(CLIENTS, 'compania alfa').map((c) => c.rut)).toEqual(['76354771-K']);
    expect(filterClients(CLIENTS, 'limitada').map((c) => c.rut)).toEqual(['11111111-1']);
    expect(filterClients(CLIENTS, 'alfa beta')).toEqual([]);
  });

  it('matches the RUT with or without dots and dash', () => {
    expect(filterClients(CLIENTS, '76.354.771-k').map((c) => c.rut)).toEqual(['76354771-K']);
    expect(filterClients(CLIENTS, '11111').map((c) => c.rut)).toEqual(['11111111-1']);
    // '76' is in a RUT and in a name.
    expect(filterClients(CLIENTS, '76').map((c) => c.rut)).toEqual(['76354771-K', '9999999-3']);
  });

  it('says what found nothing', () => {
    expect(noClientsFoundMessage('xyz')).toBe('No se encontraron clientes para "xyz"');
  });
});

describe('client tab shortcuts', () => {
  it('offers the seven tabs of the spec, then the radar', () => {
    expect(CLIENT_TAB_SHORTCUTS.map((s) => s.tab)).toEqual([
      'resumen',
      'cesionesProveedores',
      'ventas',
      'compras',
      'carpetaTributaria',
      'tgr',
      'poderJudicial',
      'infografica',
    ]);
    expect(CLIENT_TAB_SHORTCUTS.at(-1)?.label).toBe('Radar');
  });

  it('opens /dashboard-clientes/{rut}?tab=...', () => {
    expect(clientTabPath('76354771-K', 'ventas')).toBe('/dashboard-clientes/76354771-K?tab=ventas');
  });
});

describe('whitelist (core-platform §4)', () => {
  it('whitelists every user of a factoring or one user, only with true', () => {
    expect(isWhitelisted({ whitelist: true }, 'ana')).toBe(true);
    expect(isWhitelisted({ [whitelistUserKey('ana')]: true }, 'ana')).toBe(true);
    expect(isWhitelisted({ [whitelistUserKey('ana')]: true }, 'beto')).toBe(false);
    expect(isWhitelisted({ whitelist: 'true' }, 'ana')).toBe(false);
    expect(isWhitelisted(null, 'ana')).toBe(false);
  });
});
