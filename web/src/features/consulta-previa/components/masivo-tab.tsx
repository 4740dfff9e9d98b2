import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { MAX_DTES_MASIVO } from '@domain/consulta-previa/limits';
import { MasivoFileError, parseMasivoRows } from '@domain/consulta-previa/masivo-rows';
import { ARCHIVO_REQUERIDO, ERROR_LECTURA, ERROR_MASIVO, FORMATO_NO_PERMITIDO } from '@domain/consulta-previa/messages';
import { dteTypeName } from '@domain/dte-types';
import type { RowError } from '@domain/spreadsheet-rows';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { useSession } from '@web/lib/session/session-context';
import { RowErrors } from '@web/components/downloads/row-errors';
import { SpreadsheetPicker } from '@web/components/downloads/spreadsheet-picker';
import { ACCEPTED_EXTENSIONS, readFirstSheet } from '@web/lib/downloads/read-first-sheet';
import { ConsultaMasivaError, requestConsultaMasiva } from '../api/consulta-previa-masiva';
import { consultasMasivasKey } from '../hooks/use-consultas-masivas';
import { MasivoHistory } from './masivo-history';
import { countText } from '@domain/es-cl-format';
import { ErrorAlert } from '@web/components/ui/error-alert';

/**
 * The Masivo tab (core-platform §2, §5, §8): a .xls/.xlsx/.csv file (first sheet, header row, then rut emisor, tipo,
 * folio per row) read in the browser as soon as it is chosen; the documents kept and the rows refused are listed.
 * 'Realizar Consulta Masiva' hands the kept documents to the background consultation (api/consulta-previa-masiva.ts),
 * whose result arrives by e-mail at the user's address; the file is then cleared and the request shows in the
 * 'Historial' below until it is 'Enviado' (or 'Fallido' with the reason). A refused request shows the server's reason
 * under §8's error toast.
 */
export function MasivoTab({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const { restUrl } = useRuntimeConfig();
  const { state } = useSession();
  const queryClient = useQueryClient();
  const email = state.status === 'signedIn' ? state.user.username : '';
  const [dtes, setDtes] = useState<DteConsulta[]>([]);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key empties the file input once its documents were handed over, so the same file is not sent twice by
  // accident.
  const [pickerKey, setPickerKey] = useState(0);

  const read = async (file: File | null) => {
    setDtes([]);
    setRowErrors([]);
    setFileProblem(null);
    if (!file) return;
    const fail = (message: string) => {
      setFileProblem(message);
      toast('error', message);
    };
    if (!ACCEPTED_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      fail(FORMATO_NO_PERMITIDO);
      return;
    }
    setBusy(true);
    try {
      const result = parseMasivoRows(await readFirstSheet(file));
      setDtes(result.rows);
      setRowErrors(result.errors);
    } catch (error) {
      if (error instanceof MasivoFileError) {
        setRowErrors(error.errors);
        fail(error.message);
      } else {
        console.error('Lectura de planilla fallida', error);
        fail(ERROR_LECTURA);
      }
    } finally {
      setBusy(false);
    }
  };

  const consultar = async () => {
    if (dtes.length === 0) {
      const message = fileProblem ?? ARCHIVO_REQUERIDO;
      setFileProblem(message);
      toast('error', message);
      return;
    }
    setBusy(true);
    try {
      const started = await requestConsultaMasiva(restUrl, rutFactoring, { email, dtes });
      toast('success', started.message);
      setDtes([]);
      setRowErrors([]);
      setPickerKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: consultasMasivasKey(rutFactoring) });
    } catch (error) {
      console.error('Consulta masiva fallida', error);
      toast('error', ERROR_MASIVO);
      setFileProblem(
        error instanceof ConsultaMasivaError && error.status < 500 ? `${ERROR_MASIVO} ${error.message}` : ERROR_MASIVO,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="text-muted small">
        Cargue una planilla (.xls, .xlsx o .csv) con una fila de encabezado y luego un documento por fila: rut emisor,
        tipo (33, 34 o 46) y folio. Se consultan hasta {MAX_DTES_MASIVO} documentos; al terminar le llegará un email con
        el resultado{email ? ` a ${email}` : ''}.
      </p>
      <SpreadsheetPicker
        key={pickerKey}
        inputId="consulta-masiva-archivo"
        label="Archivo de documentos"
        action="Realizar Consulta Masiva"
        onFile={(file) => void read(file)}
        onAction={() => void consultar()}
        busy={busy}
      />
      <ErrorAlert error={fileProblem} />
      <RowErrors title="Filas no consideradas" errors={rowErrors.map((e) => `Fila ${e.fila}: ${e.mensaje}`)} />
      {dtes.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm table-striped" aria-label="Documentos a consultar">
            <caption className="caption-top">{countText(dtes.length, 'documento', 'documentos')} a consultar</caption>
            <thead>
              <tr>
                <th scope="col">Rut Emisor</th>
                <th scope="col">Tipo</th>
                <th scope="col">Folio</th>
              </tr>
            </thead>
            <tbody>
              {dtes.map((dte) => (
                <tr key={`${dte.rutEmisor}-${dte.tipoDTE}-${dte.folioDTE}`}>
                  <td>{displayRut(dte.rutEmisor)}</td>
                  <td>
                    {dte.tipoDTE} {dteTypeName(dte.tipoDTE)}
                  </td>
                  <td>{dte.folioDTE}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <MasivoHistory rutFactoring={rutFactoring} />
    </div>
  );
}
