import { describe, expect, it } from 'vitest';
import { splitWindow } from '@web/lib/cessions/split-window';

const days = (windows: Array<{ fechaInicio: string; fechaTermino: string }>) =>
  windows.map((w) => `${w.fechaInicio}..${w.fechaTermino}`);

/** The search window cut into consecutive windows read at once (web/src/lib/cessions/split-window.ts). */
describe('splitWindow', () => {
  it('cuts a window into consecutive whole days that cover it exactly, across a month end', () => {
    expect(days(splitWindow({ fechaInicio: '2026-11-23', fechaTermino: '2026-11-29' }, 2))).toEqual([
      '2026-11-23..2026-11-25',
      '2026-11-26..2026-11-29',
    ]);
    expect(days(splitWindow({ fechaInicio: '2019-01-30', fechaTermino: '2019-02-02' }, 3))).toEqual([
      '2019-01-30..2019-01-30',
      '2019-01-31..2019-01-31',
      '2019-02-01..2019-02-02',
    ]);
  });

  it('keeps the rut and folio filter in every part', () => {
    const parts = splitWindow(
      { fechaInicio: '2019-04-01', fechaTermino: '2019-04-30', rut: '76389992-6', folio: 7 },
      2,
    );
    expect(parts.map((p) => [p.rut, p.folio])).toEqual([
      ['76389992-6', 7],
      ['76389992-6', 7],
    ]);
  });

  it('gives no more parts than days, and a single day whole', () => {
    expect(days(splitWindow({ fechaInicio: '2019-04-01', fechaTermino: '2019-04-02' }, 5))).toEqual([
      '2019-04-01..2019-04-01',
      '2019-04-02..2019-04-02',
    ]);
    expect(days(splitWindow({ fechaInicio: '2019-04-01', fechaTermino: '2019-04-01' }, 2))).toEqual([
      '2019-04-01..2019-04-01',
    ]);
  });

  it('leaves a window the search rule refuses whole, so the server answers it with its message', () => {
    for (const refused of [
      { fechaInicio: '2019-01-01', fechaTermino: '2019-03-01' },
      { fechaInicio: '2019-04-05', fechaTermino: '2019-04-01' },
      { fechaInicio: '01/04/2019', fechaTermino: '2019-04-30' },
    ])
      expect(splitWindow(refused, 2)).toEqual([refused]);
  });
});
