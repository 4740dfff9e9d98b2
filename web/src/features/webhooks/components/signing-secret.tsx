import { useState } from 'react';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useRotateSecreto } from '../api/rotate-secreto';
import { ROTATE_LABEL, ROTATE_WARNING, ROTATED, SECRET_SHOWN_ONCE, SECRET_HIDDEN } from '../model/messages';

interface SigningSecretProps {
  rutFactoring: string;
  idWebhook: string;
  /** The secret the last save returned (a new webhook): shown at once. */
  fresh: string | null;
}

/**
 * How the factoring's receiver checks a delivery: the signing secret, shown only right after the webhook is created or
 * its secret rotated (the server returns it then and never again), and the rule: HMAC-SHA256 of
 * '{x-radar-timestamp}.{x-radar-evento-id}.{body}' in hex, sent as 'v1=...' in x-radar-signature. 'Rotar secreto'
 * replaces it after typing 'rotar' (rotarSecretoWebhook) and shows the new one.
 */
export function SigningSecret({ rutFactoring, idWebhook, fresh }: SigningSecretProps) {
  const rotate = useRotateSecreto(rutFactoring, idWebhook);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const secret = rotate.data?.secreto ?? fresh ?? null;

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => toast('success', ROTATED),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="mb-3">
      <div className="small text-muted mb-1">
        Cada envío va firmado: el encabezado <code>x-radar-signature</code> lleva <code>v1=</code> y el HMAC-SHA256 en
        hexadecimal de <code>{'{x-radar-timestamp}.{x-radar-evento-id}.{cuerpo}'}</code> con su secreto de firma. Un
        Test lleva <code>&quot;prueba&quot;: true</code> en el cuerpo firmado.
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {secret ? (
          <div className="alert alert-info py-2 mb-0 mw-100 text-break" role="status">
            Secreto de firma: <code data-testid="webhook-secret">{secret}</code>
            <div className="small mt-1">{SECRET_SHOWN_ONCE}</div>
          </div>
        ) : (
          <div className="small text-muted" data-testid="webhook-secret-hidden">
            {SECRET_HIDDEN}
          </div>
        )}
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => setConfirming(true)}
          disabled={rotate.isPending}
        >
          {ROTATE_LABEL}
        </button>
      </div>
      {rotate.isError ? (
        <div className="text-danger small mt-1">{userMessage(rotate.error, 'No fue posible rotar el secreto')}</div>
      ) : null}
      {confirming ? (
        <ConfirmWordModal
          title={ROTATE_LABEL}
          word="rotar"
          confirmLabel={ROTATE_LABEL}
          busy={rotate.isPending}
          onConfirm={onRotate}
          onClose={() => setConfirming(false)}
        >
          <p>{ROTATE_WARNING}</p>
        </ConfirmWordModal>
      ) : null}
    </div>
  );
}
