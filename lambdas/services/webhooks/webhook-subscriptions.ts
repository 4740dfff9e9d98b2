import { randomUUID } from 'node:crypto';
import {
  isWebhookResourceId,
  samplePayload,
  WEBHOOK_RESOURCES,
  type WebhookEventType,
} from '@domain/platform-events/webhook-resources';
import type { Webhook, WebhookResultado, EntregaWebhook } from '@domain/wire/schema-types';
import { BadRequestError } from '../../platform/errors';
import type { TenantScope } from '../../access/tenant-scope';
import type { WebhookAttempt, WebhookRepository } from '../../store/webhook-repository';
import { checkWebhookUrl, type HostResolver } from '../../webhook-delivery/check-webhook-url';
import { postAndLog, signedPost } from '../../webhook-delivery/signed-post';
import type { WebhookPoster } from '../../webhook-delivery/webhook-http';
import type { WebhookUrlPolicy } from '../../webhook-delivery/webhook-url-policy';
import { newWebhookSecret } from '../../webhook-delivery/webhook-signature';

/** core-platform §8 success message of a webhook test. */
export const TEST_OK = 'Test realizado exitosamente';
export const WEBHOOK_GUARDADO = 'Webhook guardado exitosamente';
export const WEBHOOK_ELIMINADO = 'Webhook eliminado';
export const PAYLOAD_INVALIDO = 'El payload no es un JSON válido';
export const PAYLOAD_NO_OBJETO = 'El payload debe ser un objeto JSON';
export const WEBHOOK_INEXISTENTE = (id: string) => `No existe el webhook '${id}'`;
export const SIN_SUSCRIPCION = 'El webhook no tiene una URL guardada';
/** eventId of a Test's attempt: in the log, and sent and signed as the event id. */
export const TEST_EVENT_ID = 'prueba';
/**
 * Field every Test's body carries, set to true after the payload's own fields, inside what is signed: a receiver tells
 * a Test from a real event by the body it verified, so a payload typed on the screen can never pass for an event.
 */
export const TEST_MARK = 'prueba';

/** What the subscription use cases read and write: the subscriptions with their log, URL checks and test POSTs. */
export type WebhookSubscriptionDeps = {
  webhooks: Pick<
    WebhookRepository,
    | 'listSubscriptions'
    | 'getSubscription'
    | 'putSubscription'
    | 'deleteSubscription'
    | 'openSecret'
    | 'listAttempts'
    | 'recordAttempt'
  >;
  webhookDelivery: { policy: WebhookUrlPolicy; post: WebhookPoster; resolve?: HostResolver };
  now(): Date;
};

function resourceId(idWebhook: string): WebhookEventType {
  if (!isWebhookResourceId(idWebhook)) throw new BadRequestError(WEBHOOK_INEXISTENTE(idWebhook));
  return idWebhook;
}

/**
 * webhooks(rutFactoring) / getWebhooks (core-platform §7): every resource of the screen (one per platform event type,
 * domain/platform-events/webhook-resources.ts) with its description, sample payload (JSON text) and the factoring's
 * saved URL, if any.
 */
export async function listWebhooks(scope: TenantScope, deps: WebhookSubscriptionDeps): Promise<Webhook[]> {
  const rut = scope.rutFactoring;
  const subscriptions = new Map(
    (await deps.webhooks.listSubscriptions(scope)).map((subscription) => [subscription.tipo, subscription]),
  );
  return WEBHOOK_RESOURCES.map((resource) => {
    const subscription = subscriptions.get(resource.idWebhook);
    return {
      ...resource,
      URL: subscription?.url ?? null,
      payload: JSON.stringify(samplePayload(resource.idWebhook, rut), null, 2),
      tipoActor: subscription?.tipoActor ?? null,
      rutActor: rut,
      email: subscription?.email ?? null,
      actualizadaEn: subscription?.actualizadaEn ?? null,
    };
  });
}

/**
 * subscribeNotification / saveSubscriptor (core-platform §7): saves the factoring's URL for one resource after the URL
 * checks (lambdas/webhook-delivery/check-webhook-url.ts; https and public addresses on AWS); an empty URL removes the
 * webhook. A first subscription gets a new signing secret, returned here once in `secreto` and never again (a lost
 * secret is replaced by {@link rotateWebhookSecret}); a changed URL keeps its secret.
 * @returns body {@link WEBHOOK_GUARDADO} or {@link WEBHOOK_ELIMINADO}; success false with the URL check's reason.
 * @throws BadRequestError for an unknown idWebhook.
 */
