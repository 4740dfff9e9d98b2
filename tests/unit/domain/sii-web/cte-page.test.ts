import { describe, expect, it } from 'vitest';
import { f29HistoryEntry, readCteFrameSrc, readCtePage, readF29Form, type F29Form } from '@domain/sii-web/cte-page';
import { SiiAnswerError } from '@domain/sii-web/sii-answer-error';

const bytes = (text: string) => Buffer.from(text, 'latin1');

/**
 * A carpeta page written in the structure of the scrubbed real capture (cordada/lib-cl-sii-python
 * src/tests/test_data/sii-cte/cte_empty_f29.html): the header table, the F29 section's first month shown, then per
 * month the hidden inputs and the iframe, either the "no declaration" page or the form with `&amp;` in its address.
 */
function carpetaPage(rutCell: string, months: Array<[label: string, src: string]>): Uint8Array {
  const iframes = months
    .map(
      ([label, src], i) =>
        `<input type="hidden" name="hp_iva_${i + 1}" id="hp_iva_${i + 1}" value="${label}">\n` +
        `<input type="hidden" name="hc_iva_${i + 1}" id="hc_iva_${i + 1}" value="${i + 1} / ${months.length}">\n` +
        `<iframe id="hn_iva_${i + 1}" frameborder="0" align="left" width="0" height="0"\n        src="${src}" name=""></iframe>\n`,
    )
    .join('\n');
  return bytes(
    '<tbody><tr><td class="td_tbl_carpeta centeralign">\n' +
      '<table border="0" cellspacing="1" width="630" id="tbl_encabezado" class="leftalign"><tbody>\n' +
      '<tr><td width="30%"><span class="textof">Nombre del emisor:</span></td>\n<td id="td_nombre" width="70%"><span class="textof"> INVERSIONES SPA </span></td></tr>\n' +
      `<tr><td><span class="textof">RUT del emisor:</span></td>\n<td id="td_rut"><span class="textof">${rutCell}</span></td></tr>\n` +
      '</tbody></table>\n<div id="marca_IVA" class="wide_div">\n<input type="hidden" id="tiene_iva" name="tiene_iva" value="1">\n' +
      '<table id="tbl_iva"><tbody><tr><td colspan="2"><span class="textof"><b>Declaraciones de IVA (F29)</b></span></td></tr></tbody></table>\n' +
      `${iframes}</div></td></tr></tbody>`,
  );
}

const FORM_SRC = (periodo: string) =>
  `CONCVF_VerFormulario.cgi?CODINT=835324528&amp;COD_FORM=F29&amp;PERIODO=${periodo}&amp;USUARIO=0&amp;RUT_ORIGEN=47797573&amp;DV_ORIGEN=9&amp;TIPO_FORM=VC&amp;CARTRIB=1`;
const SIN_F29 = '/dii_doc/carpeta_tributaria/html/cte_mensaje_sin_f29_p.htm';

/** A form page whose `datos` carries the keys of cordada's F29 datos-obj fixtures. */
function formPage(campos: Record<string, string>, extras: Record<string, string>): Uint8Array {
  return bytes(
    `<html><head><script>\nvar datos = ${JSON.stringify({ campos, extras, glosa: {}, tipos: {} })};\n</script></head><body></body></html>`,
  );
}

describe('readCtePage: the Carpeta Tributaria HTML (SII-PROTOCOLS.md §10)', () => {
  it("reads the taxpayer ('47797573 - 9') and every F29 month in page order, with the form address decoded", () => {
    const page = readCtePage(
      carpetaPage('47797573 - 9', [
        ['JULIO 2025', SIN_F29],
        ['JUNIO 2025', FORM_SRC('202506')],
        ['SETIEMBRE 2024', FORM_SRC('202409')],
      ]),
    );
    expect(page.rut).toBe('47797573-9');
    expect(page.months).toEqual([
      { periodo: '2025-07', formUrl: null },
      { periodo: '2025-06', formUrl: FORM_SRC('202506').replace(/&amp;/g, '&') },
      { periodo: '2024-09', formUrl: FORM_SRC('202409').replace(/&amp;/g, '&') },
    ]);
  });

  it('refuses a page without a valid RUT, without the F29 section, or with a month it cannot read', () => {
    expect(() => readCtePage(carpetaPage('47797573 - 1', []))).toThrow(SiiAnswerError);
    expect(() => readCtePage(bytes('<html><body><h2>Transaccion Rechazada</h2></body></html>'))).toThrow(
      /RUT del emisor/,
    );
    expect(() => readCtePage(bytes('<td id="td_rut">47797573 - 9</td>'))).toThrow(/Declaraciones de IVA/);
    expect(() => readCtePage(carpetaPage('47797573 - 9', [['JUNIO', SIN_F29]]))).toThrow(/JUNIO/);
  });
});

