import { ApiError } from '@web/lib/api-error';
import type { WebhookResultado } from '@domain/wire/schema-types';

export const WEBHOOK_FIELDS = 'idWebhook nombre descripcion URL payload tipoActor rutActor email actualizadaEn';

export const ENTREGA_FIELDS = 'fecha intento statusCode error url idEntrega idEvento';

/**
 * @throws ApiError with the server's Spanish reason when success is false (the screen shows it: a refused URL, the
 *   receiver's answer to a Test).
 */
export function assertWebhookOk(resultado: WebhookResultado): WebhookResultado {
  if (!resultado.success) throw new ApiError(resultado.body, 'BadRequest');
  return resultado;
}
