import { useMutation } from '@tanstack/react-query';
import { heldFeatureMessage, type Campaign } from '@domain/campaigns';
import { PAID_FEATURE_NAMES } from '@domain/trial-access';
import { Modal } from '@web/components/ui/modal';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { requestFreeTrial } from '../api/campaign-calls';

interface CampaignModalProps {
  campaign: Campaign;
  /** The factoring already holds the campaign's feature (paid or in trial): no contact-us call, it says so instead. */
  held?: boolean;
  rutFactoring: string;
  onClose: () => void;
}

/**
 * A campaign's announcement (core-platform §1): its title and copy, the feature it sells and the contact-us call that
 * asks for the free trial month; once asked, the server's confirmation replaces the call. For a feature the factoring
 * already holds, no call: the modal says the feature is available.
 */
export function CampaignModal({ campaign, held = false, rutFactoring, onClose }: CampaignModalProps) {
  const { restUrl } = useRuntimeConfig();
  const contact = useMutation({ mutationFn: () => requestFreeTrial(restUrl, rutFactoring, campaign.numero) });
  return (
    <Modal
      title={campaign.titulo}
      onClose={onClose}
      footer={
        <>
          {contact.isSuccess || held ? null : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={contact.isPending}
              onClick={() => contact.mutate()}
            >
              {contact.isPending ? 'Enviando...' : 'Contáctanos para comenzar tu mes de prueba gratis'}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cerrar
          </button>
        </>
      }
    >
      <div data-testid="campana" data-campana={campaign.numero}>
        <p className="text-muted small mb-2">{PAID_FEATURE_NAMES[campaign.feature]}</p>
        <p>{campaign.texto}</p>
        {held ? (
          <div className="alert alert-info mb-0" role="status">
            {heldFeatureMessage(campaign)}
          </div>
        ) : null}
        {contact.isSuccess ? (
          <div className="alert alert-success mb-0" role="status">
            {contact.data.message}
          </div>
        ) : null}
        {contact.isError ? (
          <div className="alert alert-danger mb-0" role="alert">
            {contact.error.message}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