describe('readCteFrameSrc: the frameset around the carpeta', () => {
  it("gives the address of the frame named 'cte', and refuses a page without it", () => {
    expect(
      readCteFrameSrc(
        bytes(
          '<frameset rows="0,*"><frame name="encabezado" src="a.htm"><frame name="cte" src="cte_para_creditos_01.cgi"></frameset>',
        ),
      ),
    ).toBe('cte_para_creditos_01.cgi');
    expect(() => readCteFrameSrc(bytes('<html><body>Por el momento no se puede responder</body></html>'))).toThrow(
      SiiAnswerError,
    );
  });
});

describe('readF29Form and f29HistoryEntry: one F29 of the carpeta', () => {
  it('reads a paid Primitiva (cordada 61002000-3 shape): folio, period, FECHA TIMBRE CAJA, amount due, paid', () => {
    const form = readF29Form(
      formPage(
        { '003': '61002000-3', '007': '6600000016', '015': '201707', '091': '1536269', '315': '28/08/2017' },
        {
          CLASE: 'Primitiva',
          FOLIO: '6600000016',
          PERIODO: '201707',
          FECHA_INGRESO: '28082017',
          MEDIO_PAGO: 'PEL',
          BANCO: 'Banco del Patito Amarillo',
        },
      ),
    );
    expect(form).toEqual({
      periodo: '2017-07',
      folio: '6600000016',
      fecha: '28/08/2017',
      totalAPagar: 1536269,
      clase: 'Primitiva',
      pagada: true,
    });
    expect(f29HistoryEntry(form)).toEqual({
      periodo: '2017-07',
      folio: '6600000016',
      estado: 'Recibida y pagada',
      historial: [
        ['28/08/2017', 'Declaración recibida'],
        ['28/08/2017', 'Pago recibido'],
      ],
    });
  });

  it("reads an unpaid 'Rectificatoria con Giro' (cordada 6286736-1 shape) as 'Con giro y sin pago', the date from FECHA_INGRESO", () => {
    const form = readF29Form(
      formPage(
        { '007': '6700000056', '091': '503286' },
        {
          CLASE: 'Rectificatoria con Giro',
          FOLIO: '6700000056',
          PERIODO: '201812',
          FECHA_INGRESO: '22012019',
          MEDIO_PAGO: '',
          BANCO: '',
        },
      ),
    );
    expect(form.fecha).toBe('22/01/2019');
    expect(f29HistoryEntry(form)).toMatchObject({
      estado: 'Con giro y sin pago',
      historial: [
        ['22/01/2019', 'Declaración recibida'],
        ['22/01/2019', 'Giro emitido'],
      ],
    });
  });

  it("tells 'Sin pago' (amount due, unpaid) from 'Recibida' (nothing due)", () => {
    const base: F29Form = {
      periodo: '2025-05',
      folio: '1',
      fecha: '12/06/2025',
      totalAPagar: 1000,
      clase: 'Primitiva',
      pagada: false,
    };
    expect(f29HistoryEntry(base)).toMatchObject({
      estado: 'Sin pago',
      historial: [['12/06/2025', 'Declaración recibida']],
    });
    expect(f29HistoryEntry({ ...base, totalAPagar: 0 }).estado).toBe('Recibida');
  });

  it('refuses a page without datos, or datos without folio, period or date', () => {
    expect(() => readF29Form(bytes('<html><body>Formulario</body></html>'))).toThrow(/datos/);
    expect(() => readF29Form(formPage({ '091': '5' }, { PERIODO: '201707', FECHA_INGRESO: '28082017' }))).toThrow(
      /folio/,
    );
    expect(() => readF29Form(formPage({ '007': '9' }, { PERIODO: '2017-07' }))).toThrow(SiiAnswerError);
  });
});
