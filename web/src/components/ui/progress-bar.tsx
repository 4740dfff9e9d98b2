import type { ReactNode } from 'react';

interface ProgressBarProps {
  /** Done share, 0..1. */
  share: number;
  /** The bar's accessible name. */
  label: string;
  className?: string;
  /** Extra classes of the filled part (a colour). */
  barClassName?: string;
  /** How long the filled part takes to reach a new share, ms (none: at once). */
  transitionMs?: number;
  children?: ReactNode;
}

/** A striped, animated Bootstrap progress bar with its share as a percentage for assistive technology. */
export function ProgressBar({
  share,
  label,
  className = '',
  barClassName = '',
  transitionMs,
  children,
}: ProgressBarProps) {
  const percent = Math.round(share * 100);
  return (
    <div
      className={`progress ${className}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className={`progress-bar progress-bar-striped progress-bar-animated ${barClassName}`}
        style={{ width: `${percent}%`, ...(transitionMs ? { transition: `width ${transitionMs}ms linear` } : {}) }}
      >
        {children}
      </div>
    </div>
  );
}
