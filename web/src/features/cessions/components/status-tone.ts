import type { CSSProperties } from 'react';
import type { StatusTone } from '../model/status-display';

const COLOR: Record<StatusTone, string> = {
  green: 'var(--bs-success)',
  orange: 'var(--bs-orange)',
  red: 'var(--bs-danger)',
  grey: 'var(--bs-secondary)',
};

/** Text colour of a status tone (Bootstrap palette; orange has no utility class). */
export function toneText(tone: StatusTone): CSSProperties {
  return { color: COLOR[tone] };
}

/** Badge colours of a status tone. */
export function toneBadge(tone: StatusTone): CSSProperties {
  return { backgroundColor: COLOR[tone], color: '#fff' };
}
