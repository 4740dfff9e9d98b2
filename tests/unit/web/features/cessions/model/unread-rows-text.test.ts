import { describe, expect, it } from 'vitest';
import { unreadRowsText } from '@web/features/cessions/model/unread-rows-text';

describe('unreadRowsText', () => {
  it("says how many rows of the SII's answers could not be read, in the singular for one", () => {
    expect(unreadRowsText(1)).toBe('1 fila del SII no se pudo leer');
    expect(unreadRowsText(2)).toBe('2 filas del SII no se pudieron leer');
    expect(unreadRowsText(1234)).toBe('1.234 filas del SII no se pudieron leer');
  });
});
