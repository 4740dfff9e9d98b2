/**
 * The checks a digital certificate passes before the platform keeps it, after it opened with its password and
 * showed a private key (core-platform.md §2 "Firma Digital"): valid today, and issued to the
 * signer whose RUT was typed. Also its remaining term, which the screen shows and warns about 30 days ahead.
 * Dates are shown dd/MM/yyyy on the Chile calendar (America/Santiago, core-platform §1).
 */
import { daysBetween, todayInChile } from '../chile-time';
import { formatFecha } from '../es-cl-format';
import { formatRut, normalizeRut } from '../rut';

/** Days before expiry from which the screen warns 'El certificado vence en N días'. */
const EXPIRY_WARNING_DAYS = 30;

/** The facts of an opened certificate the checks read: holder RUT ('NNNNNNNN-D' or null), validity ISO instants. */
export interface CertificateFacts {
  rut: string | null;
  validoDesde: string;
  validoHasta: string;
}

/** The remaining term of a certificate at an instant. */
export interface CertificateTerm {
  /** Calendar days in Chile from today to the expiry day (0 on that day, negative after it). */
  diasParaVencer: number;
  /** The validity ended (now is past validoHasta). */
  vencido: boolean;
  /** Not expired and at most {@link EXPIRY_WARNING_DAYS} days left. */
  porVencer: boolean;
}

/** The Chile calendar day of an ISO instant, dd/MM/yyyy. */
function chileDate(iso: string): string {
  return formatFecha(todayInChile(new Date(iso)));
}

/**
 * Why a certificate cannot be used at `now`, in the order the server checks: not yet valid ('El certificado digital
 * será válido recién desde el dd/MM/yyyy.'), expired ('El certificado digital venció el dd/MM/yyyy.'), no holder RUT,
 * or a holder RUT other than the signer's ('El RUT del certificado (12.345.678-5) no corresponde al RUT del firmante
 * (11.111.111-1).').
 * @param rutFirmante the RUT typed as signer, already a valid RUT (credential-forms.ts).
 * @returns the Spanish message, or null when the certificate passes.
 * @throws InvalidRutError when rutFirmante is not a RUT.
 */
export function certificateProblem(facts: CertificateFacts, rutFirmante: string, now: Date): string | null {
  if (now.getTime() < Date.parse(facts.validoDesde))
    return `El certificado digital será válido recién desde el ${chileDate(facts.validoDesde)}.`;
  if (now.getTime() > Date.parse(facts.validoHasta))
    return `El certificado digital venció el ${chileDate(facts.validoHasta)}.`;
  if (!facts.rut) return 'El certificado digital no indica el RUT de su titular.';
  if (normalizeRut(facts.rut) !== normalizeRut(rutFirmante))
    return `El RUT del certificado (${formatRut(facts.rut)}) no corresponde al RUT del firmante (${formatRut(rutFirmante)}).`;
  return null;
}

/** The term of a certificate valid until `validoHasta` (ISO instant) as seen at `now`. */
export function certificateTerm(validoHasta: string, now: Date): CertificateTerm {
  const diasParaVencer = daysBetween(todayInChile(now), todayInChile(new Date(validoHasta)));
  const vencido = now.getTime() > Date.parse(validoHasta);
  return { diasParaVencer, vencido, porVencer: !vencido && diasParaVencer <= EXPIRY_WARNING_DAYS };
}
