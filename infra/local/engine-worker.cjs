'use strict';
/**
 * Runs the local engines of one kind (s3rver or dynalite) in a worker thread of the local host (engine-thread.ts), so
 * the engines' work uses a core of its own instead of sharing the event loop of the handlers that call them. Plain
 * CommonJS: the worker must start the same way under tsx (npm start) and under vitest, which only transform the main
 * thread's code. The thread outlives its servers: a later start in the same process (a test's next platform) reuses
 * the engine's loaded modules instead of loading them again.
 *
 * workerData: { engine: 's3rver' | 'dynalite', module: resolved path of the engine's package }.
 * Messages: { type: 'start', id, options } answered { id, port } once listening or { id, error } when it cannot start;
 * { type: 'stop', id } closes that server (dynalite closes its store with it) and answers { id, stopped: true } or
 * { id, error }.
 */
const { parentPort, workerData } = require('node:worker_threads');

const { engine, module: modulePath } = workerData;
const factory = require(modulePath);
/** The running servers' close functions, by the id their start was asked with. */
const servers = new Map();

async function start(options) {
  if (engine === 's3rver') {
    const configureBuckets = options.buckets.map((name) => ({ name, configs: [Buffer.from(options.cors)] }));
    const server = new factory({
      address: '127.0.0.1',
      port: options.port,
      directory: options.directory,
      silent: true,
      configureBuckets,
    });
    const address = await server.run();
    return { port: address.port, close: () => server.close() };
  }
  const server = factory({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise((resolve, reject) => {
      server.closeIdleConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return { port: server.address().port, close };
}

function describeError(error) {
  return String(error && error.stack ? error.stack : error);
}

parentPort.on('message', ({ type, id, options }) => {
  if (type === 'start') {
    start(options).then(
      ({ port, close }) => {
        servers.set(id, close);
        parentPort.postMessage({ id, port });
      },
      (error) => parentPort.postMessage({ id, error: describeError(error) }),
    );
  } else if (type === 'stop') {
    const close = servers.get(id);
    servers.delete(id);
    Promise.resolve(close && close()).then(
      () => parentPort.postMessage({ id, stopped: true }),
      (error) => parentPort.postMessage({ id, error: describeError(error) }),
    );
  }
});
