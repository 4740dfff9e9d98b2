/**
 * The assistant's speed on the 300,000-document client (issue 'Speed'): the preheat (the client's file opened with
 * sql.js on the server and its name read; the download from S3 is left out, the bytes are in memory) and each quick
 * option of client-radar.md §2 answered by the rules engine through the service (tools over the client-detail views,
 * grounding check), the session preheated.
 */
import { performance } from 'node:perf_hooks';
import { rulesEngine } from '@domain/assistant/rules-engine';
import { TOOL_TITLES } from '@domain/assistant/tool-catalogue';
import { systemScope } from '@lambdas/access/system-scope';
import { answerQuestion, preheatClient, type AssistantDeps } from '@lambdas/services/assistant/assistant-service';
import { loadSqlJs } from '@lambdas/services/client-db/sql-js';
import { clientRutOf } from './localdb-views';
import { p50p95Ms } from './stats';

/** The quick options, as their buttons send them. */
const QUICK_OPTIONS = ['tgrDebt', 'factorings', 'crossSales', 'monthlyPurchases', 'monthlySales'] as const;

/**
 * @param dbBytes the client's database file; runs repetitions of the preheat and of each quick option.
 * @returns preheatP50Ms/P95Ms and, per quick option, `{option}P50Ms`/`P95Ms`.
 * @throws when a quick option is answered with the grounding refusal or without figures.
 */
export async function benchAssistant(dbBytes: Uint8Array, runs = 9): Promise<Record<string, number>> {
  const SQL = await loadSqlJs();
  const probe = new SQL.Database(dbBytes);
  const rutCliente = clientRutOf(probe);
  probe.close();
  const scope = systemScope('76389992-6');
  const deps: AssistantDeps = {
    clientDbs: { contentHash: async () => 'bench', get: async () => dbBytes },
    loadSql: async () => SQL,
    factorings: {
      get: async (rut) => ({ rut, razonSocial: 'FACTORING', features: {}, prueba: { suscripcionHasta: '2999-12-31' } }),
    },
    now: () => new Date('2026-11-21T15:00:00Z'),
  };
  const preheats: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await preheatClient(deps, scope, rutCliente, `preheat-${i}`);
    preheats.push(performance.now() - t0);
  }
  const metrics: Record<string, number> = p50p95Ms('preheat', preheats);
  await preheatClient(deps, scope, rutCliente, 'questions');
  for (const option of QUICK_OPTIONS) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const answer = await answerQuestion(
        deps,
        scope,
        { rutCliente, question: TOOL_TITLES[option], sessionId: 'questions' },
        rulesEngine,
      );
      times.push(performance.now() - t0);
      if (answer.fuentes.length === 0 || !/\d/.test(answer.respuesta))
        throw new Error(`'${TOOL_TITLES[option]}' sin cifras: ${answer.respuesta}`);
    }
    Object.assign(metrics, p50p95Ms(option, times));
  }
  return metrics;
}
