import { alertCase } from '@domain/alerts/alert-text';
import { documentAt, drillTotals, type CarteraDocumentFilter } from '@domain/cartera/cartera-document';
import { carteraView, type CarteraParty } from '@domain/cartera/cartera-view';
import { standingCases } from '@domain/cartera/judicial-flag';
import type { CarteraLimits } from '@domain/cartera/limits';
import type { PartyKind } from '@domain/cartera/party-aggregate';
import type { Cartera, CarteraDocumentos, LimitesCartera } from '@domain/wire/schema-types';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import type { CarteraRepository } from '@lambdas/store/cartera-repository';

/** Documents per drill-down page unless asked, and the most one page may hold. */
export const CARTERA_PAGE = { default: 100, max: 1_000 };

/** One drill-down page asked for: the party (RUT normalised 'NNNNNNNN-D'), its narrowing and the page. */
export interface CarteraDocumentQuery {
  tipo: PartyKind;
  rut: string;
  filter: CarteraDocumentFilter;
  /** Documents per page, 1 to {@link CARTERA_PAGE}.max; {@link CARTERA_PAGE}.default when absent. */
  limite?: number | null;
  nextToken?: string | null;
}

type Deps<K extends keyof CarteraRepository> = { carteras: Pick<CarteraRepository, K>; now(): Date };

/**
 * The scope's held portfolio ('Cartera'), from the aggregates the refresh keeps (table carteras), never from the
 * cessions: concentration by debtor and cedente, aging and acceptance mix at `deps.now()`
 * (domain/cartera/cartera-view.ts) with the factoring's limits. puedeEditarLimites is the caller's cuentas flag (the
 * limits are the factoring's own settings, like its accounts). Each party carries its standing judicial red flag
 * ('Causa judicial nueva', domain/cartera/judicial-flag.ts).
 * @returns generadaEn (now) and construidaEn (the aggregates' build, null before the first) as ISO instants.
 */
export async function getCartera(
  scope: TenantScope,
  deps: Deps<'parties' | 'limits' | 'builtAt' | 'judicialFlags'>,
): Promise<Cartera> {
  const now = deps.now();
  const [parties, limites, construidaEn, flags] = await Promise.all([
    deps.carteras.parties(scope),
    deps.carteras.limits(scope),
    deps.carteras.builtAt(scope),
    deps.carteras.judicialFlags(scope),
  ]);
  const byRut = new Map(flags.map((flag) => [flag.rut, flag]));
  const flagged = (party: CarteraParty) => ({
    ...party,
    causasJudicialesNuevas: standingCases(byRut.get(party.rut) ?? null, now).map((caso) => alertCase(party, caso)),
  });
  const view = carteraView(parties, limites, now);
  return {
    ...view,
    deudores: view.deudores.map(flagged),
    cedentes: view.cedentes.map(flagged),
    generadaEn: now.toISOString(),
    construidaEn,
    limites,
    puedeEditarLimites: scope.flags.cuentas,
  };
}

/**
 * One page of a debtor's or cedente's drill-down at `deps.now()` (largest montoCedido first, the store's order),
 * with the totals of the whole narrowed drill-down (read from the party's aggregate, not from its lines).
 * @throws BadRequestError 'nextToken inválido' for a token of another party or factoring (the repository's).
 */
export async function getCarteraDocumentos(
  scope: TenantScope,
  query: CarteraDocumentQuery,
  deps: Deps<'documentPage' | 'party'>,
): Promise<CarteraDocumentos> {
  const now = deps.now();
  const [page, party] = await Promise.all([
    deps.carteras.documentPage(
      scope,
      query.tipo,
      query.rut,
      (line) => documentAt(line, query.filter, now),
      query.limite ?? CARTERA_PAGE.default,
      query.nextToken,
    ),
    deps.carteras.party(scope, query.tipo, query.rut),
  ]);
  return { documentos: page.items, total: drillTotals(party, query.filter, now), nextToken: page.nextToken };
}

/**
 * Replaces the scope's concentration limits (checked by domain/cartera/limits.ts parseCarteraLimits).
 * @returns the limits stored.
 */
export async function saveCarteraLimits(
  scope: TenantScope,
  limits: CarteraLimits,
  deps: { carteras: Pick<CarteraRepository, 'putLimits'> },
): Promise<LimitesCartera> {
  await deps.carteras.putLimits(scope, limits);
  return limits;
}
