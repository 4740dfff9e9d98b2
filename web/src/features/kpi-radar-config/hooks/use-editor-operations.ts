import type { NamedRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { exportRadarConfig, importRadarConfig } from '@domain/kpis/radar-config/radar-config-file';
import { configurationName } from '@domain/kpis/radar-config/radar-config-validation';
import { toKpiRadarList } from '@domain/kpis/radar-config/radar-config-wire';
import { isTemplateName } from '@domain/kpis/radar-config/radar-templates';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { saveBlob } from '@web/lib/downloads/save-file';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';
import type { useRadarEditor } from './use-radar-editor';

type Editor = ReturnType<typeof useRadarEditor>;

/**
 * The screen's operations over the editor (client-radar.md §4): Guardar (the radar's configuration, and the named one
 * being edited), save as, duplicate, delete (the current one resets to default), export and import. Failures raise the
 * toasts of client-radar.md §8; import problems go to `onProblems` ('Problemas de Configuración').
 */
export function useEditorOperations(editor: Editor, onProblems: (problems: string[]) => void) {
  const toast = useToast();
  const { state, dispatch, save, remove } = editor;
  const failed = (operation: string, error: unknown) => toast('error', M.failed(operation, userMessage(error, '')));
  const described = (name: string) => editor.userNamed.find((n) => n.name === name)?.description ?? '';

  const commit = async () => {
    const nombre = state.currentName && !isTemplateName(state.currentName) ? state.currentName : null;
    try {
      const kpis = toKpiRadarList(state.current);
      await save.mutateAsync({ kpis, nombre, descripcion: nombre ? described(nombre) : null, activar: true });
      dispatch({ type: 'saved', config: state.current, name: state.currentName });
      toast('success', M.saved);
    } catch {
      toast('error', M.saveFailed);
    }
  };

  const saveAs = async (rawName: string, descripcion: string) => {
    let nombre: string;
    try {
      nombre = configurationName(rawName);
    } catch (error) {
      onProblems([(error as Error).message]);
      return;
    }
    try {
      await save.mutateAsync({ kpis: toKpiRadarList(state.current), nombre, descripcion, activar: false });
      dispatch({ type: 'load', named: { name: nombre, config: state.current } });
      onProblems([]);
    } catch (error) {
      failed('save', error);
    }
  };

  const duplicate = async (named: NamedRadarConfig) => {
    const nombre = `${named.name} (copia)`;
    try {
      await save.mutateAsync({
        kpis: toKpiRadarList(named.config),
        nombre,
        descripcion: named.description,
        activar: false,
      });
    } catch (error) {
      failed('duplicate', error);
    }
  };

  const deleteNamed = async (named: NamedRadarConfig) => {
    try {
      await remove.mutateAsync(named.name);
      if (state.currentName === named.name) dispatch({ type: 'reset-to-default' });
    } catch (error) {
      failed('delete', error);
    }
  };

  const exportCurrent = () => {
    const name = state.currentName ?? 'configuracion-radar';
    const text = exportRadarConfig({ name, description: described(name), ...state.current });
    saveBlob(new Blob([text], { type: 'application/json' }), `${name}.json`);
  };

  const importFile = async (file: File) => {
    const check = importRadarConfig(await file.text());
    onProblems([...check.errors, ...check.warnings]);
    if (!check.config) {
      toast('error', M.failed('import', check.errors.join('; ')));
      return;
    }
    dispatch({ type: 'load', named: { name: check.name || file.name.replace(/\.json$/i, ''), config: check.config } });
  };

  const resetToDefault = () => dispatch({ type: 'reset-to-default' });

  return { commit, saveAs, duplicate, deleteNamed, exportCurrent, importFile, resetToDefault };
}
