/**
 * The limits a client or debtor exceeds, under its name in Cartera and in Reportes' exposure tables (the
 * concentration limits of domain/cartera/limits.ts): 'Excede: …' in bold danger text, one phrase per breached limit.
 * Text only: an emoji sign drew as an empty box where the system has no emoji font.
 * @param excesos the breach phrases, e.g. 'Participación 34 % sobre el máximo de 30 %'; nothing is drawn when empty.
 */
export function LimitExcesses({ excesos, testId }: { excesos: readonly string[]; testId: string }) {
  if (excesos.length === 0) return null;
  return (
    <div className="text-danger-emphasis fw-semibold" data-testid={testId}>
      Excede: {excesos.join('; ')}
    </div>
  );
}
