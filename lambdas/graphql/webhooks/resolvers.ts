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

/**
 * Webhooks area (core-platform §2 "Webhooks", §3, §7 webhooks/getWebhooks, subscribeNotification/saveSubscriptor,
 * testWebhooks/TestSubscriptor; beyond the spec, the signing secret and delivery log). Every field needs herramientas
 * and a factoring of the user (webhookScope).
 */
export const webhookResolvers: Record<string, Resolver> = {
  'Query.webhooks': async ({ args, identity, deps }) =>
    listWebhooks(webhookScope(identity, readArgs(args, { rutFactoring: z.string() }).rutFactoring), deps),
  'Query.getWebhooks': async ({ args, identity, deps }) =>
    listWebhooks(webhookScope(identity, readArgs(args, { rutFactoring: z.string() }).rutFactoring), deps),
  'Query.entregasWebhook': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), rutFactoring: z.string() });
    return listDeliveries(a, webhookScope(identity, a.rutFactoring), deps);
  },
  'Mutation.subscribeNotification': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), URL: z.string(), rutFactoring: z.string(), tipoActor: optional });
    return saveWebhook(
      { idWebhook: a.idWebhook, url: a.URL, tipoActor: a.tipoActor },
      webhookScope(identity, a.rutFactoring),
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
      webhookScope(identity, a.rutFactoring),
      deps,
    );
  },
  'Mutation.testWebhooks': async ({ args, identity, deps }) => {
    const a = readArgs(args, { URL: z.string(), payload: optional, rutFactoring: z.string(), idWebhook: optional });
    return testWebhook(
      { url: a.URL, payload: a.payload, idWebhook: a.idWebhook },
      webhookScope(identity, a.rutFactoring),
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
      webhookScope(identity, a.rutFactoring),
      deps,
    );
  },
  'Mutation.rotarSecretoWebhook': async ({ args, identity, deps }) => {
    const a = readArgs(args, { idWebhook: z.string(), rutFactoring: z.string() });
    return rotateWebhookSecret(a, webhookScope(identity, a.rutFactoring), deps);
  },
};
