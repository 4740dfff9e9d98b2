import { describe, expect, it } from 'vitest';
import { readCartolaPage } from '@domain/tgr/cartola-page';
import { statementProxyHtml } from '@lambdas/public-sources/tgr/statement-html';
import { DOCUMENT_STYLES } from '@lambdas/platform/html';
import { renderTgrStatement } from '@infra/local/demo-world/rcv-tgr-statement';
import { createRng } from '@infra/local/demo-world/rng';
import { STALE_DAYS, tgrCartolaPage } from '@infra/local/demo-world/tgr-cartola-pages';

const RUT = '76354771-K';
const TODAY = '2026-11-24';
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** Finds a seed whose statement has at least one debt, so the page's rows can be checked against the JSON. */
function statementWithDebts(): { json: Uint8Array; deudas: { formFolio: string; montoTotalTotal: string }[] } {
  for (let seed = 0; ; seed++) {
    const json = renderTgrStatement(createRng(seed), RUT, TODAY);
    const deudas = (
      JSON.parse(Buffer.from(json).toString('utf8')) as {
        listaDeudas: { formFolio: string; montoTotalTotal: string }[];
      }
    ).listaDeudas;
    if (deudas.length > 0) return { json, deudas };
  }
}

describe('readCartolaPage (TGR cartola service pages)', () => {
  it("reads the statement's issue date: today for a fresh page, STALE_DAYS before for a stale one", () => {
    const { json } = statementWithDebts();
    expect(readCartolaPage(bytes(tgrCartolaPage(RUT, 'EMPRESA', 'fresco', json, TODAY).text))).toEqual({
      kind: 'cartola',
      fechaEmision: `${TODAY} 08:30`,
    });
    expect(readCartolaPage(bytes(tgrCartolaPage(RUT, 'EMPRESA', 'antiguo', json, TODAY).text))).toEqual({
      kind: 'cartola',
      fechaEmision: `2026-11-${String(24 - STALE_DAYS).padStart(2, '0')} 08:30`,
    });
  });

  it('tells the processing page and an error page apart, and reads ISO-8859-1 pages with entities', () => {
    const { json } = statementWithDebts();
    expect(readCartolaPage(bytes(tgrCartolaPage(RUT, 'E', 'en-proceso', json, TODAY).text))).toEqual({
      kind: 'en-proceso',
    });
    expect(readCartolaPage(bytes(tgrCartolaPage(RUT, 'E', 'falla', json, TODAY).text)).kind).toBe('error');
    const latin1 = Buffer.from(
      '<html><body><h1>Cartola Fiscal</h1><p>Fecha de emisi\u00f3n: 01/10/2026</p></body></html>',
      'latin1',
    );
    expect(readCartolaPage(latin1)).toEqual({ kind: 'cartola', fechaEmision: '2026-10-01 00:00' });
    expect(readCartolaPage(bytes('<p>CARTOLA FISCAL &mdash; Fecha de emisi&oacute;n: 02-10-2026 17:45</p>'))).toEqual({
      kind: 'cartola',
      fechaEmision: '2026-10-02 17:45',
    });
  });
});

describe('statementProxyHtml (the proxy strips scripts and everything that runs or restyles)', () => {
  it("keeps the statement's text and tables and drops the TGR page's scripts, styles, links, images and handlers", () => {
    const { json, deudas } = statementWithDebts();
    const page = statementProxyHtml(bytes(tgrCartolaPage(RUT, 'EMPRESA DEMO', 'fresco', json, TODAY).text), 'Cartola');
    expect(page).toContain('CARTOLA FISCAL');
    for (const deuda of deudas) {
      expect(page).toContain(deuda.formFolio);
      expect(page).toContain(deuda.montoTotalTotal);
    }
    expect(page).not.toMatch(/<script|dataLayer|<link|<img|\son\w+\s*=|javascript:|style="|href=|src=/i);
    expect(page.match(/<style>([\s\S]*?)<\/style>/g)).toEqual([`<style>${DOCUMENT_STYLES}</style>`]);
    expect(page).toContain(`<td class="monto">${deudas[0]!.montoTotalTotal}</td>`);
  });

  it('withstands hostile markup: split, unclosed and attribute-borne scripts, comments and stray brackets', () => {
    const hostile = [
      '<body><scr<script>x</script>ipt>alert(1)</script>',
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">enlace</a>',
      '<td colspan="2" onclick="x()" style="color:red">celda</td><td colspan="9999">ancha</td>',
      '<!-- <script>alert(4)</script> --><svg><script>alert(5)</script></svg>',
      '<p title=">" onmouseover=alert(6)>texto</p> 1 < 2 > 0',
      '<iframe srcdoc="<script>alert(7)</script>"></iframe><script>never closed alert(8)',
    ].join('\n');
    const page = statementProxyHtml(bytes(hostile), 'Hostil');
    const body = page.slice(page.indexOf('<body>'));
    expect(body).not.toMatch(/<script|<img|<a\b|<svg|<iframe|\son\w+\s*=|style=/i);
    expect(body).not.toMatch(/alert\((2|3|4|5|6|7|8)\)/);
    expect(body).toContain('<td colspan="2">celda</td>');
    expect(body).toContain('<td>ancha</td>');
    expect(body).toContain('enlace');
    expect(body).toContain('1 &lt; 2 &gt; 0');
  });
});
