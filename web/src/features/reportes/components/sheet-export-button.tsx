import type { ExportSheet } from '@domain/exports/export-sheet';
import { ExcelButton } from '@web/components/ui/excel-button';
import { useExportSheet } from '@web/lib/exports/use-export-sheet';

/** 'Exportar Excel' of one report: writes the sheet `build` gives (typed cells, formula-like texts neutralised). */
export function SheetExportButton({ build, disabled }: { build: () => ExportSheet; disabled: boolean }) {
  const [busy, exportSheet] = useExportSheet();
  return (
    <ExcelButton busy={busy} disabled={disabled} onClick={() => void exportSheet(build)}>
      Exportar Excel
    </ExcelButton>
  );
}
