import { TRIBUNALS } from '../judicial/tribunals';
import { judicialCaseEvent, JUDICIAL_CASE_EVENT_TYPE, type JudicialCaseEvent } from './judicial-case-event';
import type { PlatformEvent, PlatformEventType } from './platform-event';
import { PLATFORM_EVENT_TYPES } from './platform-event';
import { platformEventId } from './platform-event-id';

/** The event types a webhook can be subscribed to: every platform event's, and a Cartera RUT's new court case. */
export const WEBHOOK_EVENT_TYPES = [...PLATFORM_EVENT_TYPES, JUDICIAL_CASE_EVENT_TYPE] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The body of a delivery: a platform event about a document, or a new court case. */
export type WebhookEvent = PlatformEvent | JudicialCaseEvent;

/**
 * A resource of the Webhooks screen (core-platform §2 "Webhooks", §3 "Webhook"): one per platform event type, which
 * a factoring subscribes a URL to. idWebhook is the event type.
 */
export interface WebhookResource {
  idWebhook: WebhookEventType;
  nombre: string;
  descripcion: string;
}

/** The resources in the order the screen lists them. */
export const WEBHOOK_RESOURCES: readonly WebhookResource[] = [
  {
    idWebhook: 'cesion.nueva',
    nombre: 'Nueva cesión',
    descripcion: 'Se registró en el SII una cesión de un documento a su favor.',
  },
  {
    idWebhook: 'cesion.aceptada',
    nombre: 'Documento aceptado',
    descripcion: 'El deudor aceptó un documento cedido a usted (ACD o ERM), o venció su plazo de 8 días sin reclamo.',
  },
  {
    idWebhook: 'cesion.reclamada',
    nombre: 'Documento reclamado',
    descripcion: 'El deudor reclamó un documento cedido a usted (RCD, RFP o RFT).',
  },
  {
    idWebhook: 'cesion.anulada',
    nombre: 'Documento anulado',
    descripcion: 'Una nota de crédito anuló un documento cedido a usted (NCA).',
  },
  {
    idWebhook: 'cesion.rebajada',
    nombre: 'Documento rebajado',
    descripcion: 'Una nota de crédito rebajó un documento cedido a usted (ENC).',
  },
  {
    idWebhook: 'cesion.plazo-aceptacion',
    nombre: 'Plazo de aceptación por vencer',
    descripcion:
      'Quedan 2 días o menos del plazo de 8 días que tiene el deudor para reclamar un documento cedido a usted.',
  },
  {
    idWebhook: 'cesion.cedida-otro',
    nombre: 'Cedida a otro factoring',
    descripcion:
      'Un cliente enrolado cedió un documento a otro cesionario: un negocio que no llegó a usted o, si ya lo financió, un doble financiamiento.',
  },
  {
    idWebhook: 'envio.aceptado',
    nombre: 'Envío de AEC aceptado',
    descripcion: 'El SII aceptó un AEC que usted envió (cesión o devolución).',
  },
  {
    idWebhook: 'envio.rechazado',
    nombre: 'Envío de AEC rechazado',
    descripcion: 'El SII rechazó un AEC que usted envió (cesión o devolución).',
  },
  {
    idWebhook: JUDICIAL_CASE_EVENT_TYPE,
    nombre: 'Causa judicial nueva',
    descripcion:
      'El Poder Judicial registra una causa nueva de un cliente o deudor de su cartera. De las personas naturales solo se envía nombre y rol.',
  },
];

/** True for a string naming a resource (an event type). */
export function isWebhookResourceId(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * The sample body of a resource's deliveries, shown on its card and sent by 'Test' when no payload is given: a
 * PlatformEvent of that type about an illustrative document of the factoring, or a new court case of an illustrative
 * debtor of its Cartera. The body of real deliveries has the same shape (lambdas/services/events/webhook-sink.ts).
 */
export function samplePayload(tipo: PlatformEventType, rutFactoring: string): PlatformEvent;
export function samplePayload(tipo: WebhookEventType, rutFactoring: string): WebhookEvent;
export function samplePayload(tipo: WebhookEventType, rutFactoring: string): WebhookEvent {
  if (tipo === JUDICIAL_CASE_EVENT_TYPE) return sampleJudicialCase(rutFactoring);
  const documento = {
    rutEmisor: '76354771-K',
    tipoDTE: 33,
    folio: 1234,
    idSecuencia: 1,
    emisor: { rut: '76354771-K', razonSocial: 'COMERCIAL EJEMPLO SPA' },
    deudor: { rut: '96806980-2', razonSocial: 'DEUDOR EJEMPLO S.A.' },
    cedente: { rut: '76354771-K', razonSocial: 'COMERCIAL EJEMPLO SPA' },
    cesionario: { rut: rutFactoring, razonSocial: 'SU FACTORING' },
    montoCedido: 1190000,
    montoDocumento: 1190000,
    fechaVencimiento: '2026-12-31',
  };
  return {
    id: platformEventId(tipo, rutFactoring, documento, 'ejemplo'),
    tipo,
    rutFactoring,
    fecha: '2026-11-23T13:15:00.000Z',
    documento,
    detalle: WEBHOOK_RESOURCES.find((resource) => resource.idWebhook === tipo)?.nombre ?? tipo,
  };
}

/** An illustrative new case: a bank suing a debtor of the factoring's Cartera in the first civil tribunal. */
function sampleJudicialCase(rutFactoring: string): JudicialCaseEvent {
  const tribunal = TRIBUNALS.find((t) => t.competencia === 'civil')!;
  const deudor = { rut: '96806980-2', razonSocial: 'DEUDOR EJEMPLO S.A.' };
  return judicialCaseEvent(
    rutFactoring,
    { ...deudor, relacion: 'deudor' },
    {
      rol: 'C-1234-2026',
      fechaIngreso: '2026-11-20',
      caratulado: 'BANCO EJEMPLO / DEUDOR EJEMPLO S.A.',
      tribunal: tribunal.nombre,
      competencia: tribunal.competencia,
    },
    [
      { rol: 'C-1234-2026', participante: 'DTE.', persona: 'Jurídica', nombre: 'BANCO EJEMPLO', rut: '97000000-3' },
      { rol: 'C-1234-2026', participante: 'DDO.', persona: 'Jurídica', nombre: deudor.razonSocial, rut: deudor.rut },
      { rol: 'C-1234-2026', participante: 'AB.DTE', persona: 'Natural', nombre: 'JUAN PÉREZ SOTO', rut: null },
    ],
    '2026-11-23T06:15:00.000Z',
  );
}
