import { PORTFOLIO_MARK_TEXTS, type PortfolioMark } from '@domain/judicial/portfolio-cross-check';

/**
 * A litigant's portfolio marks, one badge each ('Cliente de la cartera', 'Deudor de la cartera';
 * domain/judicial/portfolio-cross-check.ts), after its name; nothing when it has none.
 * @param testId the badges' data-testid on the screen that shows them.
 */
export function PortfolioMarkBadges({ marks, testId }: { marks: readonly PortfolioMark[]; testId: string }) {
  return (
    <>
      {marks.map((mark) => (
        <span key={mark} className="badge text-bg-warning ms-1" data-testid={testId}>
          {PORTFOLIO_MARK_TEXTS[mark]}
        </span>
      ))}
    </>
  );
}
