import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/** A Content-Security-Policy violation a page of the context reported (securitypolicyviolation or the console). */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every CSP violation in a browser context's pages from now on: the `securitypolicyviolation` events of each
 * document (listened to by an init script, which the policy itself cannot block) and Chromium's console reports
 * ("Refused to ... because it violates the following Content Security Policy directive"), which also cover frames.
 * @returns the list, filled as violations happen (assert it is empty after visiting the screens).
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__rcReportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __rcReportCspViolation?: (v: object) => void }).__rcReportCspViolation;
      report?.({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) {
      violations.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: '', sample: text });
    }
  };
  context.on('console', onConsole);
  return violations;
}