export async function saveWebhook(
  input: { idWebhook: string; url: string; tipoActor: string | null },
  scope: TenantScope,
  deps: WebhookSubscriptionDeps,
): Promise<WebhookResultado> {
  const tipo = resourceId(input.idWebhook);
  if (input.url.trim() === '') {
    await deps.webhooks.deleteSubscription(scope, tipo);
    return { success: true, body: WEBHOOK_ELIMINADO, secreto: null };
  }
  let url: string;
  try {
    url = await checkWebhookUrl(input.url, deps.webhookDelivery.policy, deps.webhookDelivery.resolve);
  } catch (error) {
    if (error instanceof BadRequestError) return { success: false, body: error.message, secreto: null };
    throw error;
  }
  const previous = await deps.webhooks.getSubscription(scope, tipo);
  const now = deps.now().toISOString();
  const secreto = previous ? null : newWebhookSecret();
  await deps.webhooks.putSubscription(
    scope,
    {
      tipo,
      url,
      email: scope.identity.email,
      tipoActor: input.tipoActor || previous?.tipoActor || 'cesionario',
      creadaEn: previous?.creadaEn ?? now,
      actualizadaEn: now,
    },
    secreto,
  );
  return { success: true, body: WEBHOOK_GUARDADO, secreto };
}

/**
 * rotarSecretoWebhook: gives the webhook a new signing secret, returned here once and never again (the old one stops
 * verifying at once).
 * @returns success false with {@link SIN_SUSCRIPCION} when the webhook has no saved URL.
 */
export async function rotateWebhookSecret(
  input: { idWebhook: string },
  scope: TenantScope,
  deps: WebhookSubscriptionDeps,
): Promise<WebhookResultado> {
  const tipo = resourceId(input.idWebhook);
  const subscription = await deps.webhooks.getSubscription(scope, tipo);
  if (!subscription) return { success: false, body: SIN_SUSCRIPCION, secreto: null };
  const secreto = newWebhookSecret();
  await deps.webhooks.putSubscription(scope, { ...subscription, actualizadaEn: deps.now().toISOString() }, secreto);
  return { success: true, body: WEBHOOK_GUARDADO, secreto };
}

/**
 * testWebhooks / TestSubscriptor (core-platform §7): POSTs `payload` (JSON text; the resource's sample when empty) to
 * the URL once, after the URL checks, with {@link TEST_MARK} true in its body and event id {@link TEST_EVENT_ID},
 * signed with the webhook's secret when idWebhook names a saved webhook (and then logged as attempt 0 of its log).
 * @returns body 'Test realizado exitosamente' for a 2xx answer (core-platform §8); otherwise success false with the
 *   receiver's status and body, or why it could not be reached (§8: 'A failed webhook test shows the server body').
 */
export async function testWebhook(
  input: { url: string; payload: string | null; idWebhook: string | null },
  scope: TenantScope,
  deps: WebhookSubscriptionDeps,
): Promise<WebhookResultado> {
  const rut = scope.rutFactoring;
  const tipo = input.idWebhook ? resourceId(input.idWebhook) : null;
  const refused = (body: string): WebhookResultado => ({ success: false, body, secreto: null });
  let url: string;
  try {
    url = await checkWebhookUrl(input.url, deps.webhookDelivery.policy, deps.webhookDelivery.resolve);
  } catch (error) {
    if (error instanceof BadRequestError) return refused(error.message);
    throw error;
  }
  let payload: unknown = samplePayload(tipo ?? 'cesion.nueva', rut);
  if (input.payload?.trim()) {
    try {
      payload = JSON.parse(input.payload);
    } catch {
      return refused(PAYLOAD_INVALIDO);
    }
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return refused(PAYLOAD_NO_OBJETO);
  const body = JSON.stringify({ ...payload, [TEST_MARK]: true });
  const subscribed = tipo ? await deps.webhooks.getSubscription(scope, tipo) : null;
  const secret = subscribed && tipo ? await deps.webhooks.openSecret(scope, tipo) : null;
  const now = deps.now();
  const deliveryId = `prueba-${randomUUID()}`;
  const attempt = { url, body, secret, tipo: tipo ?? 'prueba', eventId: TEST_EVENT_ID, deliveryId, attempt: 0, now };
  const result =
    subscribed && tipo
      ? await postAndLog({ webhooks: deps.webhooks, post: deps.webhookDelivery.post }, scope, { ...attempt, tipo })
      : await signedPost(deps.webhookDelivery.post, attempt);
  if (result.delivered) return { success: true, body: TEST_OK, secreto: null };
  if (!result.answer) return refused(`No fue posible conectar con la URL: ${result.error}`);
  return refused(`La URL respondió ${result.answer.statusCode}${result.answer.body ? `: ${result.answer.body}` : ''}`);
}

/** entregasWebhook: the latest delivery attempts of one webhook (newest first, at most 50). */
export async function listDeliveries(
  input: { idWebhook: string },
  scope: TenantScope,
  deps: WebhookSubscriptionDeps,
): Promise<EntregaWebhook[]> {
  const attempts = await deps.webhooks.listAttempts(scope, resourceId(input.idWebhook));
  return attempts.map((attempt: WebhookAttempt) => ({
    fecha: attempt.at,
    intento: attempt.attempt,
    statusCode: attempt.statusCode,
    error: attempt.error,
    url: attempt.url,
    idEntrega: attempt.deliveryId,
    idEvento: attempt.eventId,
  }));
}
