import { useSyncExternalStore } from 'react';
import { demoModeOn, subscribeDemoMode } from '@web/lib/demo-mode';

/**
 * The header's 'Modo demo' badge while demo mode is on (core-platform §1), so nobody takes the masked names and RUTs
 * on screen for real ones; nothing otherwise.
 */
export function DemoModeBadge() {
  const on = useSyncExternalStore(subscribeDemoMode, demoModeOn);
  if (!on) return null;
  return (
    <span
      className="badge text-bg-warning"
      title="Razones sociales y RUTs ocultos para presentaciones"
      data-testid="demo-mode-badge"
    >
      Modo demo
    </span>
  );
}
