import { describe, expect, it } from 'vitest';
import { preparingListMessage } from '@web/features/client-list/model/messages';

describe('preparingListMessage (the client list while the server prepares it)', () => {
  it('says n of m clients once the build counts them, with Chilean thousands', () => {
    expect(preparingListMessage({ clientes: 1200, total: 2500 })).toBe(
      'Preparando la base de datos de clientes: 1.200 de 2.500 clientes',
    );
    expect(preparingListMessage({ clientes: 0, total: 1 })).toBe(
      'Preparando la base de datos de clientes: 0 de 1 cliente',
    );
  });
  it('says only that it is being prepared while the build waits to start', () => {
    expect(preparingListMessage({ clientes: 0, total: null })).toBe('Preparando la base de datos de clientes');
  });
});
