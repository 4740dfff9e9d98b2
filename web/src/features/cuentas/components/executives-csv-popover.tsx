import { useState } from 'react';
import { executiveRows } from '@domain/accounts/executive-rows';
import type { ResultadoCargaEjecutivo } from '@domain/wire/schema-types';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { readFirstSheet, SheetReadError } from '@web/lib/downloads/read-first-sheet';
import { useInsertExecutives } from '../api/insert-executives';
import { CUENTAS_MESSAGES } from '../model/messages';
import { LoadInfoModal } from './load-info-modal';

/**
 * The 'Carga CSV' popover (core-platform §2 "Accounts"): a file of executive e-mail and client company RUT per row
 * associates executives with the factoring's clients. Without a file: 'No se seleccionó el archivo'. The answer of
 * every row opens in 'Informacion de carga'; good rows are kept, bad rows are shown with their reason.
 */
export function ExecutivesCsvPopover({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const insert = useInsertExecutives(rutFactoring);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<ResultadoCargaEjecutivo[] | null>(null);

  const upload = async () => {
    if (!file) {
      toast('error', CUENTAS_MESSAGES.noFile);
      return;
    }
    try {
      const rows = executiveRows(await readFirstSheet(file));
      if (rows.length === 0) {
        toast('error', 'Archivo cargado sin datos o con formato incorrecto!');
        return;
      }
      setResults(await insert.mutateAsync(rows));
      setOpen(false);
      setFile(null);
    } catch (error) {
      toast('error', error instanceof SheetReadError ? error.message : userMessage(error, CUENTAS_MESSAGES.csvFailed));
    }
  };

  return (
    <div className="position-relative d-inline-block">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Carga CSV
      </button>
      {open ? (
        <div
          className="card shadow position-absolute end-0 mt-1"
          style={{ zIndex: 1050, width: 300 }}
          role="dialog"
          aria-label="Carga CSV"
        >
          <div className="card-body">
            <label htmlFor="ejecutivos-csv" className="form-label small">
              Archivo con email del ejecutivo y rut de la empresa por fila
            </label>
            <input
              id="ejecutivos-csv"
              type="file"
              className="form-control form-control-sm"
              accept=".csv,.xls,.xlsx"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <div className="d-flex gap-2 mt-2 justify-content-end">
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(false)}>
                Cancelar
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => void upload()}
                disabled={insert.isPending}
              >
                {insert.isPending ? 'Cargando...' : 'Cargar'}
              </button>
            </div>
          </div>
        </div>
      ) : null}
      {results ? <LoadInfoModal results={results} onClose={() => setResults(null)} /> : null}
    </div>
  );
}
