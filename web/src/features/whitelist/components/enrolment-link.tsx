import { useEffect, useRef, useState } from 'react';
import { useWhitelist } from '../api/get-whitelist';
import {
  COPIED_LABEL,
  COPIED_LABEL_MS,
  COPY_LABEL,
  ENROLMENT_LINK_HINT,
  ENROLMENT_LINK_LABEL,
  enrolmentLink,
} from '../model/copy-label';

/**
 * The enrolment link of whitelisted users (core-platform §2 "Shell", §4 "Whitelist"): the link and a copy button that
 * reads 'Copiado.' for 3 s after copying, then 'Copiar...' again. It leads to the enroller, which needs a signed-in
 * user of the factoring, as its tooltip and description say. Nothing is shown to other users or while unknown.
 */
export function EnrolmentLink({ rutFactoring }: { rutFactoring: string | null }) {
  const whitelist = useWhitelist(rutFactoring);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!whitelist.data?.respuesta || !whitelist.data.id) return null;
  const link = enrolmentLink(window.location.origin, whitelist.data.id);

  async function copy() {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }

  return (
    // Below 768 px the header keeps room for the company's name and its buttons; on a phone the enroller is opened from
    // the menu (Radar > Enrolador).
    <div className="input-group input-group-sm d-none d-md-flex" style={{ maxWidth: 340 }} data-testid="enrolment-link">
      <span className="input-group-text" title={ENROLMENT_LINK_HINT}>
        {ENROLMENT_LINK_LABEL}
      </span>
      <input
        className="form-control"
        readOnly
        value={link}
        title={ENROLMENT_LINK_HINT}
        aria-label="Enlace al enrolador"
        aria-describedby="enrolment-link-hint"
      />
      <span id="enrolment-link-hint" className="visually-hidden">
        {ENROLMENT_LINK_HINT}
      </span>
      <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
        {copied ? COPIED_LABEL : COPY_LABEL}
      </button>
    </div>
  );
}
