import { useState } from 'react';
import { useToast } from '@web/components/ui/toasts';
import type { CesionRow } from '@web/localdb/views/cesiones-view';
import { saveBlob } from '@web/lib/downloads/save-file';
import { cesionesExportSheet } from '../model/cesiones-export-sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The alert of a failed export (client-detail.md §8). */
export const EXPORT_ERROR = 'Error al exportar los datos. Por favor, intente nuevamente.';

interface CesionesExportButtonProps {
  /** Every cession under the list's filters, read only when clicked (the list shows one page). */
  rows: () => readonly CesionRow[];
  /** Cessions under the filters: the button is disabled at 0 (client-detail.md §5). */
  total: number;
  rutCliente: string;
}

/**
 * 'Exportar' (client-detail.md §2, §9): 'cesiones_{client}_{date}.xlsx', sheet Cesiones, written in the browser
 * (exceljs, loaded on the first click); a failure shows 'Error al exportar los datos. Por favor, intente nuevamente.'
 */
export function CesionesExportButton({ rows, total, rutCliente }: CesionesExportButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const sheet = cesionesExportSheet(rows(), rutCliente, new Date());
      const { writeXlsx } = await import('@domain/exports/write-xlsx');
      saveBlob(new Blob([await writeXlsx(sheet)], { type: XLSX_TYPE }), sheet.fileName);
    } catch (error) {
      console.error('Exportación fallida', error);
      toast('error', EXPORT_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-success"
      disabled={busy || total === 0}
      onClick={() => void run()}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      Exportar
    </button>
  );
}
