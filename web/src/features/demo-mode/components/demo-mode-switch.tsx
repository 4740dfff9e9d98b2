import { useSyncExternalStore } from 'react';
import { demoModeOn, setDemoMode, subscribeDemoMode } from '@web/lib/demo-mode';

/**
 * The header's 'Modo demo' switch (core-platform §1): masks company names and RUTs on every screen and export for the
 * rest of this session (lib/demo-mode.ts). Switching reloads the page so no screen keeps data of the other mode.
 */
export function DemoModeSwitch() {
  const on = useSyncExternalStore(subscribeDemoMode, demoModeOn);
  return (
    <div className="form-check form-switch mb-0" title="Oculta razones sociales y RUTs para presentaciones">
      <input
        id="demo-mode-switch"
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => {
          setDemoMode(event.target.checked);
          window.location.reload();
        }}
      />
      <label htmlFor="demo-mode-switch" className="form-check-label small">
        Modo demo
      </label>
    </div>
  );
}
