import { describe, expect, it } from 'vitest';
import { classifyPortalPage } from '@domain/sii-web/portal-page';
import { errPage, latin1 } from '@tests/support/sii-web-answers';

/**
 * Texts of notes/manuals/codigos-de-mensajes-de-error.html (the SII's "Códigos de mensajes de error" page,
 * 2020-02-07, ISO-8859-1), transcribed as the page writes them, HTML entities included.
 */
const ERR_TEXT: Record<number, string> = {
  9: 'Su Clave Tributaria se encuentra bloqueada por ingresos err&oacute;neos sucesivos. Debe esperar 1 hora para que se libere autom&aacute;ticamente antes de volver a digitarla.',
  19: 'Su Clave Tributaria se encuentra bloqueada por ingresos err&oacute;neos sucesivos. Debe esperar 1 hora para que se libere autom&aacute;ticamente, antes de volver a intentar ingresarla.',
  20: 'La Clave Tributaria ingresada no es correcta. Int&eacute;ntelo de nuevo, verificando las may&uacute;sculas y min&uacute;sculas, pues el sistema hace diferencias en el uso de estas letras.',
  27: 'Debe cerrar sesiones en el link &quot;cerrar sesi&oacute;n&quot;, que se encuentra en la parte superior derecha de las p&aacute;ginas, ya que permite un m&aacute;ximo de 10 sesiones abiertas al mismo tiempo.',
  28: 'Usted no se ha autenticado en el sitio Web del SII o puede que su sesi&oacute;n haya caducado. Para continuar, debe identificarse nuevamente con su RUT y Clave Tributaria.',
  29: 'Transcurri&oacute; el tiempo m&aacute;ximo que puede durar la sesi&oacute;n. Para continuar debe identificarse nuevamente.',
  33: 'Debe autenticarse con Clave Tributaria, NO con Certificado Digital.',
  35: 'El Certificado Digital que usted ha seleccionado para identificarse fue revocado por la entidad que lo emiti&oacute;. Debe solicitar otro.',
  36: 'Debe solicitar un nuevo Certificado Digital a la entidad emisora. El que ingres&oacute; se encuentra vencido.',
  37: 'Certificado Digital inv&aacute;lido. Verifique que corresponda a uno emitido por entidades certificadoras autorizadas por el SII.',
  39: 'Debe autenticarse con Certificado Digital, NO con Clave Tributaria.',
  81: 'El Rut titular de la Clave Tributaria no lo autoriz&oacute; para representarlo en esta aplicaci&oacute;n.&nbsp;',
};

describe('classifyPortalPage', () => {
  it.each([
    [9, 'clave-bloqueada'],
    [19, 'clave-bloqueada'],
    [20, 'clave-incorrecta'],
    [27, 'limite-sesiones'],
    [28, 'sesion-expirada'],
    [29, 'sesion-expirada'],
    [33, 'certificado-rechazado'],
    [35, 'certificado-rechazado'],
    [36, 'certificado-rechazado'],
    [37, 'certificado-rechazado'],
    [39, 'certificado-rechazado'],
    [81, 'sin-permiso'],
  ] as const)('ERR %i page -> %s', (code, refusal) => {
    expect(classifyPortalPage(errPage(code, ERR_TEXT[code]!))).toEqual({ refusal, code });
  });

  it('the code decides over the text: ERR 20 with a locked-clave text is a wrong clave', () => {
    expect(classifyPortalPage(errPage(20, ERR_TEXT[9]!))?.refusal).toBe('clave-incorrecta');
  });

  it('reads the code as the ERR page prints its example, spaced: 01.01.123.212.95. 28 .', () => {
    // codigos-de-mensajes-de-error.html: 'Para el código 01.01.123.212.95. 28 . debe buscar … el número 28'.
    expect(classifyPortalPage(latin1('<p>Error 01.01.123.212.95. 28 .</p>'))).toEqual({
      refusal: 'sesion-expirada',
      code: 28,
    });
  });

  it.each([
    ['NO ESTA AUTENTICADO', 'sesion-expirada'],
    ['La Clave Tributaria ingresada no es correcta', 'clave-incorrecta'],
    ['Su Clave Tributaria se encuentra bloqueada por ingresos erróneos sucesivos', 'clave-bloqueada'],
    ['Por el momento no se puede responder a sus requerimientos', 'no-disponible'],
    ['Transaccion Rechazada', 'rechazada'],
    ['Usted no se encuentra autorizado para representar a este contribuyente', 'sin-permiso'],
  ] as const)('text marker without a code: %s -> %s (ISO-8859-1 bytes)', (text, refusal) => {
    expect(classifyPortalPage(latin1(`<html><body><font>${text}</font></body></html>`))).toEqual({
      refusal,
      code: null,
    });
  });

  it('a text with accents as UTF-8 bytes and as entities folds the same', () => {
    const utf8 = new TextEncoder().encode('<p>Su sesión haya caducado; usted no se ha autenticado</p>');
    expect(classifyPortalPage(utf8)?.refusal).toBe('sesion-expirada');
    expect(classifyPortalPage(latin1('<p>Transacci&oacute;n Rechazada</p>'))?.refusal).toBe('rechazada');
  });

  it("an unknown ERR code is 'otra' with its code", () => {
    expect(classifyPortalPage(errPage(56, 'Comun&iacute;quese con la Mesa de Ayuda Internet del SII.'))).toEqual({
      refusal: 'otra',
      code: 56,
    });
  });

  it('a page without code or marker is no refusal (null)', () => {
    expect(classifyPortalPage(latin1('<html><body><h1>Mi SII</h1><p>Bienvenido</p></body></html>'))).toBeNull();
    expect(classifyPortalPage(new Uint8Array())).toBeNull();
  });
});
