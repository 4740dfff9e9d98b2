import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../unit/documents/pdf-content';
import {
  AEC_170,
  FACTORING_A,
  FACTORING_B,
  gql,
  startDocumentPlatform,
  type DocumentPlatform,
} from './document-platform';
import { aecUpToLink } from '@domain/aec/link-extract';
import { parseAec } from '@domain/aec/parse';

const DOCUMENT_ARGS = '$rutEmisor: String!, $tipo: Int!, $folio: Float!, $idSecuencia: Int, $rutFactoring: String!';
const DOCUMENT_VARS =
  'rutEmisor: $rutEmisor, tipo: $tipo, folio: $folio, idSecuencia: $idSecuencia, rutFactoring: $rutFactoring';
const AEC_FILES = `query Aec(${DOCUMENT_ARGS}) { aecFiles(${DOCUMENT_VARS}) { url nombre } }`;
const PDF_FILE = `query Pdf(${DOCUMENT_ARGS}) { pdfFile(${DOCUMENT_VARS}) { url nombre } }`;
const CERTIFICATE = `query Cert(${DOCUMENT_ARGS}) { getCertificate(${DOCUMENT_VARS}) }`;
const MOVIMIENTOS = `query Mvtos($folio: Float!, $rutEmisor: String!, $tipoDocumento: Int!, $rutFactoring: String!) {
  getMovimientos(folio: $folio, rutEmisor: $rutEmisor, tipoDocumento: $tipoDocumento, rutFactoring: $rutFactoring)
}`;
const CESIONES_PDF = `query List($rutFactoring: String!, $dtes: [DteInput!]!) { cesionesPdf(rutFactoring: $rutFactoring, dtes: $dtes) { url nombre } }`;
const GET_PDFS = `query Pdfs($rutFactoring: String!, $dtes: [DteInput!]!) { getPdfs(rutFactoring: $rutFactoring, dtes: $dtes) { url nombre } }`;
const FACTORING = `query F($rutFactoring: String!) { factoring(rutFactoring: $rutFactoring) { rut razonSocial features {
  busquedaExtendida tipoFechaHabilitado exportarExcel cartaGuia estadoDBThor exportacionEnriquecida } } }`;

const doc = (folio: number, rutFactoring = FACTORING_A) => ({
  rutEmisor: '76.354.771-K',
  tipo: 33,
  folio,
  rutFactoring,
});

