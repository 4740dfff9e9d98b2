import type { Party } from '@domain/cession';
import { firstRecesionarioProblem, normalizeRecesionario, type RecesionarioFields } from '@domain/recesionario';
import { systemScope } from '@lambdas/access/system-scope';
import type { RecesionarioRepository } from '@lambdas/store/recesionario-repository';

/**
 * The recessionaries of the demo factorings (invented banks and funds, valid RUTs, Santiago addresses), so the
 * 'Re-Cesionarios' list and the mass cession dropdown have something to show. One name carries Ñ and tildes so every
 * encoding path (the form, the AEC in ISO-8859-1) meets them.
 */
/**
 * A recessionary the local SII does not know as a current taxpayer (it ended its business): an AEC assigning to it is
 * rejected by the registry (getEstEnvio RCS), so the demo shows a rejected envío and its error modal.
 */
export const UNREGISTERED_RECESIONARIO: RecesionarioFields = {
  rut: '77.001.234-1',
  razonSocial: 'INVERSIONES TÉRMINO DE GIRO LIMITADA',
  direccion: 'AV. PROVIDENCIA 1208 OF. 207, PROVIDENCIA',
  email: 'contacto@terminodegiro.cl',
};

export const DEMO_RECESIONARIOS: readonly RecesionarioFields[] = [
  {
    rut: '97.151.000-5',
    razonSocial: 'BANCO CORDILLERA S.A.',
    direccion: 'AV. APOQUINDO 3650, LAS CONDES',
    email: 'cesiones@bancocordillera.cl',
  },
  {
    rut: '76.912.345-8',
    razonSocial: 'FONDO DE INVERSIÓN PEÑUELAS DEUDA PRIVADA',
    direccion: 'AV. EL GOLF 40 PISO 12, LAS CONDES',
    email: 'operaciones@penuelasfondos.cl',
  },
  {
    rut: '76.488.210-5',
    razonSocial: 'QUILLAY ADMINISTRADORA GENERAL DE FONDOS S.A.',
    direccion: 'ISIDORA GOYENECHEA 2800 OF. 1401, LAS CONDES',
    email: 'backoffice@quillayagf.cl',
  },
  {
    rut: '97.233.000-0',
    razonSocial: 'BANCO DEL MAULE S.A.',
    direccion: "AV. LIBERTADOR BERNARDO O'HIGGINS 1449, SANTIAGO",
    email: 'factoring@bancodelmaule.cl',
  },
  UNREGISTERED_RECESIONARIO,
];

/**
 * Gives every factoring but the last of several the {@link DEMO_RECESIONARIOS}, through the same repository as the
 * screen; the last one keeps none, so local mode also shows the empty state ('No hay cuentas registradas'). A factoring
 * that already has recessionaries (a user added or kept some) is left alone, so a restart changes nothing.
 * @param factorings the tenants in the order local mode registered them (the demo world's, or an external directory's).
 * @returns how many recessionaries were stored.
 */
export async function seedDemoRecesionarios(
  factorings: readonly Party[],
  recesionarios: Pick<RecesionarioRepository, 'list' | 'create'>,
): Promise<number> {
  const receiving = factorings.length > 1 ? factorings.slice(0, -1) : factorings;
  let stored = 0;
  for (const factoring of receiving) {
    const scope = systemScope(factoring.rut);
    if ((await recesionarios.list(scope)).length > 0) continue;
    // An external directory's factoring could be one of them: it cannot be its own recessionary.
    for (const fields of DEMO_RECESIONARIOS.filter(
      (candidate) => firstRecesionarioProblem(candidate, factoring.rut) === null,
    )) {
      if (await recesionarios.create(scope, normalizeRecesionario(fields, factoring.rut))) stored++;
    }
  }
  return stored;
}
