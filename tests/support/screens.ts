import type { Page } from 'playwright-core';

/** Screens of web/src/app/router.tsx that search a period: measured with the last month's rows on screen. */
export const SEARCH_SCREENS = [
  '/cesion-adquiridas',
  '/cesion-cedidas',
  '/deudor-aceptados',
  '/deudor-rechazados',
  '/cliente-anulados',
  '/cliente-rebajados',
];

/** The other signed-in routes of the router (one path per alias group), measured as they open. */
export const OTHER_SCREENS = [
  '/dashboard-clientes',
  '/enrolador',
  '/cesion-masiva-planilla',
  '/cesion-masiva-grilla',
  '/re-cesionarios',
  '/descarga-masiva-aecs',
  '/notificacion-cesion',
  '/notificacion-recesion',
  '/carga-nomina',
  '/certificado-digital',
  '/consulta',
  '/cuentas',
  '/webhooks',
  '/alertas',
  '/reportes',
  '/asistente',
  '/configuracion-radar',
  '/radar-libro-ventas',
  '/radar-judicial',
];

/** Waits until the screen's heading shows and no spinner or 'Cargando...' status is left. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role=status], .spinner-border')].some(
        (status) => /Cargando/.test(status.textContent ?? '') || status.classList.contains('spinner-border'),
      ),
    undefined,
    { timeout: 30_000 },
  );
}
