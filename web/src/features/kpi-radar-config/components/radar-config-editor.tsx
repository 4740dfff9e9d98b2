import { useMemo, useState } from 'react';
import { KPI_IDS } from '@domain/kpis/kpi-ids';
import { KPI_COLUMNS } from '@domain/kpis/period-kpi-value';
import { defaultRadarConfig } from '@domain/kpis/radar-config/radar-config';
import { radarConfigOf } from '@domain/kpis/radar-config/radar-config-wire';
import { checkRadarConfig } from '@domain/kpis/radar-config/radar-config-validation';
import { hasUnsavedChanges, orderOverrides } from '@domain/kpis/radar-config/radar-editor';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import { ConfirmFooter } from '@web/components/ui/confirm-footer';
import { Modal } from '@web/components/ui/modal';
import { useEditorClientList } from '../hooks/use-editor-client-list';
import { useEditorOperations } from '../hooks/use-editor-operations';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useRadarEditor } from '../hooks/use-radar-editor';
import { RADAR_CONFIG_MESSAGES as M } from '../model/messages';
import { ChangeHistory } from './change-history';
import { ConfigurationPanel } from './configuration-panel';
import { KpiCard } from './kpi-card';
import { LeaveConfirmation } from './leave-confirmation';
import { RadarBacktest } from './radar-backtest';
import { RadarConfigHeader } from './radar-config-header';

interface RadarConfigEditorProps {
  rutFactoring: string;
  /** The factoring's configuration as the server answered it; undefined when it could not be loaded. */
  saved: ConfiguracionRadar | undefined;
  loadFailed: boolean;
  company: string;
  radarPath: string;
}

/**
 * The KPI manager and configuration editor (client-radar.md §2, §4): header, the problem and error boxes, the toolbar
 * (Activar todos, Desactivar todos, Deshacer after a confirmation, step undo and redo, Guardar), the named
 * configurations, one card per KPI (with the live preview of the factoring's clients read from the client-list
 * database) and 'Historial de cambios'.
 */
export function RadarConfigEditor({ rutFactoring, saved, loadFailed, company, radarPath }: RadarConfigEditorProps) {
  const editor = useRadarEditor(rutFactoring, saved);
  const { state, dispatch } = editor;
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const ops = useEditorOperations(editor, setFileProblems);
  const unsaved = hasUnsavedChanges(state);
  const leaving = useLeaveGuard(unsaved);
  const check = checkRadarConfig(state.current);
  const problems = [...fileProblems, ...check.errors, ...check.warnings];
  const overrides = new Set(orderOverrides(state));
  const busy = editor.save.isPending || editor.remove.isPending;
  const clientList = useEditorClientList(rutFactoring);
  const savedConfig = useMemo(() => (saved ? radarConfigOf(saved.kpis) : defaultRadarConfig()), [saved]);
  return (
    <section>
      <RadarConfigHeader company={company} radarPath={radarPath} unsaved={unsaved} />
      <LeaveConfirmation blocker={leaving} />
      {loadFailed ? (
        <div className="alert alert-danger" role="alert">
          <strong>{M.error}</strong>
          <p className="mb-2">{M.loadFailed}</p>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => window.location.reload()}>
            {M.retry}
          </button>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div className="alert alert-warning" role="alert" data-testid="radar-problems">
          <strong>{M.problems}</strong>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mb-3" role="toolbar" aria-label="Acciones de la configuración">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => dispatch({ type: 'enable-all' })}
        >
          {M.enableAll}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => dispatch({ type: 'disable-all' })}
        >
          {M.disableAll}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={!unsaved}
          onClick={() => setConfirmUndo(true)}
        >
          {M.undo}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label="Deshacer último cambio"
          disabled={state.past.length === 0}
          onClick={() => dispatch({ type: 'undo' })}
        >
          ↶
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={M.redo}
          disabled={state.future.length === 0}
          onClick={() => dispatch({ type: 'redo' })}
        >
          ↷
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary ms-auto"
          disabled={busy || check.errors.length > 0}
          onClick={() => void ops.commit()}
        >
          {M.save}
        </button>
      </div>
      <ConfigurationPanel
        named={editor.named}
        currentName={state.currentName}
        busy={busy}
        onLoad={(named) => dispatch({ type: 'load', named })}
        onSaveAs={(name, description) => void ops.saveAs(name, description)}
        onDuplicate={(named) => void ops.duplicate(named)}
        onDelete={(named) => void ops.deleteNamed(named)}
        onResetToDefault={ops.resetToDefault}
        onExport={ops.exportCurrent}
        onImport={(file) => void ops.importFile(file)}
      />
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
        {KPI_IDS.map((id) => (
          <KpiCard
            key={id}
            id={id}
            title={KPI_COLUMNS[id].displayName}
            subtitle={KPI_COLUMNS[id].description ?? ''}
            enabled={state.current.enabled[id]}
            thresholds={state.current.thresholds[id]}
            order={state.current.order[id]}
            overridden={overrides.has(id)}
            clientValues={clientList.values?.[id] ?? null}
            savedThresholds={savedConfig.thresholds[id]}
            savedOrder={savedConfig.order[id]}
            dispatch={dispatch}
          />
        ))}
      </div>
      <RadarBacktest
        list={clientList.list.data}
        failed={clientList.list.isError}
        windows={clientList.months.windows}
        config={state.current}
      />
      <ChangeHistory changes={saved?.historial ?? []} />
      {confirmUndo ? (
        <Modal
          title={M.undo}
          onClose={() => setConfirmUndo(false)}
          footer={
            <ConfirmFooter
              onCancel={() => setConfirmUndo(false)}
              disabled={false}
              onConfirm={() => {
                dispatch({ type: 'discard' });
                setConfirmUndo(false);
              }}
            >
              {M.undo}
            </ConfirmFooter>
          }
        >
          <p className="mb-0">{M.undoConfirm}</p>
        </Modal>
      ) : null}
    </section>
  );
}
