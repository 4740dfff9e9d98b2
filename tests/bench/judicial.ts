import { TRIBUNALS } from '@domain/judicial/tribunals';
import { rutFromBody } from '@domain/rut';
import { startJudicialRig } from './judicial-rig';

const COMPANIES = {
  cedentes: [76100001, 76100002, 76100003].map((body) => ({
    rut: rutFromBody(body),
    razonSocial: `EMPRESA ${body} SPA`,
  })),
  deudor: { rut: rutFromBody(96500001), razonSocial: 'DEUDORA GRANDE S.A.' },
};

/**
 * Benchmarks judicial sweeps against the local judicial host (its slow tribunals at their 2 s) at config.judicial's
 * defaults (pace, concurrency, and the shared rate kept on dynalite): one RUT over every tribunal, then two RUTs at
 * once from two workers (two Lambdas: their own source and table client) drawing from the one rate. Wall clock.
 * @returns the tribunals; per run the seconds to complete, the requests sent (session pages and searches), requests a
 *   second actually sent (over the span from the first to the last) and the most in any one and any ten seconds,
 *   beside the configured rate and burst.
 */
export async function benchJudicial() {
  const rig = await startJudicialRig(COMPANIES, 'bench-judicial');
  try {
    const sweepAll = (ruts: string[]) =>
      rig.measure(() => Promise.all(ruts.map((rut) => rig.sweepNew(rut, TRIBUNALS))));
    const one = await sweepAll([rig.world.clientWithCases]);
    const two = await sweepAll([COMPANIES.cedentes[1]!.rut, COMPANIES.cedentes[2]!.rut]);
    return {
      tribunals: TRIBUNALS.length,
      configuredRatePerSecond: rig.config.judicial.ratePerSecond,
      configuredBurst: rig.config.judicial.rateBurst,
      oneRutSeconds: one.seconds,
      oneRutRequests: one.requests,
      oneRutSentPerSecond: one.sentPerSecond,
      oneRutMostInAnySecond: one.mostInAnySecond,
      oneRutMostInAnyTenSeconds: one.mostInAnyTenSeconds,
      twoWorkersSeconds: two.seconds,
      twoWorkersRequests: two.requests,
      twoWorkersSentPerSecond: two.sentPerSecond,
      twoWorkersMostInAnySecond: two.mostInAnySecond,
      twoWorkersMostInAnyTenSeconds: two.mostInAnyTenSeconds,
    };
  } finally {
    await rig.stop();
  }
}
