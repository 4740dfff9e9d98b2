import { userMessage } from '../../../lib/api-error';
import { useRevealSecreto } from '../api/get-secreto';

interface SigningSecretProps {
  rutFactoring: string;
  idWebhook: string;
  /** The secret the last save returned (a new webhook): shown at once. */
  fresh: string | null;
}

/**
 * How the factoring's receiver checks a delivery: the signing secret (shown when the webhook is created, or on request
 * to its owner) and the rule: HMAC-SHA256 of '{x-radar-timestamp}.{body}' in hex, sent as 'v1=...' in x-radar-signature.
 */
export function SigningSecret({ rutFactoring, idWebhook, fresh }: SigningSecretProps) {
  const reveal = useRevealSecreto(rutFactoring, idWebhook);
  const secret = fresh ?? reveal.data ?? null;
  return (
    <div className="mb-3">
      <div className="small text-muted mb-1">
        Cada envío va firmado: el encabezado <code>x-radar-signature</code> lleva <code>v1=</code> y el HMAC-SHA256 en hexadecimal de{' '}
        <code>{'{x-radar-timestamp}.{cuerpo}'}</code> con su secreto de firma.
      </div>
      {secret ? (
        <div className="alert alert-info py-2 mb-0" role="status">
          Secreto de firma: <code data-testid="webhook-secret">{secret}</code>
        </div>
      ) : (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => reveal.mutate()} disabled={reveal.isPending}>
          Ver secreto de firma
        </button>
      )}
      {reveal.isError ? <div className="text-danger small mt-1">{userMessage(reveal.error, 'No fue posible leer el secreto')}</div> : null}
    </div>
  );
}
