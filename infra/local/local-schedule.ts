/** How often local mode runs its scheduled mail jobs unless told otherwise. */
const HOURLY_MS = 60 * 60 * 1000;

/**
 * A scheduled mail job on one machine (the stack's EventBridge rules): `run` with the current time at start and every
 * `intervalMs` (hourly by default, so a machine started or woken after the stack's morning hour still sends; the jobs
 * send each mail once). Logs '{name}: n enviados, m fallidos' when a run sent or failed something, and
 * '{name} no enviados: {error}' when it threw.
 * @param name the mails in Spanish, plural ('Resúmenes de alertas').
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalMailJob(
  name: string,
  run: (now: Date) => Promise<{ enviados: number; fallidos: number }>,
  options: { intervalMs?: number; log: (line: string) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run(new Date())
      .then((counts) => {
        if (counts.enviados + counts.fallidos > 0)
          options.log(`${name}: ${counts.enviados} enviados, ${counts.fallidos} fallidos`);
      })
      .catch((error: unknown) => options.log(`${name} no enviados: ${(error as Error).message}`));
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? HOURLY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
