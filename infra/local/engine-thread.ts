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

type WorkerMessage = { port: number } | { error: string } | 'stopped';

const resolveModule = createRequire(import.meta.url).resolve;

/**
 * Starts a local engine (s3rver or dynalite, both CommonJS servers) in a worker thread listening on 127.0.0.1: the
 * engine answers on a core of its own while the handlers that call it keep theirs (on 2 cores a 1,000-AEC zip reads
 * its objects about a third faster than with s3rver on the handlers' event loop). The thread ends with stop() or with
 * the process.
 * @param spec the engine and its options; port 0 takes a free one.
 * @returns the endpoint and stop(), which closes the server and waits for the thread to end.
 * @throws Error with the engine's own message when it cannot start (port taken, directory not writable).
 */
export async function startEngineThread(spec: EngineSpec): Promise<LocalEngine> {
  const worker = new Worker(new URL('./engine-worker.cjs', import.meta.url), {
    workerData: { ...spec, module: resolveModule(spec.engine) },
  });
  const next = () =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`El motor local ${spec.engine} terminó (código ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    });
  const started = await next();
  if (typeof started !== 'object' || 'error' in started) {
    await worker.terminate();
    throw new Error(typeof started === 'object' ? started.error : `El motor local ${spec.engine} no arrancó`);
  }
  const stop = async () => {
    const answer = next();
    worker.postMessage('stop');
    const stopped = await answer.catch((error: unknown) => ({ error: String(error) }));
    // The server and its store are closed once 'stopped' arrives; ending the thread cannot cut a write short.
    await worker.terminate();
    if (stopped !== 'stopped') {
      throw new Error(
        typeof stopped === 'object' && 'error' in stopped
          ? stopped.error
          : `El motor local ${spec.engine} no se detuvo`,
      );
    }
  };
  return { endpoint: `http://127.0.0.1:${started.port}`, stop };
}
