/**
 * A scheduled job on one machine (the stack's EventBridge rules): `run` at start and every `intervalMs`, one run at a
 * time in the sense that stop() waits for the one in flight. `run` handles its own failures.
 * @returns stop(), which clears the timer and waits for a run in flight.
 */
export function startLocalSchedule(run: () => Promise<void>, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
