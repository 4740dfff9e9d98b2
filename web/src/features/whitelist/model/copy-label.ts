/** core-platform §2, §9: the copy button's label, and how long 'Copiado.' stays before it reads 'Copiar...' again. */
export const COPY_LABEL = 'Copiar...';
export const COPIED_LABEL = 'Copiado.';
export const COPIED_LABEL_MS = 3000;

/** What the link is called in the header. */
export const ENROLMENT_LINK_LABEL = 'Enrolador';

/**
 * What the link is for, as its tooltip and description say: the enroller is a screen for signed-in staff of the
 * factoring (client-radar.md §1 "register a new company together with its tax-authority password", §2 and §6 "every
 * route except the root requires a signed-in user"), not a page a client company can open by itself.
 */
export const ENROLMENT_LINK_HINT =
  "Enlace a 'Registrar Nueva Empresa' de esta factoring, para compartir con usuarios de su factoring: pide iniciar sesión en Radar Cesiones y el permiso para registrar empresas. No es un registro para el cliente: la empresa se registra aquí con su RUT y su clave SII.";

/**
 * The enrolment link of a factoring: the enroller page with the factoring it enrols for.
 * @param origin the web app's origin, e.g. 'https://app.radarcesiones.cl'; id the whitelist answer's id.
 */
export function enrolmentLink(origin: string, id: string): string {
  return `${origin}/enrolador?factoring=${encodeURIComponent(id)}`;
}
