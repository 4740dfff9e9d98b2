import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalAppSync } from '@infra/local/appsync';
import type { LocalHttpHost } from '@infra/local/http-server';
import { createGraphqlDeps } from '@lambdas/graphql/deps';
import { route as graphqlRoute } from '@lambdas/graphql/router';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { toKpiRadarList } from '@domain/kpis/radar-config/radar-config-wire';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import { startLocalIdentity, type LocalIdentity } from '../../support/local-identity';
import { postGraphql } from '../../support/graphql-request';

const FACTORING_A = '76389992-6';
const FACTORING_B = '77360390-1';
const PASSWORD = 'clave123';

const FIELDS = `kpis { kpi activo bad regular orden } nombre guardadaEn guardadaPor
  guardadas { nombre descripcion autoguardada kpis { kpi bad regular } }
  historial { usuario accion nombre activada }`;
const GET = `query Get($rut: String!) { configuracionRadar(rutFactoring: $rut) { ${FIELDS} } }`;
const SAVE = `mutation Save($rut: String!, $kpis: [KpiRadarInput!]!, $nombre: String, $activar: Boolean!,
  $autoguardado: Boolean) {
  guardarConfiguracionRadar(rutFactoring: $rut, kpis: $kpis, nombre: $nombre, descripcion: "Cartera pyme",
    activar: $activar, autoguardado: $autoguardado) { ${FIELDS} }
}`;
const DELETE = `mutation Del($rut: String!, $nombre: String!) {
  eliminarConfiguracionRadar(rutFactoring: $rut, nombre: $nombre) { ${FIELDS} }
}`;

/** The defaults with the claims KPI's bad threshold at 20. */
const edited = toKpiRadarList(defaultRadarConfig()).map((k) => (k.kpi === 'reclamo-promedio' ? { ...k, bad: 20 } : k));

describe('KPI radar configuration API over the local AppSync host, with real tokens and dynalite', () => {
  let local: LocalIdentity;
  let appsync: LocalHttpHost;
  const tokens = { ana: '', beto: '', carla: '' };

  const gql = (token: string, query: string, variables: Record<string, unknown>) =>
    postGraphql(appsync.url, token, query, variables);
  const ok = async (token: string, query: string, variables: Record<string, unknown>) => {
    const answer = await gql(token, query, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0] as ConfiguracionRadar;
  };

  beforeAll(async () => {
    local = await startLocalIdentity();
    const deps = createGraphqlDeps(local.config);
    appsync = await startLocalAppSync((event) => graphqlRoute(event, deps));
    const user = (email: string, rut: string, flags: Record<string, string>) =>
      local
        .addUser({ email, password: PASSWORD, attributes: { rutCesionario: rut, rznSocCesionario: 'X', ...flags } })
        .then((u) => u.idToken);
    tokens.ana = await user('ana@a.cl', FACTORING_A, { radarClientes: '1' });
    tokens.beto = await user('beto@a.cl', FACTORING_A, {});
    tokens.carla = await user('carla@b.cl', FACTORING_B, { radarClientes: '1' });
  }, 120_000);

  afterAll(async () => {
    await appsync?.stop();
    await local?.stop();
  });

  it('answers the defaults before any save', async () => {
    const config = await ok(tokens.ana, GET, { rut: FACTORING_A });
    expect(config.kpis).toEqual(toKpiRadarList(defaultRadarConfig()));
    expect(config.nombre).toBeNull();
    expect(config.historial).toEqual([]);
  });

  it('keeps a saved named configuration, the active one and who saved them, per factoring', async () => {
    await ok(tokens.ana, SAVE, { rut: FACTORING_A, kpis: edited, nombre: 'Pyme', activar: true });
    await ok(tokens.ana, SAVE, {
      rut: FACTORING_A,
      kpis: edited,
      nombre: 'Borrador',
      activar: false,
      autoguardado: true,
    });
    const config = await ok(tokens.ana, GET, { rut: FACTORING_A });
    expect(config.kpis.find((k) => k.kpi === 'reclamo-promedio')).toMatchObject({ bad: 20, regular: 5 });
    expect(config).toMatchObject({ nombre: 'Pyme', guardadaPor: 'ana@a.cl' });
    expect(config.guardadas.map((g) => [g.nombre, g.descripcion, g.autoguardada])).toEqual([
      ['Borrador', 'Cartera pyme', true],
      ['Pyme', 'Cartera pyme', false],
    ]);
    expect(config.historial).toEqual([
      { usuario: 'ana@a.cl', accion: 'autoguardar', nombre: 'Borrador', activada: false },
      { usuario: 'ana@a.cl', accion: 'guardar', nombre: 'Pyme', activada: true },
    ]);
    const other = await ok(tokens.carla, GET, { rut: FACTORING_B });
    expect(other.kpis).toEqual(toKpiRadarList(defaultRadarConfig()));
    expect(other.guardadas).toEqual([]);
  });

  it('deletes a named configuration and records it', async () => {
    const config = await ok(tokens.ana, DELETE, { rut: FACTORING_A, nombre: 'Borrador' });
    expect(config.guardadas.map((g) => g.nombre)).toEqual(['Pyme']);
    expect(config.historial[0]).toEqual({
      usuario: 'ana@a.cl',
      accion: 'eliminar',
      nombre: 'Borrador',
      activada: false,
    });
  });

  it('refuses another factoring, a user without radarClientes, and writes nothing', async () => {
    const intruder = await gql(tokens.carla, SAVE, { rut: FACTORING_A, kpis: edited, nombre: 'X', activar: true });
    expect(intruder.errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql(tokens.carla, GET, { rut: FACTORING_A })).errors?.[0]?.errorType).toBe('Forbidden');
    expect((await gql(tokens.beto, GET, { rut: FACTORING_A })).errors?.[0]?.errorType).toBe('Forbidden');
    const config = await ok(tokens.ana, GET, { rut: FACTORING_A });
    expect(config.guardadas.map((g) => g.nombre)).toEqual(['Pyme']);
  });

  it('refuses an invalid configuration with the messages of client-radar §5, and a template name', async () => {
    const missing = edited.filter((k) => k.kpi !== 'top1-cliente');
    const answer = await gql(tokens.ana, SAVE, { rut: FACTORING_A, kpis: missing, nombre: 'Y', activar: true });
    expect(answer.errors?.[0]?.message).toBe(
      'Invalid configuration: Missing enabled cards: top1-cliente; Missing thresholds: top1-cliente',
    );
    const template = await gql(tokens.ana, SAVE, {
      rut: FACTORING_A,
      kpis: edited,
      nombre: 'Balanced',
      activar: false,
    });
    expect(template.errors?.[0]?.message).toBe("'Balanced' es una plantilla y no se puede modificar");
    const unnamed = await gql(tokens.ana, SAVE, { rut: FACTORING_A, kpis: edited, activar: false });
    expect(unnamed.errors?.[0]?.message).toBe('Configuration name is required');
  });
});
