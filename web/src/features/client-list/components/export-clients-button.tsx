import { useState } from 'react';
import { useToast } from '@web/components/ui/toasts';
import type { ColumnDefinition } from '@domain/dashboard-columns/types';
import { saveBlob } from '@web/lib/downloads/save-file';
import { clientExportSheet } from '../model/client-export-sheet';
import type { ClientRow } from '../model/client-row';
import { CLIENT_LIST_MESSAGES } from '../model/messages';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportClientsButtonProps {
  /** Every filtered row (all pages). */
  rows: readonly ClientRow[];
  columns: readonly ColumnDefinition[];
  withEjecutivos: boolean;
}

/**
 * The Export button (client-radar.md §2, §9): 'clientes_{date}.xlsx' of the filtered list, written in the browser;
 * exceljs loads on the first click. A failure shows 'Error al exportar a Excel. Por favor, intente nuevamente.'
 */
export function ExportClientsButton({ rows, columns, withEjecutivos }: ExportClientsButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const sheet = clientExportSheet(rows, columns, withEjecutivos, new Date());
      const { writeXlsx } = await import('@domain/exports/write-xlsx');
      saveBlob(new Blob([await writeXlsx(sheet)], { type: XLSX_TYPE }), sheet.fileName);
    } catch (error) {
      console.error('Exportación fallida', error);
      toast('error', CLIENT_LIST_MESSAGES.exportError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-success"
      disabled={busy || rows.length === 0}
      onClick={() => void run()}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      Exportar Excel
    </button>
  );
}
