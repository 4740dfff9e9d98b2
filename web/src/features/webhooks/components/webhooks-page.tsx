import { WEBHOOKS_NOT_ENABLED_MESSAGE } from '@domain/factoring-features';
import { Spinner } from '@web/components/ui/spinner';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { userMessage } from '@web/lib/api-error';
import { useWebhooks } from '../api/get-webhooks';
import { NO_PERMISSION, NO_RESOURCES, WEBHOOKS_FALLBACK_MESSAGE } from '../model/messages';
import { WebhookCard } from './webhook-card';

interface WebhooksPageProps {
  rutFactoring: string;
  /** The user holds herramientas (core-platform §6); the server checks it again on every call. */
  allowed: boolean;
}

/**
 * '/herramientas-webhooks' and '/webhooks' (core-platform §2 "Webhooks"): one expandable card per resource (event
 * type), or 'No existen recursos disponibles' when there is none. A factoring whose record holds the Herramientas
 * exception (core-platform §6, `sinWebhooks`) is told the webhooks are not enabled for it.
 */
export function WebhooksPage({ rutFactoring, allowed }: WebhooksPageProps) {
  const features = useFactoringFeatures(rutFactoring);
  const enabled = features.data?.sinWebhooks === false;
  const list = useWebhooks(rutFactoring, allowed && enabled);
  if (allowed && features.isPending) return <Spinner />;
  if (allowed && features.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {userMessage(features.error, WEBHOOKS_FALLBACK_MESSAGE)}
      </div>
    );
  }
  if (!allowed || !enabled) {
    return (
      <div className="alert alert-warning" role="alert">
        {allowed ? WEBHOOKS_NOT_ENABLED_MESSAGE : NO_PERMISSION}
      </div>
    );
  }
  return (
    <section>
      <h1 className="h4 mb-3">Webhooks</h1>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <div className="alert alert-danger" role="alert">
          {userMessage(list.error, WEBHOOKS_FALLBACK_MESSAGE)}
        </div>
      ) : null}
      {list.isSuccess && list.data.length === 0 ? <p className="text-muted">{NO_RESOURCES}</p> : null}
      {list.isSuccess
        ? list.data.map((webhook) => (
            <WebhookCard key={webhook.idWebhook} rutFactoring={rutFactoring} webhook={webhook} />
          ))
        : null}
    </section>
  );
}
