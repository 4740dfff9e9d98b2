import { useState } from 'react';
import { dteTypeName } from '@domain/dte-types';
import {
  EMPTY_FILE_MESSAGE,
  parseDownloadRows,
  SpreadsheetRowsError,
  type DownloadRow,
  type RowError,
} from '@domain/spreadsheet-rows';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useAecZipDownload } from '../hooks/use-aec-zip-download';
import { readFirstSheet, SheetReadError } from '@web/lib/downloads/read-first-sheet';
import { RowErrors } from '@web/components/downloads/row-errors';
import { SpreadsheetPicker } from '@web/components/downloads/spreadsheet-picker';
import { ZipProgress } from './zip-progress';

/** Toast when 'Cargar archivo' is pressed with no file chosen (core-platform §5). */
export const NO_FILE_MESSAGE = 'No elegiste ningun archivo';

/**
 * '/descarga-masiva-aecs' (core-platform §2 "Bulk AEC download", §5 spreadsheet rules, §7 POST /v1/jwt/aecs):
 * load a spreadsheet listing documents (first sheet, header row dropped), review the list, then download the
 * AECs of all of them in one 'archivo.zip' with a progress bar. Rows the rules refuse and documents the server
 * could not zip are listed, never dropped silently.
 */
export function BulkAecDownloadPage({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<DownloadRow[]>([]);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [reading, setReading] = useState(false);
  const { state, start } = useAecZipDownload(rutFactoring);
  const downloading = state.status === 'downloading';

  const load = async () => {
    setRows([]);
    setRowErrors([]);
    if (!file) {
      toast('error', NO_FILE_MESSAGE);
      return;
    }
    setReading(true);
    try {
      const result = parseDownloadRows(await readFirstSheet(file));
      setRows(result.rows);
      setRowErrors(result.errors);
    } catch (error) {
      console.error('Lectura de planilla fallida', error);
      if (error instanceof SpreadsheetRowsError) setRowErrors(error.errors);
      toast('error', error instanceof SheetReadError ? error.message : EMPTY_FILE_MESSAGE);
    } finally {
      setReading(false);
    }
  };

  return (
    <section>
      <h1 className="h4 mb-3">Descarga masiva de AECs</h1>
      <SpreadsheetPicker
        inputId="planilla-aecs"
        label="Planilla de documentos (rut emisor, tipo, folio y secuencia opcional)"
        action="Cargar archivo"
        onFile={setFile}
        onAction={() => void load()}
        busy={reading || downloading}
      />

      <RowErrors title="Filas no consideradas" errors={rowErrors.map((e) => `Fila ${e.fila}: ${e.mensaje}`)} />

      {rows.length > 0 ? (
        <>
          <table className="table table-sm table-striped" aria-label="Documentos a descargar">
            <thead>
              <tr>
                <th>Rut Emisor</th>
                <th>Tipo</th>
                <th>Folio</th>
                <th>Secuencia</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.rut}-${row.tipo}-${row.folio}-${row.idSecuencia}-${index}`}>
                  <td>{displayRut(row.rut)}</td>
                  <td>
                    {row.tipo} {dteTypeName(row.tipo)}
                  </td>
                  <td>{row.folio}</td>
                  <td>{row.idSecuencia}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn btn-success" onClick={() => void start(rows)} disabled={downloading}>
            Descargar AECs ({rows.length})
          </button>
        </>
      ) : null}

      {state.status === 'downloading' ? <ZipProgress progress={state.progress} /> : null}
      <RowErrors
        title="Documentos no incluidos en el ZIP"
        errors={
          state.status === 'done'
            ? state.errores.map((e) => `${displayRut(e.rut)} tipo ${e.tipo} folio ${e.folio}: ${e.error}`)
            : []
        }
      />
      {state.status === 'error' ? (
        <div className="alert alert-danger mt-3" role="alert">
          {state.message}
        </div>
      ) : null}
    </section>
  );
}
