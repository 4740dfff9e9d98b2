import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { KPI_DEFAULT_SCALES, classifyKpi, type KpiClass } from '@domain/kpis/kpi-scales';
import { periodKpiValue } from '@domain/kpis/period-kpi-value';
import { gatherClientInput } from '@lambdas/services/client-db/gather-client-input';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { writeClientDb } from '@lambdas/services/client-db/write-client-db';
import { buildWorld } from '@infra/local/demo-world/build-world';
import { OUTSIDE_FACTORINGS } from '@infra/local/demo-world/outside-factorings';
import { clientFiles } from '@infra/local/demo-world/rcv-client-files';
import type { World, WorldCompany } from '@infra/local/demo-world/world-model';

const SEED = 'radar';
const TODAY = '2026-11-21';
/** Noon of TODAY in Santiago (UTC-3 in November). */
const NOW = new Date('2026-11-21T15:00:00Z');
const FACTORING_KPIS = ['cantidad-factorings', 'top3-factorings'] as const;

/**
 * A client's class on a factoring KPI as the client list shows it: its database built from its own demo files by the
 * builder, the months combined by periodKpiValue and classified by classifyKpi with the default thresholds.
 */
async function classOf(
  SQL: SqlJsStatic,
  world: World,
  client: WorldCompany,
): Promise<Record<(typeof FACTORING_KPIS)[number], KpiClass | null>> {
  const { files } = clientFiles(world, client, 4);
  const source = {
    clientFiles: async () => files.map(({ name, bytes }) => ({ name, bytes })),
    listFiles: async () => files.map(({ name }) => ({ name, tag: name })),
  };
  const { input } = await gatherClientInput(
    { files: source },
    {
      rutFactoring: world.factorings[0]!.rut,
      rutCliente: client.rut,
      razonSocialCliente: client.razonSocial,
      estado: 'Activo',
      now: NOW,
      contentHash: 'test',
    },
  );
  const { kpis } = writeClientDb(SQL, input);
  const classify = (kpi: (typeof FACTORING_KPIS)[number]) =>
    classifyKpi(
      periodKpiValue(
        kpi,
        kpis.filter((row) => row.kpi === kpi).map((row) => row.value),
      ),
      KPI_DEFAULT_SCALES[kpi],
    );
  return { 'cantidad-factorings': classify('cantidad-factorings'), 'top3-factorings': classify('top3-factorings') };
}

describe('demo world cessions to factorings outside the platform', () => {
  let SQL: SqlJsStatic;
  beforeAll(async () => {
    SQL = await loadSqlJs();
  });

  it.each([0.05, 0.1])('places the clients of the world at scale %s in Bueno, Regular and Malo', async (scale) => {
    const world = buildWorld({ seed: SEED, today: TODAY, scale });
    const classes = await Promise.all(world.cedentes.map((client) => classOf(SQL, world, client)));
    for (const kpi of FACTORING_KPIS)
      expect(new Set(classes.map((c) => c[kpi]))).toEqual(new Set<KpiClass>(['Bueno', 'Regular', 'Malo']));
  });

  it('adds them as new documents of the clients, one cesión each under a folio of its own', () => {
    const world = buildWorld({ seed: SEED, today: TODAY, scale: 0.05 });
    const outside = new Set(OUTSIDE_FACTORINGS);
    const held = world.documents.filter((doc) => doc.cesiones.every((c) => !outside.has(c.cesionario)));
    const added = world.documents.filter((doc) => doc.cesiones.some((c) => outside.has(c.cesionario)));
    expect(added.length).toBeGreaterThan(0);
    // Every added document is the client's own new one: a single cesión to an outside factoring under a folio no
    // tenant-held document of the same emisor and type has.
    const heldKeys = new Set(held.map((doc) => `${doc.emisor.rut}#${doc.tipoDTE}#${doc.folio}`));
    for (const doc of added) {
      expect(doc.cesiones).toHaveLength(1);
      expect(world.cedentes).toContain(doc.cesiones[0]!.cedente);
      expect(heldKeys.has(`${doc.emisor.rut}#${doc.tipoDTE}#${doc.folio}`)).toBe(false);
    }
    expect(new Set(added.map((doc) => `${doc.emisor.rut}#${doc.folio}`)).size).toBe(added.length);
  });
});
