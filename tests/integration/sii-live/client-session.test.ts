/**
 * A client company's own session of the real SII web client against the local SII over HTTP, with the clave the
 * local SII issued to it: its RCV exports (ventas, and compras per estado) equal the world's RCV CSV files line for
 * line, a month without a file reads as null, its cesiones en período as cedente equal the world's, and close()
 * logs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import { companyClave, startSiiLive, type SiiLive } from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { periodContent, worldRcvFiles } from '../../support/sii-live-world';

let live: SiiLive;

beforeAll(async () => {
  live = await startSiiLive();
});

afterAll(async () => {
  await live?.stop();
});

/** The client whose RCV files span the most compras estados. */
function richestClient(): string {
  const estados = (rut: string) => new Set(worldRcvFiles(live.world, rut).map((f) => f.query.estadoContab)).size;
  return live.world.manifest.cedentes.map((c) => c.rut).sort((a, b) => estados(b) - estados(a))[0]!;
}

/** Runs `use` in a session of client `rut` and logs out. */
async function withSession<T>(
  rut: string,
  use: (session: ReturnType<SiiLive['client']['clientSession']>) => Promise<T>,
): Promise<T> {
  const session = live.client.clientSession(rut, companyClave(live.sii, rut), live.capture.archive());
  try {
    return await use(session);
  } finally {
    await session.close();
  }
}

describe('RCV export', () => {
  it("returns every RCV file of the client, ventas and compras per estado, as the world's lines joined with CRLF", async () => {
    const rut = richestClient();
    const files = worldRcvFiles(live.world, rut);
    const estados = new Set(files.map((f) => f.query.estadoContab ?? 'VENTA'));
    expect([...estados].sort()).toEqual(expect.arrayContaining(['PENDIENTE', 'RECLAMADO', 'REGISTRO', 'VENTA']));
    await withSession(rut, async (session) => {
      for (const file of files) {
        const got = await session.fetchRcv(file.query);
        expect(got?.name).toBe(file.name);
        expect(new TextDecoder().decode(got!.bytes)).toBe(file.text);
      }
    });
  });

  it('reads a month or estado without documents as null', async () => {
    const rut = richestClient();
    const months = worldRcvFiles(live.world, rut).map((f) => f.query.periodo);
    const empty = [
      { operacion: 'VENTA', periodo: '202001' },
      { operacion: 'COMPRA', periodo: months.at(-1)!, estadoContab: 'NO_INCLUIR' },
    ] as const;
    await withSession(rut, async (session) => {
      for (const query of empty) expect(await session.fetchRcv(query)).toBeNull();
    });
  });

  it('logs in once with the client clave for a run of exports, reports it, and logs out on close', async () => {
    const rut = live.world.manifest.cedentes[0]!.rut;
    const logins: LoginResult[] = [];
    live.sii.control.resetRequests();
    const session = live.client.clientSession(rut, companyClave(live.sii, rut), live.capture.archive(), (r) =>
      logins.push(r),
    );
    const queries = worldRcvFiles(live.world, rut)
      .slice(0, 6)
      .map((f) => f.query);
    const got = await Promise.all(queries.map((q) => session.fetchRcv(q)));
    expect(got.every((file) => file !== null)).toBe(true);
    expect(live.sii.control.openSessions(rut)).toBe(1);
    await session.close();
    expect(live.sii.control.openSessions(rut)).toBe(0);
    expect(logins).toEqual([{ ok: true }]);
    expect([live.served('CAutInicio'), live.served('admRepresentar'), live.served('autTermino')]).toEqual([1, 0, 1]);
  });
});

describe('cesiones en período', () => {
  it("gives the client's answers as cedente over a long window: the rows of its own period files", async () => {
    const rut = live.world.manifest.cedentes[0]!.rut;
    const window = { desde: '2025-03-18', hasta: '2025-06-30' };
    const answers = await withSession(rut, (session) =>
      session.fetchPeriodAnswers({ rut, role: 'cedente', ...window }),
    );
    expect(answers).toHaveLength(4);
    expect(answers.every((a) => a.name.startsWith(`CESIONES_${rut}_1_`))).toBe(true);
    const world = await live.files.fetchPeriodAnswers({ rut, role: 'cedente', ...window });
    const got = periodContent(answers, window.desde, window.hasta);
    expect(got.rows.length).toBeGreaterThan(0);
    expect(got).toEqual(periodContent(world, window.desde, window.hasta));
  });
});

itLeavesNoSecrets(() => live);
