import type { PlatformEvent, PlatformEventType } from '@domain/platform-events/platform-event';
import { readFlags, type PermissionFlags } from '@domain/permissions';
import { systemScope } from '@lambdas/access/system-scope';

/** The factoring of the alert tests (ST CAPITAL S.A.). */
export const ALERT_FACTORING = '76389992-6';

/** The scope of the job that raises {@link ALERT_FACTORING}'s events, as the sinks get it from the publisher. */
export const ALERT_SCOPE = systemScope(ALERT_FACTORING);

/**
 * A platform event about Factura Electrónica N° `folio` of COMERCIAL ANDES SPA held by {@link ALERT_FACTORING}, with
 * the id the contract prescribes (`${tipo}|${rutFactoring}|${rutEmisor}|${tipoDTE}|${folio}|${cause}`).
 */
export function platformEvent(
  tipo: PlatformEventType,
  folio = 1234,
  overrides: Partial<PlatformEvent> = {},
): PlatformEvent {
  const rutFactoring = overrides.rutFactoring ?? ALERT_FACTORING;
  return {
    id: `${tipo}|${rutFactoring}|76123456-0|33|${folio}|RCD 2026-11-23`,
    tipo,
    rutFactoring,
    fecha: '2026-11-23T14:05:00.000Z',
    detalle: 'Reclamo por contenido (RCD) el 23/11/2026',
    documento: {
      rutEmisor: '76123456-0',
      tipoDTE: 33,
      folio,
      idSecuencia: 1,
      emisor: { rut: '76123456-0', razonSocial: 'COMERCIAL ANDES SPA' },
      deudor: { rut: '96543210-8', razonSocial: 'DISTRIBUIDORA ÑUBLE LTDA' },
      cedente: { rut: '76123456-0', razonSocial: 'COMERCIAL ANDES SPA' },
      cesionario: { rut: rutFactoring, razonSocial: 'ST CAPITAL S.A.' },
      montoCedido: 1_190_000,
      montoDocumento: 1_250_000,
      fechaVencimiento: '2026-12-23',
    },
    ...overrides,
  };
}

/**
 * Permission flags with exactly the named ones granted among the four 'Avisos' flags, radarVentas and radarJudicial
 * (the others as readFlags defaults).
 */
export function avisos(
  ...granted: Array<
    'notificaAceptacion' | 'notificaAnulacion' | 'notificaCesion' | 'notificaRechazo' | 'radarVentas' | 'radarJudicial'
  >
): PermissionFlags {
  return readFlags(Object.fromEntries(granted.map((flag) => [flag, '1'])));
}
