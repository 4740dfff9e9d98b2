import type { DocumentStore } from '../../store/document-store';
import type { HeldDocumentDeps, HeldDocumentsDeps } from './held-document';

/** The held cessions, and the documents bucket the AECs are read from and the generated files written to. */
export type DocumentFilesDeps = HeldDocumentDeps &
  HeldDocumentsDeps & { documents: Pick<DocumentStore, 'getAec' | 'putDocument' | 'signedDownloadUrl'> };
