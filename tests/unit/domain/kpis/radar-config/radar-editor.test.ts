import { describe, expect, it } from 'vitest';
import { defaultRadarConfig, type NamedRadarConfig } from '@domain/kpis/radar-config/radar-config';
import {
  autosaveTarget,
  hasUnsavedChanges,
  initialRadarEditor,
  orderOverrides,
  radarEditorReducer as reduce,
  UNDO_LIMIT,
  type RadarEditorAction,
  type RadarEditorState,
} from '@domain/kpis/radar-config/radar-editor';
import { RADAR_TEMPLATES } from '@domain/kpis/radar-config/radar-templates';

const run = (state: RadarEditorState, ...actions: RadarEditorAction[]) => actions.reduce(reduce, state);
const fresh = () => initialRadarEditor(defaultRadarConfig());

describe('radar editor reducer (client-radar §4, §5)', () => {
  it('a slider move keeps the step and gap and sets bad/regular by the KPI order', () => {
    const higher = run(fresh(), { type: 'slide', id: 'payment-compliance', values: [88, 90], final: true });
    expect(higher.current.thresholds['payment-compliance']).toEqual({ bad: 85, regular: 90 });
    const lower = run(fresh(), { type: 'slide', id: 'anulaciones-promedio', values: [2, 1.2], final: true });
    expect(lower.current.thresholds['anulaciones-promedio']).toEqual({ bad: 3, regular: 2 });
  });

  it('a number field moves the handle of its threshold', () => {
    const state = run(fresh(), { type: 'set-threshold', id: 'reclamo-promedio', key: 'bad', value: 22 });
    expect(state.current.thresholds['reclamo-promedio']).toEqual({ bad: 20, regular: 5 });
    const clipped = run(fresh(), { type: 'set-threshold', id: 'reclamo-promedio', key: 'regular', value: 40 });
    expect(clipped.current.thresholds['reclamo-promedio']).toEqual({ bad: 10, regular: 5 });
  });

  it('a drag is one undo step, not one per move', () => {
    const dragged = run(
      fresh(),
      { type: 'slide', id: 'top1-cliente', values: [25, 40], final: false },
      { type: 'slide', id: 'top1-cliente', values: [30, 40], final: false },
      { type: 'slide', id: 'top1-cliente', values: [35, 40], final: true },
    );
    expect(dragged.past).toHaveLength(1);
    const undone = run(dragged, { type: 'undo' });
    expect(undone.current).toEqual(defaultRadarConfig());
    expect(run(undone, { type: 'redo' }).current.thresholds['top1-cliente']).toEqual({ bad: 40, regular: 35 });
  });

  it(`keeps at most ${UNDO_LIMIT} undo steps`, () => {
    const toggles: RadarEditorAction[] = Array.from({ length: UNDO_LIMIT + 3 }, (_, n) => ({
      type: 'toggle',
      id: 'top3-clientes',
      enabled: n % 2 === 1,
    }));
    let state = run(fresh(), ...toggles);
    expect(state.past).toHaveLength(UNDO_LIMIT);
    for (let n = 0; n < UNDO_LIMIT + 3; n++) state = reduce(state, { type: 'undo' });
    expect(state.past).toHaveLength(0);
    expect(state.future).toHaveLength(UNDO_LIMIT);
  });

  it('a new change after undo drops the redo steps', () => {
    const state = run(
      fresh(),
      { type: 'disable-all' },
      { type: 'undo' },
      { type: 'toggle', id: 'top1-cliente', enabled: false },
    );
    expect(state.future).toEqual([]);
    expect(run(state, { type: 'redo' })).toBe(state);
  });

  it('inverting the order flips bad and regular and is an override until saved', () => {
    const inverted = run(fresh(), { type: 'invert-order', id: 'reclamo-promedio' });
    expect(inverted.current.order['reclamo-promedio']).toBe('bad-first');
    expect(inverted.current.thresholds['reclamo-promedio']).toEqual({ bad: 5, regular: 10 });
    expect(orderOverrides(inverted)).toEqual(['reclamo-promedio']);
    expect(hasUnsavedChanges(inverted)).toBe(true);
    const saved = run(inverted, { type: 'saved', config: inverted.current, name: null });
    expect(orderOverrides(saved)).toEqual([]);
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('restore, enable all, disable all and discard', () => {
    const edited = run(
      fresh(),
      { type: 'invert-order', id: 'top1-cliente' },
      { type: 'slide', id: 'top1-cliente', values: [50, 90], final: true },
      { type: 'disable-all' },
    );
    expect(Object.values(edited.current.enabled).every((on) => !on)).toBe(true);
    const restored = run(edited, { type: 'restore', id: 'top1-cliente' }, { type: 'enable-all' });
    expect(restored.current).toEqual(defaultRadarConfig());
    expect(hasUnsavedChanges(restored)).toBe(false);
    const discarded = run(edited, { type: 'discard' });
    expect(discarded.current).toEqual(defaultRadarConfig());
    expect(discarded.past).toEqual([]);
  });

  it('loading a configuration and resetting to default are undo steps that track the name', () => {
    const conservative = RADAR_TEMPLATES[1] as NamedRadarConfig;
    const loaded = run(fresh(), { type: 'load', named: conservative });
    expect(loaded.currentName).toBe('Conservative');
    expect(loaded.current).toEqual(conservative.config);
    const reset = run(loaded, { type: 'reset-to-default' });
    expect(reset.currentName).toBeNull();
    expect(reset.past).toHaveLength(2);
  });
});

describe('auto-save rule (client-radar §4: user-named configurations only)', () => {
  const named = (name: string, extra: Partial<NamedRadarConfig> = {}): NamedRadarConfig => ({
    name,
    description: '',
    savedAt: '2026-11-01T10:00:00.000Z',
    isTemplate: false,
    isDefault: false,
    autoSaved: false,
    config: defaultRadarConfig(),
    ...extra,
  });
  const list = [named('Mi radar'), named('Por defecto', { isDefault: true }), ...RADAR_TEMPLATES];
  const editing = (name: string) =>
    run(initialRadarEditor(defaultRadarConfig(), name), { type: 'toggle', id: 'top1-cliente', enabled: false });

  it('saves a changed user-named configuration', () => {
    expect(autosaveTarget(editing('Mi radar'), list)).toBe('Mi radar');
  });

  it('never a template, the default, an unknown name or an unchanged configuration', () => {
    expect(autosaveTarget(editing('Balanced'), list)).toBeNull();
    expect(autosaveTarget(editing('Por defecto'), list)).toBeNull();
    expect(autosaveTarget(editing('Otra'), list)).toBeNull();
    expect(autosaveTarget(initialRadarEditor(defaultRadarConfig(), 'Mi radar'), list)).toBeNull();
  });
});
