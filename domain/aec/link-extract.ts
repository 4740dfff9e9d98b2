/**
 * The AEC as one link of its chain may see it (each holder sees its own link): a party to cesión k
 * (its cedente, its cesionario, or the deudor its period answers told of it) gets cesiones 1..k, never later ones.
 * The SII's RTCDescargarXmlCons serves only a DTE's latest AEC (SII-PROTOCOLS.md §5), so when the registry's own file
 * of link k was never stored the platform cuts it from a later one. Source: AEC_v10.xsd (AEC = DocumentoAEC
 * {Caratula, Cesiones {DTECedido, Cesion 1..n}} + Signature of the last cedente).
 */
import { parseAec } from './parse';
import { childElementSpans, rootElementName, type ElementSpan } from './raw-fragment';
import { SiiXmlError } from '../xml/sii-xml-error';

/** Caratula elements naming the later cedente's contact, dropped from an extract. */
const CONTACT_ELEMENTS = new Set(['NmbContacto', 'FonoContacto', 'MailContacto']);

/** A replacement of [start, end) of the text. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The AEC holding only cesiones 1..`seq` of the chain in `bytes`.
 * When the AEC ends at or before `seq` the very bytes given are returned (the same array). Otherwise an extract:
 * the DTECedido and the Cesion elements 1..seq kept byte for byte (each signed by its own cedente, so each still
 * verifies), the later Cesion elements removed, the Caratula rewritten to describe cesión `seq` (RutCedente,
 * RutCesionario and TmstFirmaEnvio of that cesión; the later cedente's NmbContacto, FonoContacto and MailContacto
 * removed) and the envelope's Signature removed, since it is the later cedente's, covers the later cesiones and its
 * certificate names that cedente. An XML comment after the declaration says the file is such an extract. The
 * encoding of the file is kept (the text is handled byte for byte).
 * @param bytes an AEC as the SII serves it (root AEC, or DocumentoAEC alone).
 * @param seq SeqCesion of the last cesión to keep, an integer >= 1.
 * @returns the AEC bytes, whose last cesión is min(seq, the AEC's last).
 * @throws RangeError when seq is not a positive integer; SiiXmlError (AecValidationError) when `bytes` is not a
 *   valid AEC, or when the extract would not read back as an AEC ending at cesión `seq`.
 */
export function aecUpToLink(bytes: Uint8Array, seq: number): Uint8Array {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`SeqCesion inválido: ${seq}`);
  const aec = parseAec(bytes);
  if (aec.current.seq <= seq) return bytes;
  const link = aec.cesiones.find((cesion) => cesion.seq === seq);
  if (!link) throw new SiiXmlError(`El AEC no contiene la cesión ${seq}`);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const documento = rootElementName(text) === 'AEC' ? ['AEC', 'DocumentoAEC'] : ['DocumentoAEC'];
  const edits: Edit[] = [];
  const laterCesiones = children(text, [...documento, 'Cesiones']).filter(
    (span) => span.name === 'Cesion' && seqOf(text, span) > seq,
  );
  edits.push(...removals(children(text, [...documento, 'Cesiones']), laterCesiones));
  const caratula = children(text, [...documento, 'Caratula']);
  edits.push(
    ...removals(
      caratula,
      caratula.filter((span) => CONTACT_ELEMENTS.has(span.name)),
    ),
  );
  const values: Record<string, string> = {
    RutCedente: link.cedente.rut,
    RutCesionario: link.cesionario.rut,
    TmstFirmaEnvio: link.tmstCesion,
  };
  for (const span of caratula)
    if (values[span.name] !== undefined) edits.push(innerText(text, span, values[span.name]!));
  if (documento.length === 2) {
    const envelope = children(text, ['AEC']);
    edits.push(
      ...removals(
        envelope,
        envelope.filter((span) => span.name === 'Signature'),
      ),
    );
  }
  edits.push({
    start: afterDeclaration(text),
    end: afterDeclaration(text),
    text: `\n<!-- Extracto del AEC: cesiones 1 a ${seq} del documento. -->`,
  });
  const extract = Buffer.from(applyEdits(text, edits), 'latin1');
  const read = parseAec(extract);
  if (read.current.seq !== seq)
    throw new SiiXmlError(`El extracto del AEC termina en la cesión ${read.current.seq}, no en ${seq}`);
  return new Uint8Array(extract.buffer, extract.byteOffset, extract.byteLength);
}

function children(text: string, path: readonly string[]): ElementSpan[] {
  const spans = childElementSpans(text, path);
  if (!spans) throw new SiiXmlError(`Falta el elemento ${path.join('/')}`);
  return spans;
}

/** SeqCesion of a Cesion element (the first one inside it: DocumentoCesion/SeqCesion). */
function seqOf(text: string, cesion: ElementSpan): number {
  const found = /<(?:[\w.-]+:)?SeqCesion>\s*(\d+)\s*</.exec(text.slice(cesion.start, cesion.end));
  if (!found) throw new SiiXmlError('Cesion sin SeqCesion');
  return Number(found[1]);
}

/** Removes each of `removed` (children of one element, `siblings` in order) with the whitespace before it. */
function removals(siblings: readonly ElementSpan[], removed: readonly ElementSpan[]): Edit[] {
  return removed.map((span) => {
    const previous = siblings[siblings.indexOf(span) - 1];
    return { start: previous ? previous.end : span.start, end: span.end, text: '' };
  });
}

/** Replaces the text content of a simple element `<Name ...>content</Name>`. */
function innerText(text: string, span: ElementSpan, value: string): Edit {
  const start = text.indexOf('>', span.start) + 1;
  const end = text.lastIndexOf('</', span.end);
  return { start, end, text: value };
}

/** Position just after the XML declaration, 0 when there is none. */
function afterDeclaration(text: string): number {
  return text.startsWith('<?xml') ? text.indexOf('?>') + 2 : 0;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = text;
  for (const edit of edits.toSorted((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
