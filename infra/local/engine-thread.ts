import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A local engine started by the local host or a test: where it listens and how to stop it. */
export interface LocalEngine {
  /** 'http://127.0.0.1:{port}' */
  endpoint: string;
  stop(): Promise<void>;
}

/** What engine-worker.cjs starts: s3rver over a directory with its buckets, or dynalite over a LevelDB path. */
export type EngineSpec =
  | { engine: 's3rver'; options: { directory: string; buckets: string[]; cors: string; port: number } }
  | { engine: 'dynalite'; options: { path: string; port: number } };

type EngineKind = EngineSpec['engine'];
type Answer = { id: number } & ({ port: number } | { error: string } | { stopped: true });

/** One engine kind's thread: the answers it owes, by request id, and how many servers or requests keep it needed. */
interface EngineThread {
  worker: Worker;
  waiting: Map<number, (answer: Answer) => void>;
  servers: number;
  /** Why the thread ended (it answers nothing more), or null while it runs. */
  ended: string | null;
}

const resolveModule = createRequire(import.meta.url).resolve;
const threads = new Map<EngineKind, EngineThread>();
let lastId = 0;

/**
 * Starts a local engine (s3rver or dynalite, both CommonJS servers) listening on 127.0.0.1 in its kind's worker
 * thread: the engine answers on a core of its own while the handlers that call it keep theirs (on 2 cores a 1,000-AEC
 * zip reads its objects about a third faster than with s3rver on the handlers' event loop). One thread per kind serves
 * every engine of that kind the process starts, so a test's next platform does not load the engine again (about
 * 1.2 s of CPU each); the thread keeps the process alive only while one of its engines runs.
 * @param spec the engine and its options; port 0 takes a free one.
 * @returns the endpoint and stop(), which closes the server and its store.
 * @throws Error with the engine's own message when it cannot start (port taken, directory not writable) or when its
 * thread ends.
 */
export async function startEngineThread(spec: EngineSpec): Promise<LocalEngine> {
  const thread = threadFor(spec.engine);
  const id = ++lastId;
  const started = await ask(thread, { type: 'start', id, options: spec.options });
  if (!('port' in started)) {
    throw new Error('error' in started ? started.error : `El motor local ${spec.engine} no arrancó`);
  }
  thread.servers++;
  keepAliveWhileNeeded(thread);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= ask(thread, { type: 'stop', id }).then((answer) => {
      thread.servers--;
      keepAliveWhileNeeded(thread);
      if ('error' in answer) throw new Error(answer.error);
    }));
  return { endpoint: `http://127.0.0.1:${started.port}`, stop };
}

function threadFor(engine: EngineKind): EngineThread {
  const running = threads.get(engine);
  if (running) return running;
  const worker = new Worker(new URL('./engine-worker.cjs', import.meta.url), {
    workerData: { engine, module: resolveModule(engine) },
  });
  const thread: EngineThread = { worker, waiting: new Map(), servers: 0, ended: null };
  worker.on('message', (answer: Answer) => {
    const settle = thread.waiting.get(answer.id);
    thread.waiting.delete(answer.id);
    keepAliveWhileNeeded(thread);
    settle?.(answer);
  });
  // A thread that ended answers nothing more: what it owes fails, and the next start begins a new one.
  const ended = (reason: string) => {
    thread.ended ??= reason;
    if (threads.get(engine) === thread) threads.delete(engine);
    for (const [id, settle] of thread.waiting) settle({ id, error: reason });
    thread.waiting.clear();
  };
  worker.on('error', (error) => ended(String(error.stack ?? error)));
  worker.on('exit', (code) => ended(`El motor local ${engine} terminó (código ${code})`));
  threads.set(engine, thread);
  return thread;
}

function ask(
  thread: EngineThread,
  message: { type: 'start' | 'stop'; id: number; options?: unknown },
): Promise<Answer> {
  if (thread.ended) return Promise.resolve({ id: message.id, error: thread.ended });
  return new Promise((resolve) => {
    thread.waiting.set(message.id, resolve);
    keepAliveWhileNeeded(thread);
    thread.worker.postMessage(message);
  });
}

/** An idle thread does not keep the process alive; one with a running engine or an answer to give does. */
function keepAliveWhileNeeded(thread: EngineThread): void {
  if (thread.servers > 0 || thread.waiting.size > 0) thread.worker.ref();
  else thread.worker.unref();
}
