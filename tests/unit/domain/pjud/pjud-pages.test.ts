import { describe, expect, it } from 'vitest';
import { PjudPageError, readCausasPage, readLitigantesPage } from '@domain/pjud/pjud-pages';
import { CASE_ANSWERS, CASES_PER_CLIENT, pjudPages } from '@infra/local/demo-world/pjud-pages';
import { createRng } from '@infra/local/demo-world/rng';

const RUT = '76354771-K';
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('Poder Judicial case search pages', () => {
  const files = pjudPages(createRng('pjud'), RUT, 'EMPRESA & HIJOS LTDA', 0, '2026-11-24');
  const causasFile = files.find((file) => file.path === `pjud/causas/${RUT}.html`)!;

  it("reads every case of a client's page with its rol, filing date, caratulado and tribunal", () => {
    const causas = readCausasPage(bytes(causasFile.text));
    expect(causas).toHaveLength(CASES_PER_CLIENT);
    for (const causa of causas) {
      expect(causa.rol).toMatch(/^C-\d+-\d{4}$/);
      expect(causa.fechaIngreso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(causa.rol.endsWith(causa.fechaIngreso!.slice(0, 4))).toBe(true);
      expect(causa.caratulado).toContain('EMPRESA & HIJOS LTDA');
    }
    expect(new Set(causas.map((c) => c.rol)).size).toBe(CASES_PER_CLIENT);
  });

  it('reads litigants, an empty list, and a reserved case; the error answers travel as HTTP statuses', () => {
    const roles = readCausasPage(bytes(causasFile.text)).map((c) => c.rol);
    const pageOf = (n: number) => files.find((file) => file.path === `pjud/litigantes/${roles[n]}.html`)!;
    const found = readLitigantesPage(bytes(pageOf(CASE_ANSWERS.indexOf('litigantes')).text));
    expect(found.kind === 'litigantes' && found.litigantes.map((l) => l.rut)).toContain(RUT);
    expect(readLitigantesPage(bytes(pageOf(CASE_ANSWERS.indexOf('sin-litigantes')).text))).toEqual({
      kind: 'litigantes',
      litigantes: [],
    });
    expect(readLitigantesPage(bytes(pageOf(CASE_ANSWERS.indexOf('reservada')).text))).toEqual({ kind: 'reservada' });
    expect(
      ['error-500', 'error-502', 'error-503'].map(
        (answer) => pageOf(CASE_ANSWERS.indexOf(answer as never)).envelope?.status,
      ),
    ).toEqual([500, 502, 503]);
    expect(pageOf(CASE_ANSWERS.indexOf('demora')).envelope?.delayMs).toBeGreaterThan(30_000);
  });

  it('decodes entities in cells and refuses a page without its table', () => {
    const page =
      '<table id="litigantes"><tr><th>x</th></tr><tr><td>DDO.</td><td>1-9</td><td>Jur&iacute;dica</td><td>PE&Ntilde;A &amp; C&#237;A</td></tr></table>';
    expect(readLitigantesPage(bytes(page))).toEqual({
      kind: 'litigantes',
      litigantes: [{ participante: 'DDO.', rut: '1-9', persona: 'Jurídica', nombre: 'PEÑA & CíA' }],
    });
    expect(() => readCausasPage(bytes('<html><body>Service Unavailable</body></html>'))).toThrow(PjudPageError);
  });

  it('gives a client without records an empty cases table', () => {
    const [only] = pjudPages(createRng('pjud'), RUT, 'E', 1, '2026-11-24');
    expect(readCausasPage(bytes(only!.text))).toEqual([]);
  });
});
