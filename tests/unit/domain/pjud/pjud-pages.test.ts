import { describe, expect, it } from 'vitest';
import { PjudPageError, tableRows } from '@domain/pjud/pjud-pages';

describe('Poder Judicial case search tables', () => {
  it("reads the body rows' cells of the table with the id, decoding entities and collapsing spaces", () => {
    const page =
      '<table id="litigantes"><tr><th>x</th></tr><tr><td>DDO.</td><td> 1-9 </td><td>Jur&iacute;dica</td>' +
      '<td><b>PE&Ntilde;A</b>  &amp; C&#237;A</td></tr></table>';
    expect(tableRows(page, 'litigantes')).toEqual([['DDO.', '1-9', 'Jurídica', 'PEÑA & CíA']]);
  });

  it('refuses a page without the table', () => {
    expect(() => tableRows('<html><body>Service Unavailable</body></html>', 'causas')).toThrow(PjudPageError);
  });
});
