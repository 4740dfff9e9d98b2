/**
 * The typed error of a portal refusal page (domain/sii-web/portal-page.ts), and which errors end a whole session:
 * after them no new login is attempted (a wrong clave is never retried, since repeated failures lock it for an hour:
 * ERR page codes 9/19/20; SII-PROTOCOLS.md §3 "Session limits").
 */
import type { PortalPageVerdict, PortalRefusal } from '@domain/sii-web/portal-page';
import { isSiiError, SiiError, type SiiErrorCode } from './errors';

const CODE_OF: Record<PortalRefusal, SiiErrorCode> = {
  'clave-incorrecta': 'clave-incorrecta',
  'clave-bloqueada': 'clave-bloqueada',
  'limite-sesiones': 'limite-sesiones',
  'sesion-expirada': 'sesion-expirada',
  'certificado-rechazado': 'certificado-rechazado',
  'sin-permiso': 'sin-permiso',
  'no-disponible': 'sii-no-disponible',
  rechazada: 'respuesta-invalida',
  otra: 'respuesta-invalida',
};

/** Codes after which a session makes no further login attempt and every later call fails the same way. */
const SESSION_ENDING: ReadonlySet<SiiErrorCode> = new Set([
  'clave-incorrecta',
  'clave-bloqueada',
  'limite-sesiones',
  'sin-permiso',
  'certificado-rechazado',
  'sin-credenciales',
]);

/**
 * The SiiError of a refusal page ('Transaccion Rechazada' and unknown ERR codes are 'respuesta-invalida'); the
 * detail names the refusal and ERR code, never page content.
 */
export function refusalError(verdict: PortalPageVerdict, operation: string, rut?: string): SiiError {
  const detail = `${verdict.refusal}${verdict.code === null ? '' : ` (ERR ${verdict.code})`}`;
  return new SiiError(CODE_OF[verdict.refusal], { operation, rut, detail });
}

/** True when `error` ends its session (see SESSION_ENDING). */
export function endsSession(error: unknown): error is SiiError {
  return isSiiError(error) && SESSION_ENDING.has(error.code);
}
