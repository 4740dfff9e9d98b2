import { performance } from 'node:perf_hooks';
import { format, parseISO, subDays } from 'date-fns';
import WebSocket from 'ws';
import { todayInChile } from '@domain/chile-time';
import { eventoBackProtocols } from '@domain/evento-back-protocol';
import { CESION_FIELDS } from '@web/lib/cessions/cesion-fields';
import { signIn } from '../support/local-identity';
import { startSeededPlatform } from './seeded-platform';
import { percentile, round } from './stats';

/** The acquired screen's first page, as the web app asks it (100 rows of the last 7 days). */
const QUERY = `query ($desde: String!, $hasta: String!, $rutFactoring: String!) {
  archivosElectronicoDeCesionRecuperados(fechaInicio: $desde, fechaTermino: $hasta, rutFactoring: $rutFactoring, limit: 100) {
    items { ${CESION_FIELDS} } nextToken ultimaActualizacion } }`;

/** Opens an eventoBack socket as the browser does (id token as subprotocol) and counts the eventoBack frames. */
function openSocket(
  url: string,
  rutFactoring: string,
  token: string,
): Promise<{ socket: WebSocket; frames: () => number }> {
  return new Promise((resolve, reject) => {
    const address = new URL(url);
    address.searchParams.set('rutFactoring', rutFactoring);
    const socket = new WebSocket(address, eventoBackProtocols(token));
    let frames = 0;
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { evento?: string }).evento === 'eventoBack') frames += 1;
    });
    socket.once('open', () => resolve({ socket, frames: () => frames }));
    socket.once('error', reject);
  });
}

/**
 * 'load': the seeded platform of the acquired-pages benchmarks (5,000 acquired cessions in the last 7 days) with
 * `users` concurrent clients, each with its eventoBack socket open and reading the acquired screen's first page in a
 * loop for `seconds`, while a refresh tick runs a third of the way in and announces itself on every socket. One
 * signed-in user's token serves every client (the cost is per request, not per user). Reports requests, throughput,
 * p50/p99 latency in ms, failed requests, the refresh's duration and how many sockets did not get its push.
 */
export async function benchLoad(users = 50, seconds = 20): Promise<Record<string, number>> {
  const { platform, user } = await startSeededPlatform(5_000, 100, 0);
  const sockets: WebSocket[] = [];
  try {
    const token = (
      await signIn(platform.config.endpoints!.cognito!, platform.config.auth.clientId, user.email, user.password)
    ).IdToken;
    const rutFactoring = user.factorings[0]!.rut;
    const today = todayInChile(new Date());
    const variables = { desde: format(subDays(parseISO(today), 6), 'yyyy-MM-dd'), hasta: today, rutFactoring };
    const clients = await Promise.all(
      Array.from({ length: users }, () => openSocket(platform.websocketUrl, rutFactoring, token)),
    );
    sockets.push(...clients.map((client) => client.socket));
    const before = clients.map((client) => client.frames());

    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const end = started + seconds * 1000;
    const refresh = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      const tickStart = performance.now();
      await platform.jobs.tick();
      return performance.now() - tickStart;
    })();
    await Promise.all(
      clients.map(async () => {
        while (performance.now() < end) {
          const t = performance.now();
          try {
            const response = await fetch(platform.graphqlUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: token },
              body: JSON.stringify({ query: QUERY, variables }),
            });
            const answer = (await response.json()) as {
              errors?: unknown[];
              data?: { archivosElectronicoDeCesionRecuperados?: { items: unknown[] } };
            };
            if (
              !response.ok ||
              answer.errors?.length ||
              answer.data?.archivosElectronicoDeCesionRecuperados?.items.length !== 100
            )
              errors += 1;
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const refreshMs = await refresh;
    const deadline = performance.now() + 10_000;
    const missed = () => clients.filter((client, i) => client.frames() <= before[i]!).length;
    while (missed() > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      users,
      requests: latencies.length,
      requestsPerSecond: round(latencies.length / elapsed, 1),
      p50Ms: round(percentile(latencies, 50), 0),
      p99Ms: round(percentile(latencies, 99), 0),
      errors,
      refreshMs: round(refreshMs, 0),
      socketsWithoutPush: missed(),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await platform.stop();
  }
}
