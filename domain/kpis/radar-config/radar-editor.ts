import { KPI_IDS, type KpiId } from '../kpi-ids';
import { KPI_DEFAULT_SCALES } from '../kpi-scales';
import {
  defaultRadarConfig,
  perKpi,
  sameRadarConfig,
  stopsOf,
  thresholdsOf,
  type NamedRadarConfig,
  type RadarConfig,
} from './radar-config';
import { constrainStops } from './slider-rule';

/** Steps kept for undo (client-radar.md §9 'undo history 10'). */
export const UNDO_LIMIT = 10;

/** Delay of the auto-save after the last change, in ms (client-radar.md §9 'auto-save delay 2000 ms'). */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * The KPI manager and configuration editor (client-radar.md §4): the configuration saved on the server, the local
 * one being edited, the named configuration it came from (null when none), the undo and redo steps (oldest first) and,
 * during a drag, the configuration before it (a drag is one step, not one per pixel).
 */
export interface RadarEditorState {
  saved: RadarConfig;
  current: RadarConfig;
  currentName: string | null;
  past: readonly RadarConfig[];
  future: readonly RadarConfig[];
  dragStart: RadarConfig | null;
}

/** What the screen asks of the editor. */
export type RadarEditorAction =
  /** A slider handle moved to `values`; `final` on release (and on every keyboard step). */
  | { type: 'slide'; id: KpiId; values: readonly [number, number]; final: boolean }
  /** A number field set one threshold. */
  | { type: 'set-threshold'; id: KpiId; key: 'bad' | 'regular'; value: number }
  | { type: 'toggle'; id: KpiId; enabled: boolean }
  | { type: 'enable-all' }
  | { type: 'disable-all' }
  /** 'Invertir orden': flips the order and swaps bad and regular, a session override until saved. */
  | { type: 'invert-order'; id: KpiId }
  /** 'Restaurar' on a card: its default thresholds and order. */
  | { type: 'restore'; id: KpiId }
  | { type: 'reset-to-default' }
  | { type: 'load'; named: Pick<NamedRadarConfig, 'name' | 'config'> }
  | { type: 'undo' }
  | { type: 'redo' }
  /** 'Deshacer' of the KPI manager, after its confirmation: back to the saved configuration. */
  | { type: 'discard' }
  /** The server stored `config` as the factoring's configuration (under `name`, null when unnamed). */
  | { type: 'saved'; config: RadarConfig; name: string | null };

/** A fresh editor on the configuration the server answered. */
export function initialRadarEditor(saved: RadarConfig, currentName: string | null = null): RadarEditorState {
  return { saved, current: saved, currentName, past: [], future: [], dragStart: null };
}

/** Records `next` as one undo step after `state.current`, forgetting the oldest beyond {@link UNDO_LIMIT}. */
function step(state: RadarEditorState, next: RadarConfig, before: RadarConfig = state.current): RadarEditorState {
  if (sameRadarConfig(before, next)) return { ...state, current: next, dragStart: null };
  return { ...state, current: next, past: [...state.past, before].slice(-UNDO_LIMIT), future: [], dragStart: null };
}

function withStops(config: RadarConfig, id: KpiId, values: readonly [number, number], moved: 0 | 1): RadarConfig {
  const stops = constrainStops(KPI_DEFAULT_SCALES[id], values, moved);
  return { ...config, thresholds: { ...config.thresholds, [id]: thresholdsOf(stops, config.order[id]) } };
}

function slide(state: RadarEditorState, id: KpiId, values: readonly [number, number], final: boolean) {
  const [low] = stopsOf(state.current.thresholds[id]);
  const next = withStops(state.current, id, values, values[0] !== low ? 0 : 1);
  const before = state.dragStart ?? state.current;
  if (final) return step(state, next, before);
  return { ...state, current: next, dragStart: before };
}

