import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chileLocalToIso } from '@domain/chile-time';
import { readCartolaPage } from '@domain/tgr/cartola-page';
import { judicialDemoWorld } from '@infra/local/demo-world/judicial-cases';
import { WORLD_MANIFEST, type DemoWorldManifest } from '@infra/local/demo-world/write-demo-world';
import { openClientDetail } from '../support/client-detail';
import type { CspViolation } from '../support/csp-violations';
import { demoSuite, signInAs, type DemoSession } from '../support/demo-session';
import { forgetJudicialRecords } from '../support/judicial-sweeps';

/** 'dd-MM-yyyy HH:mm' of a Chile wall time 'yyyy-MM-dd HH:mm', as the banner writes it. */
const bannerDate = (wall: string) => `${wall.slice(8, 10)}-${wall.slice(5, 7)}-${wall.slice(0, 4)} ${wall.slice(11)}`;

/**
 * The TGR and Poder Judicial tabs of the client detail in Chromium against local mode (client-detail.md §2, §4, §8):
 * the expected dates, cases and answers are read from the demo world (the TGR's pages, the local judicial host's
 * court records), not from the API. Every TGR state (fresh, stale with a forced update, processing, failed); the
 * client's judicial sweep started by the tab and its progress shown until the cases with their badge, a case's
 * litigants and a connection failure; and no CSP violation on the way. With SHOTS_DIR set, screenshots at 1440 and
 * 375 px land there.
 */
