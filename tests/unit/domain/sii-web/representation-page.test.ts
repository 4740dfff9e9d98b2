import { describe, expect, it } from 'vitest';
import { isRepresentationDone, readRepresentables } from '@domain/sii-web/representation-page';
import { latin1 } from '@tests/support/sii-web-answers';

describe('readRepresentables (admRPDOBuild.cgi)', () => {
  it('reads a `var rPDOsTo = [...]` script (the wire contract), ISO-8859-1 names kept', () => {
    const page = latin1(
      '<html><body><h2>Debido a que usted ha sido autorizado por otros contribuyentes</h2><script type="text/javascript">' +
        'var rPDOsTo = [{"rutRpteRpdo":"76389992","codAppl":"RPETC","descripcion":"Registro Público Electrónico de Transferencia de Créditos","nameRpdo":"FACTORING ÑUÑOA SPA"},' +
        '{"rutRpteRpdo":"96790240","codAppl":"DTE","descripcion":"Factura electrónica","nameRpdo":"OTRA S.A."}];</script></body></html>',
    );
    expect(readRepresentables(page)).toEqual([
      {
        rutBody: '76389992',
        dv: null,
        codAppl: 'RPETC',
        descripcion: 'Registro Público Electrónico de Transferencia de Créditos',
        nameRpdo: 'FACTORING ÑUÑOA SPA',
      },
      { rutBody: '96790240', dv: null, codAppl: 'DTE', descripcion: 'Factura electrónica', nameRpdo: 'OTRA S.A.' },
    ]);
  });

  it('reads the "rPDOsTo": key inside a larger JSON with dvRpteRpdo and nameRpte (the shape the moit SiiAuthenticator matches)', () => {
    const page = latin1(
      '<script>var datos = {"usuario":"1-9","rPDOsTo":[{"rutRpteRpdo":"76514104","dvRpteRpdo":"k","codAppl":"RPETC",' +
        '"descripcion":"RPETC Consulta Registro Transferencia Credito","nameRpte":"JUAN","nameRpdo":"MOIT SPA","marca":true}]};</script>',
    );
    expect(readRepresentables(page)).toEqual([
      {
        rutBody: '76514104',
        dv: 'K',
        codAppl: 'RPETC',
        descripcion: 'RPETC Consulta Registro Transferencia Credito',
        nameRpdo: 'MOIT SPA',
      },
    ]);
  });

  it('a RUT written with its check digit is split; entries without RUT or application are skipped', () => {
    const page = latin1(
      '<script>var rPDOsTo = [{"rutRpteRpdo":"76.389.992-6","codAppl":"RPETC"},{"codAppl":"RPETC"},{"rutRpteRpdo":"1"}];</script>',
    );
    expect(readRepresentables(page)).toEqual([
      { rutBody: '76389992', dv: '6', codAppl: 'RPETC', descripcion: '', nameRpdo: '' },
    ]);
  });

  it('no list, or a broken one, gives []', () => {
    expect(readRepresentables(latin1('<html>Mi SII</html>'))).toEqual([]);
    expect(readRepresentables(latin1('<script>var rPDOsTo = [{"rutRpteRpdo":</script>'))).toEqual([]);
  });
});

describe('isRepresentationDone (admRepresentar.cgi)', () => {
  it("'REPRESENTACIÓN REALIZADA' in ISO-8859-1, as an entity, or in UTF-8", () => {
    expect(isRepresentationDone(latin1('<h2>REPRESENTACIÓN REALIZADA</h2>'))).toBe(true);
    expect(isRepresentationDone(latin1('<h2>REPRESENTACI&Oacute;N REALIZADA</h2>'))).toBe(true);
    expect(isRepresentationDone(new TextEncoder().encode('<h2>Representación realizada</h2>'))).toBe(true);
  });

  it('a refusal page is not', () => {
    expect(isRepresentationDone(latin1('<p>Usted no se encuentra autorizado 01.01.123.212.95.81</p>'))).toBe(false);
  });
});
