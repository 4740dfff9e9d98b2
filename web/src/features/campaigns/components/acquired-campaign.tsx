import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDueCampaign } from '../hooks/use-due-campaign';
import { CampaignModal } from './campaign-modal';

/** The force_campaign parameter as a whole number, or undefined when absent or not one. */
function forcedNumber(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The acquired view's campaign (core-platform §1, §6): the modal of the campaign due for the user, shown once (and at
 * most one per browser session), or the one the address forces with `?force_campaign=N`; nothing when none is due.
 */
export function AcquiredCampaign({ rutFactoring }: { rutFactoring: string }) {
  const [params] = useSearchParams();
  const due = useDueCampaign(rutFactoring, forcedNumber(params.get('force_campaign')));
  const [closed, setClosed] = useState(false);
  if (!due || closed) return null;
  return (
    <CampaignModal
      campaign={due.campaign}
      held={due.disponible}
      rutFactoring={rutFactoring}
      onClose={() => setClosed(true)}
    />
  );
}
