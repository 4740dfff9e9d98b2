import { ApiError } from '@web/lib/api-error';

/** A resource of the Webhooks screen as schema.graphql Webhook returns it (core-platform §3 "Webhook"). */
export interface Webhook {
  idWebhook: string;
  nombre: string;
  descripcion: string;
  /** the factoring's saved URL, null when none */
  URL: string | null;
  /** sample event, JSON text */
  payload: string;
  tipoActor: string | null;
  rutActor: string;
  email: string | null;
  /** ISO instant of the last save */
  actualizadaEn: string | null;
}

export const WEBHOOK_FIELDS = 'idWebhook nombre descripcion URL payload tipoActor rutActor email actualizadaEn';

/** One attempt of the delivery log (schema.graphql EntregaWebhook). */
export interface EntregaWebhook {
  /** ISO instant */
  fecha: string;
  /** 1-3; 0 for a Test */
  intento: number;
  statusCode: number | null;
  error: string | null;
  url: string;
  idEntrega: string;
  idEvento: string;
}

export const ENTREGA_FIELDS = 'fecha intento statusCode error url idEntrega idEvento';

/** Answer of the webhook mutations (core-platform §7 success and body); secreto once when just created. */
export interface WebhookResultado {
  success: boolean;
  body: string;
  secreto: string | null;
}

/**
 * @throws ApiError with the server's Spanish reason when success is false (the screen shows it: a refused URL, the
 *   receiver's answer to a Test).
 */
export function assertWebhookOk(resultado: WebhookResultado): WebhookResultado {
  if (!resultado.success) throw new ApiError(resultado.body, 'BadRequest');
  return resultado;
}
