import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import {
  checkRadarConfig,
  configurationName,
  invalidConfigurationMessage,
} from '@domain/kpis/radar-config/radar-config-validation';
import { fromKpiRadarList, toKpiRadarList, type KpiRadarWire } from '@domain/kpis/radar-config/radar-config-wire';
import { isTemplateName } from '@domain/kpis/radar-config/radar-templates';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import type { TenantScope } from '@lambdas/access/tenant-scope';
import { BadRequestError } from '@lambdas/platform/errors';
import type { RadarConfigRepository } from '@lambdas/store/radar-config-repository';

type Deps<K extends keyof RadarConfigRepository> = { radarConfigs: Pick<RadarConfigRepository, K>; now(): Date };
type ReadDeps = Deps<'active' | 'named' | 'history'>;

/** What a save asks for (schema.graphql guardarConfiguracionRadar). */
export interface RadarConfigSave {
  kpis: readonly KpiRadarWire[];
  nombre?: string | null;
  descripcion?: string | null;
  activar: boolean;
  autoguardado?: boolean | null;
}

/**
 * The scope's KPI radar configuration (client-radar.md §3, §4): the one its radar follows (the defaults of §9 until
 * one is saved), its named configurations and the latest changes, newest first.
 */
export async function getRadarConfig(scope: TenantScope, deps: ReadDeps): Promise<ConfiguracionRadar> {
  const [active, named, history] = await Promise.all([
    deps.radarConfigs.active(scope),
    deps.radarConfigs.named(scope),
    deps.radarConfigs.history(scope),
  ]);
  return {
    kpis: toKpiRadarList(active?.config ?? defaultRadarConfig()),
    nombre: active?.name ?? null,
    guardadaEn: active?.savedAt ?? null,
    guardadaPor: active?.savedBy ?? null,
    guardadas: named.map((n) => ({
      nombre: n.name,
      descripcion: n.description,
      guardadaEn: n.savedAt ?? '',
      autoguardada: n.autoSaved,
      kpis: toKpiRadarList(n.config),
    })),
    historial: history.map((c) => ({
      en: c.at,
      usuario: c.user,
      accion: c.action,
      nombre: c.name,
      activada: c.activated,
    })),
  };
}

/**
 * Saves a configuration for the scope's factoring, by the scope's user, at `deps.now()`: under `nombre` as a named
 * configuration, and as the one the radar follows when `activar`; the history records who and when.
 * @returns the factoring's configuration after the save.
 * @throws BadRequestError 'Invalid configuration: ...' (client-radar.md §5), 'Configuration name is required' when
 *   neither a name nor activar is given, or for a built-in template's name (they are never overwritten, §4).
 */
export async function saveRadarConfig(
  scope: TenantScope,
  save: RadarConfigSave,
  deps: ReadDeps & Deps<'save'>,
): Promise<ConfiguracionRadar> {
  const check = checkRadarConfig(fromKpiRadarList(save.kpis));
  if (!check.config) throw new BadRequestError(invalidConfigurationMessage(check.errors));
  const name = save.nombre || !save.activar ? named(save.nombre) : null;
  const at = deps.now().toISOString();
  const user = scope.identity.email;
  const autoSaved = save.autoguardado === true;
  await deps.radarConfigs.save(
    scope,
    {
      named: name
        ? { name, description: save.descripcion?.trim() ?? '', savedAt: at, autoSaved, config: check.config }
        : undefined,
      active: save.activar ? { config: check.config, name, savedAt: at, savedBy: user } : undefined,
    },
    { at, user, action: autoSaved ? 'autoguardar' : 'guardar', name, activated: save.activar },
  );
  return getRadarConfig(scope, deps);
}

/**
 * Deletes the scope's named configuration `nombre` and records who did it.
 * @throws BadRequestError 'Configuration name is required' for an empty name.
 */
export async function deleteRadarConfig(
  scope: TenantScope,
  nombre: string,
  deps: ReadDeps & Deps<'deleteNamed'>,
): Promise<ConfiguracionRadar> {
  const name = named(nombre);
  const at = deps.now().toISOString();
  await deps.radarConfigs.deleteNamed(scope, name, {
    at,
    user: scope.identity.email,
    action: 'eliminar',
    name,
    activated: false,
  });
  return getRadarConfig(scope, deps);
}

function named(nombre: unknown): string {
  let name: string;
  try {
    name = configurationName(nombre);
  } catch (error) {
    throw new BadRequestError((error as Error).message);
  }
  if (isTemplateName(name)) throw new BadRequestError(`'${name}' es una plantilla y no se puede modificar`);
  return name;
}
