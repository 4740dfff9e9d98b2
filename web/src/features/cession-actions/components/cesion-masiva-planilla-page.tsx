import { useMemo, useState } from 'react';
import { EMPTY_FILE_MESSAGE } from '@domain/spreadsheet-rows';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { RowErrors } from '@web/components/downloads/row-errors';
import { SpreadsheetPicker } from '@web/components/downloads/spreadsheet-picker';
import { readFirstSheet, SheetReadError } from '@web/lib/downloads/read-first-sheet';
import { cesionMasiva } from '../api/cesion-masiva';
import { useFactoringsToGive } from '@web/lib/recesionarios/get-factorings-to-give';
import { useCessionAction } from '../hooks/use-cession-action';
import { useEstadosDtes } from '../hooks/use-estados-dtes';
import { useFactoringFlags } from '@web/lib/company/factoring-flags';
import { ACTION_MESSAGES } from '../model/action-messages';
import { checkSheetCession } from '../model/cesion-masiva-payload';
import { isSuccess, outcomesByDocument } from '@web/lib/cessions/cesion-resultado';
import { readCessionSheet, type CessionSheet } from '../model/cession-sheet';
import { AecErrorModal } from './aec-error-modal';
import { EnviosAecPanel } from './envios-aec-panel';
import { EnvioProgressBar } from './envio-progress-bar';
import { envioProgress } from '@web/lib/cessions/envio-progress';
import { ConfirmSendModal } from './confirm-send-modal';
import { RecesionarioSelect } from './recesionario-select';
import { SampleDownloads } from './sample-downloads';
import { SheetRowsTable } from './sheet-rows-table';
import { countText } from '@domain/es-cl-format';
import type { CesionMasivaInput } from '@domain/wire/schema-types';

/**
 * '/cesion-masiva' and '/cesion-masiva-planilla' (core-platform §2 "Mass assignment", §4 "Mass send", §5, §8): pick
 * the recessionary, load a .xls/.xlsx/.csv file (read when chosen with the rules of §5: the documents kept and every
 * refused row with its sheet row and reason are shown, and, for a user with consultaPrevia, each document's state at
 * the SII), download the sample files, 'Confirmar Envio' (the §5
 * messages when the form is not ready), the confirmation modal, then cesionMasiva. 200: toast 'Se inicio el proceso
 * de Cesion correctamente' and 'Cesión masiva enviada con éxito!'; otherwise the error modal lists AECsError. Each
 * row then shows its envío state as it changes, the overall progress of the envío shows ('12 de 40 aceptadas'), and
 * the error modal opens by itself when the SII rejects one; the 'Envíos al SII' panel lists the factoring's recent
 * envíos.
 */
export function CesionMasivaPlanillaPage({ rutFactoring }: { rutFactoring: string }) {
  const toast = useToast();
  const recesionarios = useFactoringsToGive(rutFactoring);
  const [rutCesionario, setRutCesionario] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<CessionSheet | null>(null);
  const [reading, setReading] = useState(false);
  const [pending, setPending] = useState<CesionMasivaInput | null>(null);
  const action = useCessionAction(rutFactoring);
  const outcomes = useMemo(
    () => (action.result ? outcomesByDocument({ ...action.result, AECs: action.followed }) : new Map()),
    [action.result, action.followed],
  );
  const estados = useEstadosDtes(rutFactoring, sheet?.filas ?? [], useFactoringFlags()?.consultaPrevia === true);
  const recesionario = recesionarios.data?.find((candidate) => candidate.rut === pending?.rutCesionario);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setSheet(null);
    action.reset();
    if (!chosen) return;
    setReading(true);
    try {
      const read = readCessionSheet(await readFirstSheet(chosen), new Date());
      setSheet(read);
      if (read.filas.length === 0) toast('error', EMPTY_FILE_MESSAGE);
    } catch (error) {
      console.error('Lectura de planilla fallida', error);
      toast('error', error instanceof SheetReadError ? error.message : EMPTY_FILE_MESSAGE);
    } finally {
      setReading(false);
    }
  };

  const confirmEnvio = () => {
    if (!file) return toast('error', ACTION_MESSAGES.noFile);
    if (!sheet || sheet.filas.length === 0) return toast('error', EMPTY_FILE_MESSAGE);
    const check = checkSheetCession(rutCesionario, sheet.filas);
    if (!check.ok) return toast('error', check.message);
    setPending(check.payload);
  };

  const send = async (payload: CesionMasivaInput) => {
    await action.run(() => cesionMasiva(rutFactoring, payload));
    setPending(null);
  };

  return (
    <section>
      <h1 className="h4 mb-3">Cesión masiva desde planilla</h1>
      <RecesionarioSelect rutFactoring={rutFactoring} value={rutCesionario} onChange={setRutCesionario} />
      <SpreadsheetPicker
        inputId="planilla-cesion-masiva"
        label="Planilla de documentos (.xls, .xlsx, .csv): rut emisor, tipo, folio y vencimiento opcional, o el formato de 9 columnas"
        action={action.busy ? 'Enviando...' : 'Confirmar Envio'}
        onFile={(chosen) => void choose(chosen)}
        onAction={confirmEnvio}
        busy={reading || action.busy}
      />
      <SampleDownloads />
      {action.result && isSuccess(action.result) ? (
        <div className="alert alert-success" role="status" data-testid="cesion-masiva-exito">
          {ACTION_MESSAGES.massSent}
        </div>
      ) : null}
      <EnvioProgressBar progress={envioProgress(action.followed)} />
      <RowErrors
        title="Filas no consideradas"
        errors={(sheet?.errors ?? []).map((e) => `Fila ${e.fila}: ${e.mensaje}`)}
      />
      {sheet && sheet.layout !== null && sheet.filas.length > 0 ? (
        <>
          <p className="mb-1" data-testid="sheet-summary">
            {countText(sheet.filas.length, 'documento', 'documentos')} a ceder (
            {sheet.layout === 9 ? 'formato 9 columnas' : 'formato 3-4 columnas'})
            {sheet.errors.length > 0
              ? `, ${countText(sheet.errors.length, 'fila no considerada', 'filas no consideradas')}`
              : ''}
          </p>
          {estados.isError ? (
            <div className="alert alert-warning" role="alert">
              {estados.error.message}
            </div>
          ) : null}
          <SheetRowsTable filas={sheet.filas} layout={sheet.layout} outcomes={outcomes} estados={estados.data} />
        </>
      ) : null}
      {pending ? (
        <ConfirmSendModal
          title="Confirmar Cesion Masiva"
          busy={action.busy}
          onConfirm={() => void send(pending)}
          onClose={() => setPending(null)}
        >
          <p className="mb-0">
            {pending.data.length === 1 ? 'Se cederá' : 'Se cederán'}{' '}
            {countText(pending.data.length, 'documento', 'documentos')} a{' '}
            <strong>
              {recesionario
                ? `${recesionario.razonSocial} (${displayRut(recesionario.rut)})`
                : displayRut(pending.rutCesionario)}
            </strong>
            . Por cada documento se firmará y enviará un AEC al SII.
          </p>
        </ConfirmSendModal>
      ) : null}
      <EnviosAecPanel rutFactoring={rutFactoring} />
      {action.showProblems ? (
        <AecErrorModal problems={action.problems} sent={action.sent} onClose={action.dismissProblems} />
      ) : null}
    </section>
  );
}
