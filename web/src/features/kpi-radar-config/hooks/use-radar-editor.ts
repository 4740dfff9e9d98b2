import { useEffect, useMemo, useReducer } from 'react';
import { defaultRadarConfig, type NamedRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { radarConfigOf, toKpiRadarList } from '@domain/kpis/radar-config/radar-config-wire';
import {
  AUTOSAVE_DELAY_MS,
  autosaveTarget,
  initialRadarEditor,
  radarEditorReducer,
} from '@domain/kpis/radar-config/radar-editor';
import { RADAR_TEMPLATES } from '@domain/kpis/radar-config/radar-templates';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import { useRadarConfigMutations } from '../api/radar-config-mutations';

/** The factoring's saved named configurations as the editor's model. */
function namedOf(saved: ConfiguracionRadar | undefined): NamedRadarConfig[] {
  return (saved?.guardadas ?? []).map((g) => ({
    name: g.nombre,
    description: g.descripcion,
    savedAt: g.guardadaEn,
    isTemplate: false,
    isDefault: false,
    autoSaved: g.autoguardada,
    config: radarConfigOf(g.kpis),
  }));
}

/**
 * The editor of 'Configuración Radar' over the factoring's saved configuration `saved` (undefined when it could not be
 * loaded: the defaults): the reducer's state, the templates and named configurations, and the server mutations. While
 * a user-named configuration is being edited, a change is auto-saved to it 2 s after the last one (client-radar.md §4).
 */
export function useRadarEditor(rutFactoring: string, saved: ConfiguracionRadar | undefined) {
  const [state, dispatch] = useReducer(radarEditorReducer, saved, (answer) =>
    initialRadarEditor(answer ? radarConfigOf(answer.kpis) : defaultRadarConfig(), answer?.nombre ?? null),
  );
  const userNamed = useMemo(() => namedOf(saved), [saved]);
  const named = useMemo(() => [...RADAR_TEMPLATES, ...userNamed], [userNamed]);
  const mutations = useRadarConfigMutations(rutFactoring);
  const target = autosaveTarget(state, userNamed);
  const { mutate } = mutations.save;
  useEffect(() => {
    if (!target) return;
    const description = userNamed.find((n) => n.name === target)?.description ?? '';
    const kpis = toKpiRadarList(state.current);
    const timer = setTimeout(
      () => mutate({ kpis, nombre: target, descripcion: description, activar: false, autoguardado: true }),
      AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [target, state, userNamed, mutate]);
  return { state, dispatch, named, userNamed, ...mutations };
}