function setThreshold(state: RadarEditorState, id: KpiId, key: 'bad' | 'regular', value: number) {
  const current = state.current.thresholds[id];
  const pair = { ...current, [key]: value };
  // 'bad' is the high stop of a lower-is-better KPI; the field typed in is the handle that moves.
  const high = (key === 'bad') === (state.current.order[id] === 'good-first');
  const values: [number, number] = high ? [stopsOf(current)[0], pair[key]] : [pair[key], stopsOf(current)[1]];
  return step(state, withStops(state.current, id, values, high ? 1 : 0));
}

const everyCard = (config: RadarConfig, enabled: boolean): RadarConfig => ({
  ...config,
  enabled: perKpi(() => enabled),
});

function invertOrder(config: RadarConfig, id: KpiId): RadarConfig {
  const { bad, regular } = config.thresholds[id];
  const order = config.order[id] === 'good-first' ? 'bad-first' : 'good-first';
  return {
    ...config,
    order: { ...config.order, [id]: order },
    thresholds: { ...config.thresholds, [id]: { bad: regular, regular: bad } },
  };
}

function restore(config: RadarConfig, id: KpiId): RadarConfig {
  const defaults = defaultRadarConfig();
  return {
    ...config,
    order: { ...config.order, [id]: defaults.order[id] },
    thresholds: { ...config.thresholds, [id]: defaults.thresholds[id] },
  };
}

/**
 * The editor's reducer (client-radar.md §4 'KPI manager' and 'Configuration editor', §5 'KPI thresholds'): slider and
 * number-field moves keep the step and minimum gap; a drag, a keyboard step, a toggle, an order flip, a restore, a
 * load or a reset is one undo step; undo and redo walk at most {@link UNDO_LIMIT} steps; 'discard' goes back to the
 * saved configuration; 'saved' makes the current configuration the saved one, which clears the session overrides.
 */
export function radarEditorReducer(state: RadarEditorState, action: RadarEditorAction): RadarEditorState {
  switch (action.type) {
    case 'slide':
      return slide(state, action.id, action.values, action.final);
    case 'set-threshold':
      return setThreshold(state, action.id, action.key, action.value);
    case 'toggle':
      return step(state, { ...state.current, enabled: { ...state.current.enabled, [action.id]: action.enabled } });
    case 'enable-all':
      return step(state, everyCard(state.current, true));
    case 'disable-all':
      return step(state, everyCard(state.current, false));
    case 'invert-order':
      return step(state, invertOrder(state.current, action.id));
    case 'restore':
      return step(state, restore(state.current, action.id));
    case 'reset-to-default':
      return { ...step(state, defaultRadarConfig()), currentName: null };
    case 'load':
      return { ...step(state, action.named.config), currentName: action.named.name };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, current: previous, past: state.past.slice(0, -1), future: [state.current, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, current: next, past: [...state.past, state.current].slice(-UNDO_LIMIT), future: rest };
    }
    case 'discard':
      return initialRadarEditor(state.saved, state.currentName);
    case 'saved':
      return { ...state, saved: action.config, currentName: action.name };
  }
}

/** 'Cambios sin guardar' (client-radar.md §4): the local configuration differs from the saved one. */
export function hasUnsavedChanges(state: RadarEditorState): boolean {
  return !sameRadarConfig(state.current, state.saved);
}

/** The KPIs whose order was inverted since the last save (session overrides, client-radar.md §4). */
export function orderOverrides(state: RadarEditorState): KpiId[] {
  return KPI_IDS.filter((id) => state.current.order[id] !== state.saved.order[id]);
}

/**
 * The named configuration the auto-save writes 2 s after a change (client-radar.md §4): the one being edited when it
 * is user-named (not a built-in template nor the default) and the edits differ from what it holds.
 * @param named the factoring's saved named configurations.
 * @returns its name, or null when nothing is to be auto-saved.
 */
export function autosaveTarget(state: RadarEditorState, named: readonly NamedRadarConfig[]): string | null {
  const target = named.find((n) => n.name === state.currentName);
  if (!target || target.isTemplate || target.isDefault) return null;
  return sameRadarConfig(target.config, state.current) ? null : target.name;
}
