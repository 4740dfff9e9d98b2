import { describe, expect, it } from 'vitest';
import { grantRefusedMessage, ungrantableFlags, unrevocableFlags } from '@domain/accounts/grant-check';
import { noFlags } from '@domain/accounts/permission-editor';

const admin = { ...noFlags(), cuentas: true, cesionesAdquiridas: true, radarClientes: true };

describe('grant check (nobody can grant what they do not hold)', () => {
  it('allows granting held flags and names every flag not held', () => {
    expect(ungrantableFlags(admin, { ...noFlags(), cesionesAdquiridas: true, radarClientes: true })).toEqual([]);
    expect(ungrantableFlags(admin, { ...noFlags(), cuentas: true, firmaDigital: true, cesionMasiva: true })).toEqual([
      'cesionMasiva',
      'firmaDigital',
    ]);
  });

  it('lets a flag the account already has stay without counting as a grant', () => {
    const current = { ...noFlags(), firmaDigital: true };
    expect(ungrantableFlags(admin, { ...noFlags(), firmaDigital: true, cuentas: true }, current)).toEqual([]);
  });

  it('refuses taking away a flag the granter does not hold', () => {
    const current = { ...noFlags(), firmaDigital: true, cesionesAdquiridas: true };
    expect(unrevocableFlags(admin, noFlags(), current)).toEqual(['firmaDigital']);
    expect(unrevocableFlags(admin, { ...noFlags(), firmaDigital: true }, current)).toEqual([]);
  });

  it('names the refused flags in the message', () => {
    expect(grantRefusedMessage(['cesionMasiva', 'firmaDigital'])).toBe(
      'No puede otorgar ni quitar permisos que no tiene: cesionMasiva, firmaDigital',
    );
  });
});
