import { WebhooksPage } from '../../features/webhooks/components/webhooks-page';
import { CompanyRoute } from './company-route';

/** '/herramientas-webhooks' and '/webhooks' (core-platform §2), both behind the Herramientas item's rule (§6). */
export function WebhooksRoute() {
  return (
    <CompanyRoute
      path="/herramientas-webhooks"
      render={(rutFactoring, allowed) => <WebhooksPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
