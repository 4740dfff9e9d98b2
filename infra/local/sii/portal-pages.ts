/**
 * The HTML pages of the local SII's portal, in ISO-8859-1 as the SII serves them: a common frame, and the error pages
 * that carry the ERR page's own help text and a code whose last two digits are the ERR page code
 * (notes/manuals/codigos-de-mensajes-de-error.html: "La solución a los códigos de error depende de los últimos dos
 * dígitos del código"), written NN.NN.NNN.NNN.NN.XX as the ERR page's own example (01.01.123.212.95.28), e.g.
 * 01.01.222.500.70.20 for a wrong clave.
 */
import { htmlPage, type SiiResponse } from './http-exchange';
import { escapeXml } from './latin1';

/** The ERR page codes the local SII answers with. */
export type ErrCode = 19 | 20 | 27 | 28 | 29 | 34 | 36 | 37 | 81;

/** Help texts of the ERR page (Servicio de Impuestos Internos, 2020-02-07), by code. */
const ERR_TEXTS: Record<ErrCode, string> = {
  19:
    'Su Clave Tributaria se encuentra bloqueada por ingresos erróneos sucesivos. Debe esperar 1 hora para que se ' +
    'libere automáticamente, antes de volver a intentar ingresarla.',
  20:
    'La Clave Tributaria ingresada no es correcta. Inténtelo de nuevo, verificando las mayúsculas y minúsculas, pues ' +
    'el sistema hace diferencias en el uso de estas letras.',
  27:
    'Debe cerrar sesiones en el link "cerrar sesión", que se encuentra en la parte superior derecha de las páginas, ' +
    'ya que permite un máximo de 10 sesiones abiertas al mismo tiempo. Sin embargo si no tiene ningún navegador ' +
    'abierto, debe esperar 1 hora desde el momento en que se autenticó.',
  28:
    'Usted no se ha autenticado en el sitio Web del SII o puede que su sesión haya caducado. Para continuar, debe ' +
    'identificarse nuevamente con su RUT y Clave Tributaria.',
  29: 'Transcurrió el tiempo máximo que puede durar la sesión. Para continuar debe identificarse nuevamente.',
  34: 'Intente ingresar nuevamente su Certificado Digital.',
  36: 'Debe solicitar un nuevo Certificado Digital a la entidad emisora. El que ingresó se encuentra vencido.',
  37:
    'Certificado Digital inválido. Verifique que corresponda a uno emitido por entidades certificadoras autorizadas ' +
    'por el SII.',
  81: 'El Rut titular de la Clave Tributaria no lo autorizó para representarlo en esta aplicación.',
};

/** The headline each page shows above the help text. */
const ERR_TITLES: Partial<Record<ErrCode, string>> = {
  28: 'NO ESTA AUTENTICADO',
  29: 'NO ESTA AUTENTICADO',
  81: 'Usted no se encuentra autorizado para representar a este contribuyente.',
};

/** The full error code of an ERR page code: '01.01.222.500.70.' and the code in two digits. */
function errCodeText(code: ErrCode): string {
  return `01.01.222.500.70.${String(code).padStart(2, '0')}`;
}

/** A page in the portal's frame: `bodyHtml` is trusted HTML, `title` plain text. */
export function portalPage(
  title: string,
  bodyHtml: string,
  status = 200,
  headers: Record<string, string | string[]> = {},
): SiiResponse {
  return htmlPage(
    '<!DOCTYPE html>\n<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">' +
      `<title>${escapeXml(title)}</title></head>\n<body>\n${bodyHtml}\n</body></html>\n`,
    status,
    headers,
  );
}

/** The error page of an ERR code: HTTP 200 (as the SII answers its errors), headline, help text and the full code. */
export function errPage(code: ErrCode): SiiResponse {
  const title = ERR_TITLES[code] ?? 'Servicio de Impuestos Internos';
  return portalPage(
    title,
    `<h2>${escapeXml(title)}</h2>\n<p>${escapeXml(ERR_TEXTS[code])}</p>\n` +
      `<p>Código de error: <b>${errCodeText(code)}</b></p>`,
  );
}

/** The generic refusal page ('Transaccion Rechazada') for a request the SII does not accept (bad form fields). */
export function rejectedPage(detail: string): SiiResponse {
  return portalPage('Transaccion Rechazada', `<h2>Transaccion Rechazada</h2>\n<p>${escapeXml(detail)}</p>`);
}
