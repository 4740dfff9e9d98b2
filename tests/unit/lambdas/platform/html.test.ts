import { describe, expect, it } from 'vitest';
import { escapeHtml, html, htmlPage } from '@lambdas/platform/html';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(170)).toBe('170');
  });
});

describe('html', () => {
  it('escapes interpolated values, joins arrays and keeps nested fragments as markup', () => {
    const name = '<script>alert(1)</script>';
    const rows = ['A&B', 'C'].map((value) => html`<li>${value}</li>`);
    expect(html`<p>${name}</p><ul>${rows}</ul>`.value).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>A&amp;B</li><li>C</li></ul>',
    );
  });

  it('escapes the page title', () => {
    const page = htmlPage('</title><script>x</script>', html`<p>ok</p>`);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).not.toContain('<script>');
  });
});
