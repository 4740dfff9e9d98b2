import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { DemoUser } from '@infra/local/seed-tenants';
import { launchChromium } from './browser';
import { watchCspViolations, type CspViolation } from './csp-violations';
import { signIn, startE2ePlatform } from './e2e-platform';
import { enrolTotpInSettings } from './totp';

export type E2ePlatform = Awaited<ReturnType<typeof startE2ePlatform>>;

/** The local platform and the Chromium of a browser suite, set once the suite's first beforeAll ran. */
export interface DemoSuite {
  platform: E2ePlatform;
  browser: Browser;
}

/**
 * Starts the local platform (see {@link startE2ePlatform}) and Chromium before the tests of the describe block it is
 * called in, and stops both after them. Hooks the block registers later run after these (the platform is up). Up to
 * five minutes to start: the first refresh of a demo world on a loaded machine.
 */
export function demoSuite(options: Parameters<typeof startE2ePlatform>[0] = {}): DemoSuite {
  const suite = {} as DemoSuite;
  beforeAll(async () => {
    suite.platform = await startE2ePlatform(options);
    suite.browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.platform?.stop();
  });
  return suite;
}

/**
 * Who signs in among the users local mode creates (infra/local/seed-tenants.ts: one analyst per factoring, the
 * administrator of both, the demo debtor's user): 'analyst' is the first factoring's, 'extended' the second's (the
 * factoring with DEMO_EXTENDED_FEATURES), `{ rutFactoring }` that factoring's analyst.
 */
export type DemoRole = 'analyst' | 'extended' | 'admin' | 'deudor' | { rutFactoring: string };

/**
 * The demo user of `who` on `platform`.
 * @throws Error when the platform created no such user.
 */
export function demoUser(platform: E2ePlatform, who: DemoRole): DemoUser {
  const analysts = platform.users.filter((user) => user.kind === 'factoring' && user.factorings.length === 1);
  const found =
    typeof who === 'object'
      ? analysts.find((user) => user.factorings[0]!.rut === who.rutFactoring)
      : {
          analyst: analysts[0],
          extended: analysts[1],
          admin: platform.users.find((user) => user.email === 'admin@radarcesiones.cl'),
          deudor: platform.users.find((user) => user.kind === 'deudor'),
        }[who];
  if (!found) throw new Error(`No demo user for ${JSON.stringify(who)}`);
  return found;
}

/**
 * How a browser page is opened: its viewport (1440 × 900 unless given), its language and whether CSP violations are
 * recorded.
 */
export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Records the Content-Security-Policy violations of the context's pages (see {@link watchCspViolations}). */
  watchCsp?: boolean;
  /** The browser's language (navigator.language, Accept-Language); Chromium's own when undefined. */
  locale?: string;
}

/** A page in a context of its own, and the CSP violations its context reported (always empty unless watched). */
export interface DemoPage {
  context: BrowserContext;
  page: Page;
  csp: CspViolation[];
}

/**
 * Opens a page, not signed in, in a new browser context of the suite's Chromium; closing the page closes its context
 * (as with `browser.newPage`), other pages of the context (a second tab) included.
 */
export async function openPage(suite: DemoSuite, options: PageOptions = {}): Promise<DemoPage> {
  const context = await suite.browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: options.locale,
  });
  const csp = options.watchCsp ? await watchCspViolations(context) : [];
  const page = await context.newPage();
  // Browser.close() closes the pages too, when the context may be gone already.
  page.once('close', () => void context.close().catch(() => undefined));
  return { context, page, csp };
}

/** What a demo session does besides signing in (each step optional, in this order). */
export interface SessionOptions extends PageOptions {
  /** Runs on the new page before the sign-in (routes, listeners, a fake clock). */
  beforeSignIn?: (page: Page) => unknown;
  /**
   * Runs the sign-in and waits for the landing screen, e.g. `searchWholePeriod` (the landing list's whole period);
   * by default the sign-in alone (it waits for the post-login route).
   */
  landing?: (page: Page, signIn: () => Promise<void>) => Promise<void>;
  /**
   * Enrols an authenticator app in the user settings, for the operations that need a TOTP-verified session (accounts,
   * cessions, certificates, webhook secrets), then goes back to the landing screen.
   */
  totp?: boolean;
  /** A screen to open then by its route (see {@link openScreen}). */
  route?: string;
  /**
   * What shows when the screen is ready: by default, with a route, its heading; without one, nothing but the sign-in's
   * own wait.
   */
  ready?: (page: Page) => Promise<void>;
  /** Where {@link DemoSession.shot} saves its screenshots: none when undefined (its environment variable unset). */
  shots?: string;
}

/** A signed-in page of a demo user. */
export interface DemoSession extends DemoPage {
  user: DemoUser;
  /** Saves a screenshot of the page (the whole page unless `fullPage` is false) when `shots` is set. */
  shot: (name: string, fullPage?: boolean) => Promise<void>;
}

/**
 * Signs `who` in (a {@link DemoRole} or a user) on a new page of the suite and takes the steps of `options`: the
 * block every browser test of the demo world starts with.
 */
export async function signInAs(
  suite: DemoSuite,
  who: DemoRole | DemoUser,
  options: SessionOptions = {},
): Promise<DemoSession> {
  const { platform } = suite;
  const user = typeof who === 'object' && 'email' in who ? who : demoUser(platform, who);
  const opened = await openPage(suite, options);
  const { page } = opened;
  await options.beforeSignIn?.(page);
  const signInNow = () => signIn(page, platform.webUrl, user.email, user.password);
  await (options.landing ? options.landing(page, signInNow) : signInNow());
  if (options.totp) {
    const landing = page.url();
    await enrolTotpInSettings(page);
    await page.goto(landing);
  }
  if (options.route) await openScreen(page, platform.webUrl, options.route, options.ready);
  else await options.ready?.(page);
  return { ...opened, user, shot: (name, fullPage) => saveShot(options.shots, page, name, fullPage) };
}

/**
 * Opens a signed-in screen by its route (web/src/app/router.tsx) and waits until it is `ready`: by default until its
 * heading (`main h1`) shows.
 */
async function openScreen(
  page: Page,
  webUrl: string,
  route: string,
  ready: (page: Page) => Promise<void> = (screen) => screen.locator('main h1').first().waitFor({ timeout: 30_000 }),
): Promise<void> {
  await page.goto(new URL(route, webUrl).href);
  await ready(page);
}

/**
 * Saves a screenshot `{name}.png` of a page (the whole page unless `fullPage` is false) or of one element into `dir`,
 * created if missing; does nothing without a `dir` (screens are saved for a look, never compared).
 */
export async function saveShot(
  dir: string | undefined,
  target: Page | Locator,
  name: string,
  fullPage = true,
): Promise<void> {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}
