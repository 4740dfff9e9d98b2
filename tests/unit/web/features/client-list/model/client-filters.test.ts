import { describe, expect, it } from 'vitest';
import { executivesOf } from '@web/localdb/client-list/client-company';
import { filterClients, NO_CLIENT_FILTERS } from '@web/features/client-list/model/client-filters';
import { applyEjecutivoChange } from '@web/features/client-list/model/ejecutivo-change';

const company = (rut: string, razonSocial: string, ejecutivo: string) => ({
  rut,
  razonSocial,
  ejecutivo,
  estado: 'Activo',
  tamano: 3,
  correo: null,
  telefono: null,
});

const companies = [
  company('76389992-6', 'Comercial Andes SpA', 'ana@factoring.cl'),
  company('96790240-3', 'Transportes Sur Ltda', ''),
  company('11111111-1', 'Andes Frutícola', ' ana@factoring.cl , luis@factoring.cl '),
];
const ruts = (list: Array<{ rut: string }>) => list.map((c) => c.rut);

describe('filterClients', () => {
  it('keeps everything without filters', () => {
    expect(ruts(filterClients(companies, NO_CLIENT_FILTERS))).toEqual(['76389992-6', '96790240-3', '11111111-1']);
  });
  it('matches the razón social case-insensitively after trimming', () => {
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, text: '  ANDES ' }))).toEqual([
      '76389992-6',
      '11111111-1',
    ]);
  });
  it('matches the RUT with or without dots and dash', () => {
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, text: '96.790.240-3' }))).toEqual(['96790240-3']);
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, text: '389992' }))).toEqual(['76389992-6']);
  });
  it('filters by one executive among the comma-separated e-mails', () => {
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, ejecutivo: 'LUIS@factoring.cl' }))).toEqual([
      '11111111-1',
    ]);
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, ejecutivo: 'ana@factoring.cl' }))).toEqual([
      '76389992-6',
      '11111111-1',
    ]);
  });
  it('keeps only clients without an executive when pending only', () => {
    expect(ruts(filterClients(companies, { ...NO_CLIENT_FILTERS, pendingOnly: true }))).toEqual(['96790240-3']);
  });
  it('combines the filters', () => {
    expect(
      filterClients(companies, { text: 'transportes', ejecutivo: 'ana@factoring.cl', pendingOnly: false }),
    ).toEqual([]);
  });
});

describe('executivesOf', () => {
  it('splits, trims and drops empty parts', () => {
    expect(executivesOf({ ejecutivo: ' a@x.cl,, b@x.cl ,' })).toEqual(['a@x.cl', 'b@x.cl']);
    expect(executivesOf({ ejecutivo: '' })).toEqual([]);
  });
});

describe('applyEjecutivoChange', () => {
  it('adds an executive once to the right company only', () => {
    const changed = applyEjecutivoChange(companies, { action: 'add', rut: '76389992-6', email: 'luis@factoring.cl' });
    expect(changed[0]?.ejecutivo).toBe('ana@factoring.cl,luis@factoring.cl');
    expect(changed[1]).toBe(companies[1]);
    const again = applyEjecutivoChange(changed, { action: 'add', rut: '76389992-6', email: 'LUIS@factoring.cl' });
    expect(executivesOf(again[0]!)).toHaveLength(2);
  });
  it('removes an executive case-insensitively', () => {
    const changed = applyEjecutivoChange(companies, { action: 'remove', rut: '11111111-1', email: 'ANA@factoring.cl' });
    expect(changed[2]?.ejecutivo).toBe('luis@factoring.cl');
  });
});
