import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a stale process may take to end after SIGTERM before it is killed. */
const END_TIMEOUT_MS = 5_000;

/**
 * Ends the process `pid` when it is still running `program` (its command line names it, read from /proc: Linux), as
 * left by a local host that died without stopping its children; a pid now taken by another program, or gone, is left
 * alone. SIGTERM first, SIGKILL after five seconds.
 * @returns whether a process was ended.
 */
export async function endStaleProcess(pid: number, program: string): Promise<boolean> {
  const running = async () =>
    (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ').includes(program);
  if (!(await running())) return false;
  process.kill(pid, 'SIGTERM');
  for (const started = Date.now(); Date.now() - started < END_TIMEOUT_MS; await sleep(100)) {
    if (!(await running())) return true;
  }
  process.kill(pid, 'SIGKILL');
  return true;
}
