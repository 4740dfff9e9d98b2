import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a test file waits for another file's build of the same template before building its own directory. */
const WAIT_LIMIT_MS = 10 * 60_000;
const POLL_MS = 500;

/**
 * Fills `into` with a copy of the template `key` under `root`, building the template first when no test file of this
 * run has: the first caller takes the key's lock (an atomic mkdir, so it holds across the runner's worker processes),
 * builds into a directory of its own with `build` and renames it into place; later callers wait for it and copy.
 * Returns false, with `into` untouched, when the template could not be had (its build failed, here or in another
 * process, or took longer than ten minutes): the caller then builds `into` itself.
 * @throws whatever `build` throws, to the caller that ran it (the failure is marked for the others first).
 */
export async function copyOfTemplate(
  root: string,
  key: string,
  build: (dir: string) => Promise<void>,
  into: string,
): Promise<boolean> {
  const template = path.join(root, key);
  const failed = `${template}.failed`;
  if (takeLock(`${template}.lock`)) {
    const building = `${template}.building`;
    try {
      await build(building);
      fs.renameSync(building, template);
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
  } else if (!(await appeared(template, failed))) {
    return false;
  }
  fs.cpSync(template, into, { recursive: true });
  return true;
}

function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Waits until `template` exists (true) or `failed` does or the limit passes (false). */
async function appeared(template: string, failed: string): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < WAIT_LIMIT_MS; await sleep(POLL_MS)) {
    if (fs.existsSync(template)) return true;
    if (fs.existsSync(failed)) return false;
  }
  return false;
}
