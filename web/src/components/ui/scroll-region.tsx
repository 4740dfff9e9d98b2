import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * A table's sideways-scrolling container (Bootstrap's table-responsive) that a keyboard can scroll (WCAG 2.1.1,
 * axe scrollable-region-focusable): while its content is wider or taller than it (a region with a max-height), it takes
 * focus (tabIndex 0) as a region named `label`, so the arrow keys scroll it; a table that fits adds no Tab stop.
 */
export function ScrollRegion({
  label,
  style,
  className,
  children,
}: {
  label: string;
  style?: CSSProperties;
  /** Classes added to 'table-responsive'. */
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  // Measured before paint (layout effect), again on every resize of the region or its content, and whenever the content
  // element itself is replaced (a placeholder giving way to the table), which a ResizeObserver on the old one misses.
  // A region whose content the browser may skip off screen (content-visibility: auto, the long card lists) is measured
  // only while that content is drawn, as the browser reports (contentvisibilityautostatechange): measuring skipped
  // content makes the browser lay it out anyway, a hundred tables at once when a list of cards arrives.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let skipped = element.style.contentVisibility === 'auto';
    const measure = () => {
      if (!skipped)
        setOverflowing(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    };
    const skipChanged = (event: Event) => {
      skipped = (event as ContentVisibilityAutoStateChangeEvent).skipped;
      measure();
    };
    element.addEventListener('contentvisibilityautostatechange', skipChanged);
    const resizes = new ResizeObserver(measure);
    const watch = () => {
      resizes.disconnect();
      resizes.observe(element);
      if (element.firstElementChild) resizes.observe(element.firstElementChild);
      measure();
    };
    watch();
    const replacements = new MutationObserver(watch);
    replacements.observe(element, { childList: true });
    return () => {
      element.removeEventListener('contentvisibilityautostatechange', skipChanged);
      resizes.disconnect();
      replacements.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      // Positioned, so that absolutely placed content (Bootstrap's visually-hidden texts in the cells) is clipped and
      // scrolled with the table instead of widening the page from the nearest positioned ancestor (a card).
      className={`table-responsive position-relative${className ? ` ${className}` : ''}`}
      style={style}
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? label : undefined}
      tabIndex={overflowing ? 0 : undefined}
    >
      {children}
    </div>
  );
}
