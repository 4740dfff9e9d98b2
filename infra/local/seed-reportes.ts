import { carteraView } from '@domain/cartera/cartera-view';
import { NO_LIMITS, parseCarteraLimits } from '@domain/cartera/limits';
import { systemScope } from '@lambdas/access/system-scope';
import type { CarteraRepository } from '@lambdas/store/cartera-repository';
import type { ExecutiveRepository } from '@lambdas/store/executive-repository';
import type { DemoUser } from './seed-tenants';

/** What the seed writes to. */
export interface ReportesSeedStores {
  carteras: Pick<CarteraRepository, 'parties' | 'limits' | 'putLimits'>;
  executives: Pick<ExecutiveRepository, 'listForFactoring' | 'add'>;
}

/**
 * The first demo factoring's 'Reportes' opens with figures in 'Exposición contra límites' and 'Por ejecutivo' (their
 * empty states otherwise): from the held portfolio the first refresh built, a montoMaximo 20 % under the largest
 * debtor's exposure (breached), one 50 % over the second debtor's and one 25 % over the largest cedente's; and its
 * analyst as the executive of the first half of its clients (by RUT), the administrator of the next quarter (rounded
 * down), the rest without one (so 'Por ejecutivo' keeps its 'Sin ejecutivo' row and the client list its 'Agregar
 * Ejecutivo'). A factoring with limits or assignments already saved keeps them, so a restart changes nothing.
 * @param clients the factoring's client RUTs.
 * @returns how many limits and assignments were written.
 */
export async function seedDemoReportes(
  rutFactoring: string,
  users: readonly DemoUser[],
  clients: readonly string[],
  stores: ReportesSeedStores,
  now: Date,
): Promise<{ limites: number; ejecutivos: number }> {
  const scope = systemScope(rutFactoring);
  let limites = 0;
  const current = await stores.carteras.limits(scope);
  if (JSON.stringify(current) === JSON.stringify(NO_LIMITS)) {
    const { deudores, cedentes } = carteraView(await stores.carteras.parties(scope), NO_LIMITS, now);
    const [first, second] = deudores;
    const [cedente] = cedentes;
    if (first && second && cedente) {
      const limits = parseCarteraLimits({
        porRut: [
          { tipo: 'deudor', rut: first.rut, montoMaximo: Math.max(1, Math.floor(first.monto * 0.8)) },
          { tipo: 'deudor', rut: second.rut, montoMaximo: Math.ceil(second.monto * 1.5) },
          { tipo: 'cedente', rut: cedente.rut, montoMaximo: Math.ceil(cedente.monto * 1.25) },
        ],
      });
      await stores.carteras.putLimits(scope, limits);
      limites = limits.porRut.length;
    }
  }
  let ejecutivos = 0;
  const members = users.filter((u) => u.kind === 'factoring' && u.factorings.some((f) => f.rut === rutFactoring));
  const analyst = members.find((u) => u.factorings.length === 1)?.email;
  const admin = members.find((u) => u.factorings.length > 1)?.email;
  if (analyst && (await stores.executives.listForFactoring(scope)).size === 0) {
    const sorted = [...clients].sort();
    const half = Math.ceil(sorted.length / 2);
    const quarter = Math.floor(sorted.length / 4);
    for (const [index, rut] of sorted.entries()) {
      const email = index < half ? analyst : index < half + quarter ? admin : undefined;
      if (!email) continue;
      await stores.executives.add(scope, rut, email);
      ejecutivos += 1;
    }
  }
  return { limites, ejecutivos };
}
