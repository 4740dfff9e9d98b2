import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

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

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={className ? `table-responsive ${className}` : 'table-responsive'}
      style={style}
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? label : undefined}
      tabIndex={overflowing ? 0 : undefined}
    >
      {children}
    </div>
  );
}
