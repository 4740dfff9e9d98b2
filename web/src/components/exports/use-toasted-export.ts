import { useState } from 'react';
import type { ExportSheet } from '@domain/exports/export-sheet';
import { useToast } from '@web/components/ui/toasts';
import { saveXlsx } from '../../lib/exports/save-xlsx';

/**
 * Saves a sheet as .xlsx with a busy flag; a failure is logged and toasts `errorMessage` (the client screens' exports,
 * client-detail.md §8 and client-radar.md §8).
 * @returns [busy, export(sheet)]: `sheet` builds the sheet when the export starts.
 */
export function useToastedExport(errorMessage: string): [boolean, (sheet: () => ExportSheet) => Promise<void>] {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const exportSheet = async (sheet: () => ExportSheet) => {
    setBusy(true);
    try {
      await saveXlsx(sheet());
    } catch (error) {
      console.error('Exportación fallida', error);
      toast('error', errorMessage);
    } finally {
      setBusy(false);
    }
  };
  return [busy, exportSheet];
}
