import { describe, expect, it, vi } from 'vitest';
import { firstRecesionarioProblem, type Recesionario, type RecesionarioFields } from '@domain/recesionario';
import { isValidRut } from '@domain/rut';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { DEMO_RECESIONARIOS, seedDemoRecesionarios } from '@infra/local/seed-recesionarios';

const A = { rut: '76389992-6', razonSocial: 'CUMBRE FACTORING S.A.' };
const B = { rut: '77360390-1', razonSocial: 'ARRAYÁN CAPITAL S.A.' };
const C = { rut: '76430202-8', razonSocial: 'COPIHUE FACTORING S.A.' };

/** The repository's list and create over an array, with its rule that a RUT is created once per factoring. */
function store(existing: Recesionario[] = []) {
  const stored = [...existing];
  return {
    stored,
    list: vi.fn(async ({ rutFactoring }: FactoringScope) => stored.filter((r) => r.empresa === rutFactoring)),
    create: vi.fn(async ({ rutFactoring }: FactoringScope, fields: RecesionarioFields) => {
      if (stored.some((s) => s.empresa === rutFactoring && s.rut === fields.rut)) return false;
      stored.push({ ...fields, empresa: rutFactoring });
      return true;
    }),
  };
}

describe('seedDemoRecesionarios (local mode demo data)', () => {
  it('has banks and funds that pass the form rules, with valid RUTs and distinct names', () => {
    for (const recesionario of DEMO_RECESIONARIOS) {
      expect(isValidRut(recesionario.rut)).toBe(true);
      expect(firstRecesionarioProblem(recesionario, A.rut)).toBeNull();
    }
    expect(new Set(DEMO_RECESIONARIOS.map((r) => r.razonSocial)).size).toBe(DEMO_RECESIONARIOS.length);
  });

  it('gives every factoring but the last its recessionaries, RUTs normalised; the last keeps none', async () => {
    const s = store();
    expect(await seedDemoRecesionarios([A, B, C], s)).toBe(2 * DEMO_RECESIONARIOS.length);
    expect(s.stored.filter((r) => r.empresa === A.rut).map((r) => r.rut)).toEqual([
      '97151000-5',
      '76912345-8',
      '76488210-5',
      '97233000-0',
      '77001234-1',
    ]);
    expect(s.stored.filter((r) => r.empresa === B.rut)).toHaveLength(DEMO_RECESIONARIOS.length);
    expect(s.stored.filter((r) => r.empresa === C.rut)).toEqual([]);
  });

  it('seeds a lone factoring, and leaves alone one that already has recessionaries (a restart changes nothing)', async () => {
    const own: Recesionario = {
      rut: '96790240-3',
      razonSocial: 'PROPIO',
      direccion: 'CALLE 123',
      email: 'a@b.cl',
      empresa: A.rut,
    };
    const s = store([own]);
    expect(await seedDemoRecesionarios([A, B], s)).toBe(0);
    expect(s.create).not.toHaveBeenCalled();
    expect(await seedDemoRecesionarios([B], s)).toBe(DEMO_RECESIONARIOS.length);
    expect(await seedDemoRecesionarios([B], s)).toBe(0);
  });

  it('never makes a factoring its own recessionary', async () => {
    const s = store();
    const bank = { rut: '97151000-5', razonSocial: 'BANCO CORDILLERA S.A.' };
    expect(await seedDemoRecesionarios([bank], s)).toBe(DEMO_RECESIONARIOS.length - 1);
    expect(s.stored.map((r) => r.rut)).not.toContain('97151000-5');
  });
});
