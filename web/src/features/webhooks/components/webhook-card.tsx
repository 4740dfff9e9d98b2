import { useState, type FormEvent } from 'react';
import { TextField } from '@web/components/ui/text-field';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useSaveWebhook } from '../api/save-webhook';
import { useTestWebhook } from '../api/test-webhook';
import { SAVE_FALLBACK_MESSAGE, TEST_OK, TEST_OK_UNSIGNED, TEST_UNSIGNED_NOTE, WEBHOOK_NOTE } from '../model/messages';
import { DeliveryLog } from './delivery-log';
import { SigningSecret } from './signing-secret';
import type { Webhook } from '@domain/wire/schema-types';

interface WebhookCardProps {
  rutFactoring: string;
  webhook: Webhook;
}

/**
 * One expandable card of the Webhooks screen (core-platform §2): its description, the editable URL with Guardar (an
 * empty URL removes the webhook), Test (POSTs the sample payload once: 'Test realizado exitosamente', or the server's
 * answer; signed with the webhook's secret once its URL is saved, unsigned before, as the card then says), the note
 * on retries, the sample payload, the signing secret (with 'Rotar secreto') and the delivery log.
 */
export function WebhookCard({ rutFactoring, webhook }: WebhookCardProps) {
  const domId = `webhook-${webhook.idWebhook.replace(/\W/g, '-')}`;
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(webhook.URL ?? '');
  const [secreto, setSecreto] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveWebhook(rutFactoring);
  const test = useTestWebhook(rutFactoring, webhook.idWebhook);
  const toast = useToast();
  const signed = Boolean(webhook.URL || secreto);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(
      { idWebhook: webhook.idWebhook, url },
      {
        onSuccess: (answer) => {
          if (answer.secreto) setSecreto(answer.secreto);
          toast('success', answer.body);
        },
        onError: (error) => setProblem(userMessage(error, SAVE_FALLBACK_MESSAGE)),
      },
    );
  };

  const onTest = () => {
    setProblem(null);
    test.mutate(
      { url, payload: webhook.payload },
      {
        onSuccess: () => toast('success', signed ? TEST_OK : TEST_OK_UNSIGNED),
        onError: (error) => toast('error', userMessage(error, 'El test falló')),
      },
    );
  };

  return (
    <div className="card mb-2" data-testid={domId}>
      <div className="card-header d-flex align-items-center gap-2">
        <button
          type="button"
          className="btn btn-link text-start text-decoration-none p-0 flex-grow-1"
          aria-expanded={open}
          aria-controls={`${domId}-body`}
          onClick={() => setOpen(!open)}
        >
          <span className="me-2" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {webhook.nombre}
        </button>
        <span className={`badge ${webhook.URL ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {webhook.URL ? 'Activo' : 'Sin URL'}
        </span>
      </div>
      {open ? (
        <div className="card-body" id={`${domId}-body`}>
          <p className="mb-3">{webhook.descripcion}</p>
          <form onSubmit={onSave} noValidate>
            <TextField
              id={`${domId}-url`}
              label="URL"
              type="url"
              placeholder="https://su-sistema.cl/webhooks/radar"
              value={url}
              onValueChange={setUrl}
              error={problem}
              className="mb-2"
            />
            <div className="d-flex gap-2 mb-2">
              <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
                Guardar
              </button>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={onTest}
                disabled={test.isPending || url.trim() === ''}
              >
                Test
              </button>
            </div>
            {signed ? null : <p className="small text-warning-emphasis mb-2">{TEST_UNSIGNED_NOTE}</p>}
          </form>
          <p className="small text-muted fst-italic">{WEBHOOK_NOTE}</p>
          {signed ? <SigningSecret rutFactoring={rutFactoring} idWebhook={webhook.idWebhook} fresh={secreto} /> : null}
          <h2 className="h6">Payload de ejemplo</h2>
          <pre className="bg-body-tertiary border rounded p-2 small mb-3" style={{ maxHeight: '16rem' }}>
            {webhook.payload}
          </pre>
          <h2 className="h6">Registro de envíos</h2>
          <DeliveryLog rutFactoring={rutFactoring} idWebhook={webhook.idWebhook} />
        </div>
      ) : null}
    </div>
  );
}
