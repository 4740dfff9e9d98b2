import type { CSSProperties } from 'react';
import type { StatusTone } from '../../lib/cessions/status-display';

const COLOR: Record<StatusTone, string> = {
  green: 'var(--rc-status-green)',
  orange: 'var(--rc-status-orange)',
  red: 'var(--rc-status-red)',
  grey: 'var(--rc-status-grey)',
};

/**
 * Text colour of a status tone (web/src/styles/accessible-colors.css: at least 4.5:1 on white and on the grey page).
 */
export function toneText(tone: StatusTone): CSSProperties {
  return { color: COLOR[tone] };
}

/** Badge colours of a status tone. */
export function toneBadge(tone: StatusTone): CSSProperties {
  return { backgroundColor: COLOR[tone], color: '#fff' };
}
