import { describe, expect, it } from 'vitest';
import {
  certificateFormProblem,
  claveFormProblem,
  enrollProblem,
  rutFieldProblem,
} from '@domain/credentials/credential-forms';

const GOOD = { rutFirmante: '12345678-5', clave: 'secreta', nombre: 'Juan Pérez', archivoBytes: 3_000 };

describe('Firma Digital form rules (core-platform §5 "Digital signature")', () => {
  it('accepts a complete form, with or without dots in the RUT', () => {
    expect(certificateFormProblem(GOOD)).toBeNull();
    expect(certificateFormProblem({ ...GOOD, rutFirmante: '12.345.678-5' })).toBeNull();
  });

  it('gives the first problem in the order the spec lists them', () => {
    const empty = { rutFirmante: '', clave: '', nombre: '', archivoBytes: 0 };
    expect(certificateFormProblem(empty)).toBe('Campo rut no puede estar vacío.');
    expect(certificateFormProblem({ ...empty, rutFirmante: '12345678-9' })).toBe('Formato no es válido');
    expect(certificateFormProblem({ ...empty, rutFirmante: '12345678-5' })).toBe('Clave no puede estar vacía.');
    expect(certificateFormProblem({ ...empty, rutFirmante: '12345678-5', clave: 'x' })).toBe(
      'Nombre no puede estar vacío.',
    );
    expect(certificateFormProblem({ ...GOOD, archivoBytes: 0 })).toBe(
      'Debe agregar un archivo PFX y la clave correspondiente.',
    );
  });

  it('reads a blank RUT or name as empty, but a password of spaces as a password', () => {
    expect(certificateFormProblem({ ...GOOD, rutFirmante: '   ' })).toBe('Campo rut no puede estar vacío.');
    expect(certificateFormProblem({ ...GOOD, nombre: '  ' })).toBe('Nombre no puede estar vacío.');
    expect(certificateFormProblem({ ...GOOD, clave: '  ' })).toBeNull();
  });

  it('refuses a file over 100 KB', () => {
    expect(certificateFormProblem({ ...GOOD, archivoBytes: 100 * 1024 })).toBeNull();
    expect(certificateFormProblem({ ...GOOD, archivoBytes: 100 * 1024 + 1 })).toBe(
      'El archivo PFX es demasiado grande (máximo 100 KB).',
    );
  });

  it('checks RUT fields by modulo 11, K included', () => {
    expect(rutFieldProblem('76.354.771-k')).toBeNull();
    expect(rutFieldProblem('76354771-1')).toBe('Formato no es válido');
    expect(rutFieldProblem('hola')).toBe('Formato no es válido');
  });
});

describe('SII clave form of the authorized user', () => {
  it('checks the RUT, then the clave', () => {
    expect(claveFormProblem({ rutUsuario: '', clave: '' })).toBe('Campo rut no puede estar vacío.');
    expect(claveFormProblem({ rutUsuario: '11111111-2', clave: 'x' })).toBe('Formato no es válido');
    expect(claveFormProblem({ rutUsuario: '11111111-1', clave: '' })).toBe('Clave no puede estar vacía.');
    expect(claveFormProblem({ rutUsuario: '11111111-1', clave: 'x' })).toBeNull();
  });
});

describe('enroller form (client-radar §5)', () => {
  it.each([
    [{ rut: '', password: 'x' }, 'RUT y contraseña son obligatorios.'],
    [{ rut: '76354771-K', password: '' }, 'RUT y contraseña son obligatorios.'],
    [{ rut: '  ', password: '' }, 'RUT y contraseña son obligatorios.'],
    [{ rut: '76354771-0', password: 'x' }, 'RUT no es válido.'],
    [{ rut: '76.354.771-K', password: 'x' }, null],
  ])('%j gives %s', (form, message) => {
    expect(enrollProblem(form)).toBe(message);
  });
});
