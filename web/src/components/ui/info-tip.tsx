/**
 * An info mark whose explanation shows as a tooltip (title) and is read by screen readers.
 * Used for non-selectable rows and disabled actions (core-platform §4, §8).
 */
export function InfoTip({ text }: { text: string }) {
  return (
    <span className="badge rounded-pill text-bg-info" title={text} role="img" aria-label={text} data-testid="info-tip">
      i
    </span>
  );
}