describe('GraphQL document fields over the local engines, with real tokens', () => {
  let platform: DocumentPlatform;

  beforeAll(async () => {
    platform = await startDocumentPlatform();
  });

  afterAll(async () => {
    await platform?.stop();
  });

  it('aecFiles answers a signed URL that serves the stored AEC up to the held cesión: ST CAPITAL holds cesión 1 of the two', async () => {
    const answer = await gql(platform, 'ana', AEC_FILES, doc(170));
    expect(answer.errors).toBeUndefined();
    const file = answer.data?.aecFiles as { url: string; nombre: string };
    expect(file.nombre).toBe('76354771-K_33_170.xml');
    const response = await fetch(file.url);
    expect(response.status).toBe(200);
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served).toEqual(aecUpToLink(AEC_170, 1));
    expect(parseAec(served).cesiones.map((cesion) => cesion.cesionario.rut)).toEqual(['76389992-6']);
    expect(Buffer.from(served).toString('latin1')).not.toContain('76598556-0');
  });

  it("refuses another factoring's user: Forbidden for the foreign factoring, NotFound for a foreign document, no URL", async () => {
    const foreignFactoring = await gql(platform, 'bruno', AEC_FILES, doc(170));
    expect(foreignFactoring.data).toBeNull();
    expect(foreignFactoring.errors?.map((error) => error.errorType)).toEqual(['Forbidden']);
    const foreignDocument = await gql(platform, 'bruno', AEC_FILES, doc(170, FACTORING_B));
    expect(foreignDocument.data).toBeNull();
    expect(foreignDocument.errors?.map((error) => [error.errorType, error.message])).toEqual([
      ['NotFound', 'Documento no encontrado'],
    ]);
    expect(JSON.stringify([foreignFactoring, foreignDocument])).not.toContain('http');
  });

  it('says the AEC could not be obtained when the cession has none', async () => {
    const answer = await gql(platform, 'ana', AEC_FILES, doc(171));
    expect(answer.errors?.map((error) => error.message)).toEqual(['No fue posible descargar XML AEC desde el SII']);
  });

  it('pdfFile renders the DTE of the stored AEC into a PDF with the TED stamp', async () => {
    const answer = await gql(platform, 'ana', PDF_FILE, doc(170));
    expect(answer.errors).toBeUndefined();
    const file = answer.data?.pdfFile as { url: string; nombre: string };
    expect(file.nombre).toBe('76354771-K_33_170.pdf');
    const pdf = await readPdf(new Uint8Array(await (await fetch(file.url)).arrayBuffer()));
    expect(pdf.text).toContain('INGENIERIA ENACON SPA');
    expect(pdf.text).toContain('N° 170');
    expect(pdf.text).toContain('$2.996.301');
    expect(pdf.images).toBe(1);
  });

  it('getCertificate gives the chain of the stored AEC, and null while there is no AEC', async () => {
    const answer = await gql(platform, 'ana', CERTIFICATE, doc(170));
    const page = answer.data?.getCertificate as string;
    expect(page).toContain('Certificado de Cesión');
    expect(page).toContain('MINERA LOS PELAMBRES - RUT 96.790.240-3');
    // ST CAPITAL holds cesión 1: the later cesionario of the real file is not shown.
    expect(page).not.toContain('76.598.556-0');
    const pending = await gql(platform, 'ana', CERTIFICATE, doc(171));
    expect(pending.errors).toBeUndefined();
    expect(pending.data?.getCertificate).toBeNull();
  });

  it('getMovimientos answers the event history page of a held document', async () => {
    const answer = await gql(platform, 'ana', MOVIMIENTOS, {
      folio: 170,
      rutEmisor: '76354771-K',
      tipoDocumento: 33,
      rutFactoring: FACTORING_A,
    });
    expect(answer.data?.getMovimientos).toContain('No existen eventos para el documento');
  });

  it("cesionesPdf lists the factoring's documents and refuses one it does not hold", async () => {
    const dtes = [170, 172].map((folioDTE) => ({ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE }));
    const answer = await gql(platform, 'ana', CESIONES_PDF, { rutFactoring: FACTORING_A, dtes });
    const file = answer.data?.cesionesPdf as { url: string; nombre: string };
    expect(file.nombre).toBe('Cesiones_76389992-6.pdf');
    const pdf = await readPdf(new Uint8Array(await (await fetch(file.url)).arrayBuffer()));
    expect(pdf.text).toContain('MINERA LOS PELAMBRES');
    expect(pdf.text).toContain('$120.000');
    const refused = await gql(platform, 'ana', CESIONES_PDF, {
      rutFactoring: FACTORING_A,
      dtes: [...dtes, { rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 900 }],
    });
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((error) => error.message)).toEqual(['Documento no encontrado: 76354771-K_33_900']);
  });

  it('getPdfs merges the DTE PDFs of the selected documents into one named with the emisor RUT', async () => {
    const dte = (folioDTE: number) => ({ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE });
    const pdfAt = async (url: string) => readPdf(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const single = await pdfAt(((await gql(platform, 'ana', PDF_FILE, doc(170))).data?.pdfFile as { url: string }).url);
    const answer = await gql(platform, 'ana', GET_PDFS, { rutFactoring: FACTORING_A, dtes: [dte(170), dte(172)] });
    expect(answer.errors).toBeUndefined();
    const file = answer.data?.getPdfs as { url: string; nombre: string };
    expect(file.nombre).toBe('76354771-K.pdf');
    const merged = await pdfAt(file.url);
    // 172's stored AEC is a copy of 170's real file: both documents print the DTE of folio 170, one after the other.
    expect(merged.pages).toBe(2 * single.pages);
    expect(merged.images).toBe(2);
    expect(merged.text.split('N° 170').length - 1).toBe(2 * (single.text.split('N° 170').length - 1));
    const refused = await gql(platform, 'ana', GET_PDFS, { rutFactoring: FACTORING_A, dtes: [dte(170), dte(900)] });
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((error) => error.message)).toEqual(['Documento no encontrado: 76354771-K_33_900']);
  });

  it('factoring answers the stored feature settings, the missing ones off', async () => {
    const answer = await gql(platform, 'ana', FACTORING, { rutFactoring: FACTORING_A });
    expect(answer.data?.factoring).toEqual({
      rut: FACTORING_A,
      razonSocial: 'ST CAPITAL S.A.',
      features: {
        busquedaExtendida: true,
        tipoFechaHabilitado: false,
        exportarExcel: true,
        cartaGuia: false,
        estadoDBThor: false,
        exportacionEnriquecida: false,
      },
    });
    const foreign = await gql(platform, 'ana', FACTORING, { rutFactoring: FACTORING_B });
    expect(foreign.errors?.map((error) => error.errorType)).toEqual(['Forbidden']);
  });
});
