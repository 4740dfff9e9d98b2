/** core-platform §2, §9: the copy button's label, and how long 'Copiado.' stays before it reads 'Copiar...' again. */
export const COPY_LABEL = 'Copiar...';
export const COPIED_LABEL = 'Copiado.';
export const COPIED_LABEL_MS = 3000;

/**
 * The enrolment link of a factoring: the enroller page with the factoring it enrols for.
 * @param origin the web app's origin, e.g. 'https://app.radarcesiones.cl'; id the whitelist answer's id.
 */
export function enrolmentLink(origin: string, id: string): string {
  return `${origin}/enrolador?factoring=${encodeURIComponent(id)}`;
}
