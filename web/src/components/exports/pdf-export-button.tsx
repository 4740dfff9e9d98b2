import { useState } from 'react';
import type { PdfDocumentClass } from '@domain/pdf/pdf-document';
import { useToast } from '@web/components/ui/toasts';
import { saveBlob } from '@web/lib/downloads/save-file';

/** A drawn PDF: its bytes and the name it is saved under. */
export interface PdfFile {
  bytes: Uint8Array;
  fileName: string;
}

interface PdfExportButtonProps {
  /** The button's text. */
  label: string;
  /** The alert shown when the PDF could not be produced. */
  errorMessage: string;
  /**
   * Draws the PDF; `pdfkit()` gives pdfkit's standalone build, loaded on the first call, so the caller decides what
   * it reads before the library arrives.
   */
  produce: (pdfkit: () => Promise<PdfDocumentClass>) => Promise<PdfFile>;
  disabled?: boolean;
  testId?: string;
}

/** pdfkit's browser build, fetched only when a PDF is first drawn, not with the screen. */
const loadPdfkit = async (): Promise<PdfDocumentClass> => (await import('pdfkit/js/pdfkit.standalone')).default;

/**
 * A button that draws a PDF in the browser (so no report data leaves it) and saves it, with a spinner while it runs;
 * a failure is logged and toasts `errorMessage`.
 */
export function PdfExportButton({ label, errorMessage, produce, disabled = false, testId }: PdfExportButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { bytes, fileName } = await produce(loadPdfkit);
      saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
    } catch (error) {
      console.error('PDF fallido', error);
      toast('error', errorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      onClick={() => void run()}
      disabled={busy || disabled}
      aria-busy={busy}
      data-testid={testId}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
