import { describe, expect, it } from 'vitest';
import {
  DIRECCION_MESSAGE,
  EMAIL_INVALIDO_MESSAGE,
  firstRecesionarioProblem,
  normalizeRecesionario,
  RAZON_SOCIAL_LARGA_MESSAGE,
  RAZON_SOCIAL_VACIA_MESSAGE,
  recesionarioDuplicadoMessage,
  recesionarioInexistenteMessage,
  recesionarioProblems,
  RECESIONARIO_PROPIO_MESSAGE,
  RUT_INVALIDO_MESSAGE,
  RUT_VACIO_MESSAGE,
  type RecesionarioFields,
} from '@domain/recesionario';

const FACTORING = '76389992-6';
const GOOD: RecesionarioFields = {
  rut: '97.151.000-5',
  razonSocial: 'BANCO CORDILLERA S.A.',
  direccion: 'AV. APOQUINDO 3650, LAS CONDES',
  email: 'cesiones@bancocordillera.cl',
};
const form = (changes: Partial<RecesionarioFields>): RecesionarioFields => ({ ...GOOD, ...changes });

describe('recessionary form rules (core-platform §5 "Recessionary creation/edit")', () => {
  it('accepts a complete form, with or without dots in the RUT and a lower-case k', () => {
    expect(firstRecesionarioProblem(GOOD, FACTORING)).toBeNull();
    expect(firstRecesionarioProblem(form({ rut: '97151000-5' }), FACTORING)).toBeNull();
    expect(firstRecesionarioProblem(form({ rut: '76.354.771-k' }), FACTORING)).toBeNull();
    expect(recesionarioProblems(GOOD, FACTORING)).toEqual({});
  });

  it.each([
    ['an empty rut', { rut: '  ' }, RUT_VACIO_MESSAGE],
    ['an empty razón social', { razonSocial: ' ' }, RAZON_SOCIAL_VACIA_MESSAGE],
    ['a wrong check digit', { rut: '97.151.000-6' }, RUT_INVALIDO_MESSAGE],
    ['a rut that is not one', { rut: 'banco' }, RUT_INVALIDO_MESSAGE],
    ['the factoring itself', { rut: '76.389.992-6' }, RECESIONARIO_PROPIO_MESSAGE],
    ['a razón social over 100 characters', { razonSocial: 'B'.repeat(101) }, RAZON_SOCIAL_LARGA_MESSAGE],
    ['an empty dirección', { direccion: '' }, DIRECCION_MESSAGE],
    ['a dirección under 5 characters', { direccion: 'Av 1' }, DIRECCION_MESSAGE],
    ['a dirección over 80 characters', { direccion: 'A'.repeat(81) }, DIRECCION_MESSAGE],
    ['an empty email', { email: '' }, EMAIL_INVALIDO_MESSAGE],
    ['an email without @', { email: 'cesiones.banco.cl' }, EMAIL_INVALIDO_MESSAGE],
    ['an email without a domain dot', { email: 'cesiones@banco' }, EMAIL_INVALIDO_MESSAGE],
    ['an email with a space', { email: 'ces iones@banco.cl' }, EMAIL_INVALIDO_MESSAGE],
    ['an email with a one-letter ending', { email: 'a@b.c' }, EMAIL_INVALIDO_MESSAGE],
    ['an email over 80 characters', { email: `${'a'.repeat(72)}@banco.cl` }, EMAIL_INVALIDO_MESSAGE],
  ])('refuses %s', (_, changes, message) => {
    expect(firstRecesionarioProblem(form(changes), FACTORING)).toBe(message);
  });

  it('gives the spec messages with their trailing spaces', () => {
    expect(RUT_VACIO_MESSAGE).toBe('Debes agregar un rut ');
    expect(RAZON_SOCIAL_VACIA_MESSAGE).toBe('Debes agregar una razón social ');
    expect(RUT_INVALIDO_MESSAGE).toBe('Debes agregar un rut válido');
    expect(EMAIL_INVALIDO_MESSAGE).toBe('Debes agregar un email válido');
  });

  it('answers in the order of the spec: empty rut, empty razón social, then the check digit, then the e-mail', () => {
    const empty = { rut: '', razonSocial: '', direccion: '', email: '' };
    expect(firstRecesionarioProblem(empty, FACTORING)).toBe(RUT_VACIO_MESSAGE);
    expect(firstRecesionarioProblem({ ...empty, rut: '97151000-6' }, FACTORING)).toBe(RAZON_SOCIAL_VACIA_MESSAGE);
    expect(firstRecesionarioProblem(form({ rut: '97151000-6', email: 'x' }), FACTORING)).toBe(RUT_INVALIDO_MESSAGE);
  });

  it('gives one message per field, the first rule each field breaks', () => {
    expect(recesionarioProblems({ rut: '', razonSocial: '', direccion: 'Av', email: 'x@' }, FACTORING)).toEqual({
      rut: RUT_VACIO_MESSAGE,
      razonSocial: RAZON_SOCIAL_VACIA_MESSAGE,
      direccion: DIRECCION_MESSAGE,
      email: EMAIL_INVALIDO_MESSAGE,
    });
    expect(recesionarioProblems(form({ rut: '97151000-6' }), FACTORING)).toEqual({ rut: RUT_INVALIDO_MESSAGE });
  });

  it("normalises the RUT by stripping dots (and the factoring's), trims the rest", () => {
    expect(
      normalizeRecesionario(
        form({ rut: '76.354.771-k', razonSocial: '  FONDO PEÑUELAS ', email: ' a@b.cl ' }),
        '76.389.992-6',
      ),
    ).toEqual({
      rut: '76354771-K',
      razonSocial: 'FONDO PEÑUELAS',
      direccion: GOOD.direccion,
      email: 'a@b.cl',
      empresa: FACTORING,
    });
  });

  it('names the RUT with dots in the duplicate and missing messages', () => {
    expect(recesionarioDuplicadoMessage('97151000-5')).toBe('El recesionario 97.151.000-5 ya está registrado');
    expect(recesionarioInexistenteMessage('97151000-5')).toBe('El recesionario 97.151.000-5 no está registrado');
  });
});
