'use strict';
/**
 * Runs one local engine (s3rver or dynalite) in a worker thread of the local host (engine-thread.ts), so the engine's
 * work uses a core of its own instead of sharing the event loop of the handlers that call it. Plain CommonJS: the
 * worker must start the same way under tsx (npm start) and under vitest, which only transform the main thread's code.
 *
 * workerData: { engine: 's3rver' | 'dynalite', module: resolved path of the engine's package, options: its options }.
 * Posts { port } once listening, or { error } when it cannot start; on the message 'stop' closes the server (dynalite
 * closes its store with it) and posts 'stopped'. The host terminates the thread after either answer.
 */
const { parentPort, workerData } = require('node:worker_threads');

const { engine, module: modulePath, options } = workerData;

async function start() {
  const factory = require(modulePath);
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

start().then(
  ({ port, close }) => {
    parentPort.on('message', (message) => {
      if (message !== 'stop') return;
      close().then(
        () => parentPort.postMessage('stopped'),
        (error) => parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) }),
      );
    });
    parentPort.postMessage({ port });
  },
  (error) => parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) }),
);
