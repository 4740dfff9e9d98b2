import { useState } from 'react';
import { campaignByNumber } from '@domain/campaigns';
import { CampaignModal } from './campaign-modal';

/**
 * The offer under an assistant answer whose figures belong to a paid feature the factoring lacks (core-platform §1):
 * a link-styled button naming the campaign that opens its modal with the contact-us call. Nothing for a number that
 * is no campaign.
 */
export function CampaignOffer({ numero, rutFactoring }: { numero: number; rutFactoring: string }) {
  const [open, setOpen] = useState(false);
  const campaign = campaignByNumber(numero);
  if (!campaign) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-start"
        data-testid="asistente-campana"
        onClick={() => setOpen(true)}
      >
        Conoce {campaign.titulo}: comienza tu mes de prueba gratis
      </button>
      {open ? <CampaignModal campaign={campaign} rutFactoring={rutFactoring} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
