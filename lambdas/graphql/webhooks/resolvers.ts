import { z } from 'zod';
import { readArgs } from '../read-args';
import type { Resolver } from '../types';
import {
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  saveWebhook,
  testWebhook,
} from '../../services/webhooks/webhook-subscriptions';
import { webhookScope } from './webhook-scope';

const optional = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** webhooks and getWebhooks: one list under the spec's two names, taking only the factoring. */
const listWebhooksField: Resolver = async ({ args, identity, deps }) => {
  const { rutFactoring } = readArgs(args, { rutFactoring: z.string() });
  return listWebhooks(await webhookScope(identity, rutFactoring, deps.factorings), deps);
};

/**
 * Webhooks area (core-platform §2 "Webhooks", §3, §7 webhooks/getWebhooks, subscribeNotification/saveSubscriptor,
 * testWebhooks/TestSubscriptor; beyond the spec, the signing secret and delivery log). Every field needs herramientas
 * and a factoring of the user whose record allows webhooks (webhookScope).
 */
export const webhookResolvers: Record<string, Resolver> = {
  'Query.webhooks': listWebhooksField,
  'Query.getWebhooks': listWebhooksField,
  'Query.entregasWebhook': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), rutFactoring: z.string() });
    return listDeliveries(a, await webhookScope(identity, a.rutFactoring, deps.factorings), deps);
  },
  'Mutation.subscribeNotification': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), URL: z.string(), rutFactoring: z.string(), tipoActor: optional });
    return saveWebhook(
      { idWebhook: a.idWebhook, url: a.URL, tipoActor: a.tipoActor },
      await webhookScope(identity, a.rutFactoring, deps.factorings),
      deps,
    );
  },
  'Mutation.saveSubscriptor': async ({ args, identity, deps }) => {
    const a = readArgs(args, {
      idWebhook: z.string(),
      urlWebhooks: z.string(),
      rutFactoring: z.string(),
      tipoActor: optional,
    });
    return saveWebhook(
      { idWebhook: a.idWebhook, url: a.urlWebhooks, tipoActor: a.tipoActor },
      await webhookScope(identity, a.rutFactoring, deps.factorings),
      deps,
    );
  },
  'Mutation.testWebhooks': async ({ args, identity, deps }) => {
    const a = readArgs(args, { URL: z.string(), payload: optional, rutFactoring: z.string(), idWebhook: optional });
    return testWebhook(
      { url: a.URL, payload: a.payload, idWebhook: a.idWebhook },
      await webhookScope(identity, a.rutFactoring, deps.factorings),
      deps,
    );
  },
  'Mutation.TestSubscriptor': async ({ args, identity, deps }) => {
    const a = readArgs(args, {
      urlaEnviar: z.string(),
      payload: optional,
      rutFactoring: z.string(),
      idWebhook: optional,
    });
    return testWebhook(
      { url: a.urlaEnviar, payload: a.payload, idWebhook: a.idWebhook },
      await webhookScope(identity, a.rutFactoring, deps.factorings),
      deps,
    );
  },
  'Mutation.rotarSecretoWebhook': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), rutFactoring: z.string() });
    return rotateWebhookSecret(a, await webhookScope(identity, a.rutFactoring, deps.factorings), deps);
  },
};
