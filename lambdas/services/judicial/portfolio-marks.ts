import type { PortfolioMark, PortfolioMarks } from '@domain/judicial/portfolio-cross-check';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CarteraRepository } from '../../store/cartera-repository';

const SIDES: readonly [PortfolioMark, 'cedente' | 'deudor'][] = [
  ['cliente', 'cedente'],
  ['deudor', 'deudor'],
];

/**
 * Which of `ruts` are the factoring's clients (a cedente of its Cartera) or debtors (a deudor of its Cartera): one
 * read of each RUT's aggregate per side, the factoring's own Cartera only.
 * @param ruts normalised 'NNNNNNNN-D'.
 * @returns the marks of each RUT that has any (RUTs with none absent).
 * @throws the store's error.
 */
export async function portfolioMarks(
  carteras: Pick<CarteraRepository, 'party'>,
  scope: FactoringScope,
  ruts: readonly string[],
): Promise<PortfolioMarks> {
  const found = await Promise.all(
    ruts.map(async (rut) => {
      const held = await Promise.all(SIDES.map(([, tipo]) => carteras.party(scope, tipo, rut)));
      return [rut, SIDES.filter((_, n) => held[n] !== null).map(([mark]) => mark)] as const;
    }),
  );
  return new Map(found.filter(([, marks]) => marks.length > 0));
}
