import { defaultRadarConfig, type RadarConfig } from '@domain/kpis/radar-config/radar-config';
import { RADAR_TEMPLATES } from '@domain/kpis/radar-config/radar-templates';
import { systemScope } from '@lambdas/access/system-scope';
import type { RadarConfigRepository } from '@lambdas/store/radar-config-repository';
import type { DemoUser } from './seed-tenants';

const DAY_MS = 86_400_000;

/** The demo's own configuration: the defaults, stricter on payment and on the top debtor. */
function carteraPyme(claims: number): RadarConfig {
  const base = defaultRadarConfig();
  return {
    ...base,
    thresholds: {
      ...base.thresholds,
      'payment-compliance': { bad: 75, regular: 90 },
      'top1-cliente': { bad: 35, regular: 20 },
      'reclamo-promedio': { bad: claims, regular: 5 },
    },
  };
}

/**
 * The demo factorings' radar configurations ('Configuración Radar'), so the screen opens with a history: 14 days
 * before `now` one of their analysts saved 'Cartera pyme' as the radar's configuration, 7 days before a second named
 * one 'Clientes grandes' (the Aggressive template's thresholds) without applying it, and 2 days before changed the
 * claims threshold of 'Cartera pyme' and applied it again. A factoring with a saved configuration is left alone, so a
 * restart changes nothing.
 * @param users the demo users; a factoring's first analyst is named as the author.
 * @returns how many factorings were seeded.
 */
export async function seedDemoRadarConfigs(
  rutFactorings: readonly string[],
  users: readonly DemoUser[],
  radarConfigs: Pick<RadarConfigRepository, 'active' | 'save'>,
  now: Date,
): Promise<number> {
  const aggressive = RADAR_TEMPLATES.find((t) => t.name === 'Aggressive')?.config ?? defaultRadarConfig();
  let seeded = 0;
  for (const rut of rutFactorings) {
    const scope = systemScope(rut);
    if (await radarConfigs.active(scope)) continue;
    const user =
      users.find((u) => u.kind === 'factoring' && u.factorings.some((f) => f.rut === rut))?.email ??
      'admin@radarcesiones.cl';
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const save = async (days: number, name: string, description: string, config: RadarConfig, activate: boolean) => {
      const at = daysAgo(days);
      await radarConfigs.save(
        scope,
        {
          named: { name, description, savedAt: at, autoSaved: false, config },
          active: activate ? { config, name, savedAt: at, savedBy: user } : undefined,
        },
        { at, user, action: 'guardar', name, activated: activate },
      );
    };
    await save(14, 'Cartera pyme', 'Umbrales para la cartera de pymes', carteraPyme(15), true);
    await save(7, 'Clientes grandes', 'Más tolerante con clientes de gran tamaño', aggressive, false);
    await save(2, 'Cartera pyme', 'Umbrales para la cartera de pymes', carteraPyme(10), true);
    seeded++;
  }
  return seeded;
}
