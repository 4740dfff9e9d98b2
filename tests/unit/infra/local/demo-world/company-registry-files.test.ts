import { describe, expect, it } from 'vitest';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { displayRut } from '@domain/es-cl-format';
import { parseConstitutionJson } from '@domain/company-registry/constitution-json';
import { readResEstado } from '@domain/company-registry/res-estado';
import { taxFolderFileName } from '@lambdas/store/company-files/company-file-names';
import { buildWorld } from '@infra/local/demo-world/build-world';
import {
  companyFileStates,
  taxFolderFiles,
  registryPages,
  resEstadoPath,
  resEstatutoPath,
} from '@infra/local/demo-world/company-registry-files';
import { rcvMonths } from '@infra/local/demo-world/rcv-books';
import { renderIvaHistory } from '@infra/local/demo-world/rcv-iva-history';
import { createRng } from '@infra/local/demo-world/rng';
import { readPdf } from '@tests/unit/documents/pdf-content';

const WORLD = { seed: 'empresas-demo', today: '2026-11-21', scale: 0.02 };

describe('demo world company files (tax folder PDF, Registro de Empresas y Sociedades pages)', () => {
  const world = buildWorld(WORLD);
  const company = world.cedentes[0]!;
  const ivaHistory = renderIvaHistory(createRng('iva'), company.rut, rcvMonths(world.today), world.today);
  const filesAt = (index: number) => taxFolderFiles(createRng('empresa'), company, index, ivaHistory, world.today);
  const pagesAt = (index: number) => registryPages(createRng('empresa'), company, index, world.today);
  const estadoAt = (index: number) =>
    readResEstado(pagesAt(index).find((p) => p.path === resEstadoPath(company.rut))!.bytes, company.rut);

  it('gives every state among the first clients: with and without tax folder, registered (both layouts) and not', () => {
    const states = [0, 1, 2, 3].map(companyFileStates);
    expect(states.map((s) => s.taxFolder)).toContain(false);
    expect(states.map((s) => s.taxFolder)).toContain(true);
    expect(states.map((s) => s.registered)).toEqual([true, false, true, true]);
    expect(states.map((s) => s.legacy)).toEqual([false, false, true, false]);
    expect(filesAt(1)).toEqual([]);
    expect(filesAt(0).map((f) => f.name)).toEqual([taxFolderFileName(company.rut)]);
    expect(pagesAt(0).map((p) => p.path)).toEqual([resEstadoPath(company.rut), resEstatutoPath(company.rut)]);
    expect(pagesAt(1).map((p) => p.path)).toEqual([resEstadoPath(company.rut)]);
    expect(estadoAt(1)).toEqual({ kind: 'not-registered' });
  });

  it("writes the SII tax folder as a PDF listing the client's F29 declarations of its VAT history and 2 F22", async () => {
    const pdf = await readPdf(filesAt(0).find((f) => f.name === taxFolderFileName(company.rut))!.bytes);
    expect(pdf.text).toContain('CARPETA TRIBUTARIA ELECTRÓNICA');
    expect(pdf.text).toContain(displayRut(company.rut));
    const declarations = parseIvaHistory(ivaHistory, company.rut).rows;
    expect(declarations.length).toBeGreaterThan(20);
    for (const row of declarations) expect(pdf.text).toContain(`${row.periodo} ${row.folio}`);
    expect(pdf.text.match(/AT \d{4}/g)).toEqual(['AT 2026', 'AT 2025']);
  });

  it("writes the registry's estado, read into extracted data, and the statute certificate naming its people", async () => {
    const estado = estadoAt(0);
    const document = estado.kind === 'registered' ? estado.document : null;
    const statute = await readPdf(pagesAt(0).find((p) => p.path === resEstatutoPath(company.rut))!.bytes);
    expect(statute.text).toContain('CERTIFICADO DE ESTATUTO ACTUALIZADO');
    expect(statute.text).toContain(company.razonSocial);
    expect(document!.razonSocial).toBe(company.razonSocial);
    const data = parseConstitutionJson(JSON.stringify(document));
    const extracted = data.extracted!;
    expect(extracted.declared_capital).toMatch(/^\$\d{1,3}(\.\d{3})*$/);
    expect(extracted.participants.reduce((sum, p) => sum + Number(p.profit_sharing.replace('%', '')), 0)).toBe(100);
    expect(extracted.representatives[0]!.name).toBe(company.representante.nombre);
    for (const p of extracted.participants) expect(statute.text).toContain(p.name);
  });

  it('writes a migrated company, read into the legacy layout, for the legacy state', () => {
    const estado = estadoAt(2);
    const data = parseConstitutionJson(JSON.stringify(estado.kind === 'registered' ? estado.document : null));
    expect(data.extracted).toBeNull();
    expect(data.legacy!.general.find((g) => g.label === 'Razón Social')!.value).toBe(company.razonSocial);
    expect(data.legacy!.socios.length).toBeGreaterThan(0);
  });
});