describe('client detail: TGR and Poder Judicial tabs (demo world)', () => {
  const demo = demoSuite({ demoScale: 0.1, judicialSlowMs: 300 });
  let page: Page;
  let violations: CspViolation[];
  let shot: DemoSession['shot'];
  let worldDir: string;
  /** The factoring's clients, each with its TGR page's reading and its cases. */
  let clients: {
    rut: string;
    tgr: ReturnType<typeof readCartolaPage>;
    tgrStatus: number;
    /** Its cases in the local judicial host's world. */
    causas: number;
  }[];

  const open = (rut: string, tab: 'tgr' | 'poderJudicial') => openClientDetail(page, demo.platform.webUrl, rut, tab);

  beforeAll(async () => {
    const session = await signInAs(demo, 'analyst', { watchCsp: true, shots: process.env.SHOTS_DIR });
    ({ page, csp: violations, shot } = session);
    const { user } = session;
    worldDir = demo.platform.config.siiDir!;
    const manifest = JSON.parse(readFileSync(path.join(worldDir, WORLD_MANIFEST), 'utf8')) as DemoWorldManifest;
    const ruts = manifest.factorings.find((f) => f.rut === user.factorings[0]!.rut)!.clientes;
    const judicial = judicialDemoWorld(manifest, manifest.seed);
    clients = ruts.map((rut) => {
      const tgrFile = path.join(worldDir, 'tgr', 'cartola', `${rut}.html`);
      const envelope = fs.existsSync(`${tgrFile}.http.json`)
        ? (JSON.parse(readFileSync(`${tgrFile}.http.json`, 'utf8')) as { status?: number })
        : {};
      return {
        rut,
        tgr: readCartolaPage(readFileSync(tgrFile)),
        tgrStatus: envelope.status ?? 200,
        causas: rut === judicial.failingRut ? -1 : judicial.casesOf(rut).length,
      };
    });
  });

  it('shows a fresh statement script-free in a sandboxed frame, with its date and no same-day update', async () => {
    const fresh = clients.find(
      (c) => c.tgr.kind === 'cartola' && c.tgrStatus === 200 && canNotForce(c.tgr.fechaEmision),
    )!;
    expect(fresh).toBeDefined();
    await open(fresh.rut, 'tgr');
    const wall = (fresh.tgr as { fechaEmision: string }).fechaEmision;
    await expect
      .poll(() => page.getByTestId('tgr-last-update').textContent(), { timeout: 20_000 })
      .toBe(bannerDate(wall));
    expect(await page.getByTestId('tgr-same-day').innerText()).toBe('No se puede actualizar en el mismo día');
    expect(await page.getByRole('button', { name: 'Forzar actualización' }).count()).toBe(0);
    const frame = page.getByTestId('tgr-frame');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toContain('CARTOLA FISCAL');
    expect(srcdoc).not.toMatch(/<script|\son\w+=|javascript:/i);
    await expect
      .poll(() => page.frameLocator('[data-testid="tgr-frame"]').locator('h1').textContent())
      .toBe('CARTOLA FISCAL');
    await shot('tgr-fresh-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot('tgr-fresh-375');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('offers Forzar actualización on a stale statement; forcing deletes the server data and opens a new session', async () => {
    const stale = clients.find(
      (c) => c.tgr.kind === 'cartola' && c.tgrStatus === 200 && !canNotForce(c.tgr.fechaEmision),
    )!;
    expect(stale).toBeDefined();
    await open(stale.rut, 'tgr');
    const force = page.getByRole('button', { name: 'Forzar actualización' });
    await force.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('tgr-last-update').textContent()).toBe(
      bannerDate((stale.tgr as { fechaEmision: string }).fechaEmision),
    );
    await shot('tgr-stale-1440');
    const deleted = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().includes(`/api/tgr/data/${stale.rut}`),
    );
    const session = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/api/tgr/create-session/${stale.rut}`),
    );
    await force.click();
    await deleted;
    expect((await session).status()).toBe(200);
    await page.getByTestId('tgr-frame').waitFor();
  });

  it('shows the processing state with Reintentar, and keeps loading with Reintentar when the TGR fails', async () => {
    const processing = clients.find((c) => c.tgr.kind === 'en-proceso')!;
    await open(processing.rut, 'tgr');
    const notice = page.getByTestId('tgr-processing');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.innerText()).toContain('Estamos procesando la información');
    await shot('tgr-processing-1440');
    const again = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes(`/api/tgr/create-session/${processing.rut}`),
    );
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await again;
    await notice.waitFor();

    const failed = clients.find((c) => c.tgr.kind === 'error' && c.tgrStatus === 503)!;
    await open(failed.rut, 'tgr');
    const stuck = page.getByTestId('tgr-session-failed');
    await stuck.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('tgr-tab').getByRole('status').count()).toBeGreaterThan(0);
    expect(await stuck.getByRole('button', { name: 'Reintentar' }).isVisible()).toBe(true);
    await shot('tgr-failed-1440');
  });

  it("sweeps the client's tribunals with progress, then lists its cases with their count badge and litigants", async () => {
    const withCases = clients.find((c) => c.causas > 0)!;
    await forgetJudicialRecords(demo.platform, withCases.rut);
    await open(withCases.rut, 'poderJudicial');
    await page.getByTestId('radar-judicial-procesando').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('radar-judicial-avance').innerText()).toMatch(/^\d+ \/ \d+ tribunales$/);
    await shot('pjud-procesando-1440');
    await expect
      .poll(() => page.getByTestId('pjud-count').textContent(), { timeout: 60_000 })
      .toBe(String(withCases.causas));
    const rows = page.getByTestId('pjud-causas').locator('tbody > tr');
    expect(await rows.count()).toBe(withCases.causas);
    const toggles = page.getByRole('button', { name: /^Ver litigantes / });
    const answer = async (n: number) => {
      await toggles.nth(n).click();
      const panel = page.getByTestId('pjud-causas').locator('tbody > tr', { has: page.locator('td[colspan="4"]') });
      const found = panel.getByTestId('litigantes-table').or(panel.getByTestId('litigantes-error'));
      await found.waitFor({ timeout: 40_000 });
      return found.innerText();
    };
    expect(await answer(0)).toContain(withCases.rut);
    await shot('pjud-litigantes-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot('pjud-litigantes-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.route('**/api/pjud/litigantes/**', (route) => route.abort('connectionfailed'));
    expect(await answer(withCases.causas > 1 ? 1 : 0)).toContain('Error de conexión');
    await page.unroute('**/api/pjud/litigantes/**');

    const without = clients.find((c) => c.causas === 0)!;
    await open(without.rut, 'poderJudicial');
    await expect.poll(() => page.getByTestId('pjud-count').textContent(), { timeout: 60_000 }).toBe('0');
    expect(await page.getByTestId('pjud-empty').innerText()).toBe(
      'No se encontraron registros judiciales para este RUT',
    );
  }, 180_000);

  it('met no CSP violation on the way', () => {
    expect(violations).toEqual([]);
  });
});

/** Whether a statement issued at this Chile wall time is from today in Chile (no forced update). */
function canNotForce(fechaEmision: string): boolean {
  const issued = new Date(chileLocalToIso(fechaEmision));
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(d);
  return day(issued) === day(new Date());
}
