/**
 * The next cesión of a document the factoring holds, as the SII's RTC expects it uploaded (SII-PROTOCOLS.md §8):
 * from the stored AEC (or, for a first cesión, the signed DTE) a new AEC whose DTECedido and earlier Cesion
 * elements are the stored bytes, untouched (their signatures were made by others and must stay valid), followed by
 * a new Cesion (SeqCesion n+1, cedente = the factoring, RUTAutorizado = the certificate's holder) signed with the
 * factoring's certificate, a new Caratula, and DocumentoAEC signed with the same certificate, in ISO-8859-1.
 * Source: AEC_v10.xsd, Cesion_v10.xsd, DTECedido_v10.xsd (schema_cesion 2019-12-12); the SII's SEQ-2 sample
 * (cordada fixtures); limits of cl-sii (SeqCesion 1..40, MontoCesion <= MntTotal, cedible types 33/34/43/46).
 */
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { certificateProblem } from '../credentials/certificate-checks';
import { CHILE_TIME_ZONE } from '../chile-time';
import { isCedible } from '../dte-types';
import { normalizeRut } from '../rut';
import { decodeIso88591, decodeXmlBytes } from '../xml/decode-bytes';
import { readSiiXml, SiiXmlError } from '../xml/read-sii-xml';
import { childNode, childNodes, type XmlNode } from '../xml/xml-node';
import { aecFileName } from './build';
import { buildCesionElement } from './build-cesion';
import { dteCedidoElement, writeAec, type AecFirma } from './build-envelope';
import type { AecPartyInput } from './build-input';
import { AecBuildError, validateCesionInput } from './build-validate';
import type { RawXml, XmlElement } from './build-xml';
import { declaracionJurada } from './declaracion-jurada';
import { AecValidationError } from './errors';
import { parseAec, readDteIdentity } from './parse';
import { childElementSpans, rawFragment, rootElementName } from './raw-fragment';
import type { AecDteIdentity } from './types';
import { MAX_SEQ_CESION } from './validate';

/**
 * Why the next cesión cannot be built: 'not-cedible' (tipoDTE not 33, 34, 43, 46), 'seq-limit' (the chain already
 * has 40 cesiones), 'monto' (MontoCesion above MntTotal), 'not-holder' (the factoring is not the last cesionario,
 * or for a first cesión not the emisor), 'certificate' (expired, not yet valid or without the holder's RUT),
 * 'source' (the stored bytes are not a readable AEC or DTE).
 */
export type NextCesionRefusal = 'not-cedible' | 'seq-limit' | 'monto' | 'not-holder' | 'certificate' | 'source';

/** The next cesión is refused; `reason` names the rule, the message explains it in Spanish. */
export class NextCesionError extends Error {
  constructor(
    readonly reason: NextCesionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'NextCesionError';
  }
}

/** What the factoring decides about the cesión it signs. RUTs 'NNNNNNNN-D' (dots allowed). */
export interface NextCesionFacts {
  /** The factoring: RUT, razón social (1..100), dirección (5..80), e-mail (6..80). */
  cedente: AecPartyInput;
  /** The recessionary, or the emisor for a return to the client. */
  cesionario: AecPartyInput;
  /** CLP; default the previous MontoCesion (the DTE's MntTotal for a first cesión). */
  montoCesion?: number | null;
  /** 'yyyy-MM-dd'. */
  ultimoVencimiento: string;
  eMailDeudor?: string | null;
  /** Default: the SII portal's text (declaracion-jurada.ts). */
  declaracionJurada?: string | null;
  /** Caratula NmbContacto / MailContacto; default the certificate holder's name and the cedente's e-mail. */
  contacto?: { nombre: string | null; email: string | null };
  /** The signing instant; TmstCesion and TmstFirmaEnvio are its Chile local time. */
  now: Date;
}

/** The factoring's certificate: its signing keys and the facts checked before signing (ISO instants). */
export interface AecSigner {
  keys: AecFirma;
  certificado: { nombre: string; rut: string | null; validoDesde: string; validoHasta: string };
}

/** The AEC built: its bytes (ISO-8859-1), the SII's file name for it, its SeqCesion and TmstCesion. */
export interface NextAec {
  bytes: Uint8Array;
  fileName: string;
  seq: number;
  tmstCesion: string;
}

/** What the stored file says about the chain the new cesión extends. */
interface StoredChain {
  dte: AecDteIdentity;
  /** The DTECedido element, kept (AEC), or the DTE to wrap in a new one (first cesión). */
  dteCedido: RawXml | { dte: RawXml };
  cesiones: RawXml[];
  holder: string;
  previousMonto: number;
  previousTmst: string | null;
}

/**
 * Builds the AEC of the next cesión.
 * @param stored the stored AEC as the SII served it (ISO-8859-1 or UTF-8, per its declaration), or for a first
 *   cesión the signed DTE (root DTE, or an EnvioDTE holding one DTE).
 * @returns the new AEC; check it with verifyAec (lambdas/sii/aec/verify-aec.ts) before sending.
 * @throws NextCesionError for a refused cesión (see {@link NextCesionRefusal});
 *   AecBuildError when a fact breaks a schema rule (lengths, RUTs, dates, a TmstCesion before the last one).
 */
export function buildNextCesion(stored: Uint8Array, facts: NextCesionFacts, signer: AecSigner): NextAec {
  const chain = readStoredChain(stored);
  const { dte } = chain;
  const seq = chain.cesiones.length + 1;
  if (seq > MAX_SEQ_CESION) {
    throw new NextCesionError(
      'seq-limit',
      `El documento ya tiene ${MAX_SEQ_CESION} cesiones, el máximo que admite el SII.`,
    );
  }
  const cedenteRut = normalizeRut(facts.cedente.rut);
  if (cedenteRut !== chain.holder) {
    throw new NextCesionError(
      'not-holder',
      seq === 1
        ? `El cedente ${cedenteRut} no es el emisor del documento (${chain.holder}).`
        : `El cedente ${cedenteRut} no es el cesionario vigente del documento (${chain.holder}).`,
    );
  }
  const montoCesion = facts.montoCesion ?? chain.previousMonto;
  if (montoCesion > dte.montoTotal) {
    throw new NextCesionError(
      'monto',
      `El monto a ceder ${montoCesion} supera el monto total del documento ${dte.montoTotal}.`,
    );
  }
  const { certificado, keys } = signer;
  const problem = certificateProblem(certificado, certificado.rut ?? '', facts.now);
  if (problem) throw new NextCesionError('certificate', problem);

  const tmstCesion = format(facts.now, "yyyy-MM-dd'T'HH:mm:ss", { in: tz(CHILE_TIME_ZONE) });
  if (chain.previousTmst && tmstCesion < chain.previousTmst) {
    throw new AecBuildError([`cesion.tmstCesion ${tmstCesion} es anterior a la cesión previa (${chain.previousTmst})`]);
  }
  const cesion = validateCesionInput(
    {
      cedente: facts.cedente,
      cesionario: facts.cesionario,
      // certificateProblem refuses a certificate without its holder's RUT.
      autorizado: { rut: certificado.rut!, nombre: certificado.nombre },
      declaracionJurada:
        facts.declaracionJurada ??
        declaracionJurada(
          {
            cedente: { rut: cedenteRut, razonSocial: facts.cedente.razonSocial },
            cesionario: { rut: normalizeRut(facts.cesionario.rut), razonSocial: facts.cesionario.razonSocial },
            deudor: { rut: dte.rutReceptor, razonSocial: dte.razonSocialReceptor },
          },
          seq === 1,
        ),
      montoCesion,
      ultimoVencimiento: facts.ultimoVencimiento,
      eMailDeudor: facts.eMailDeudor ?? null,
      tmstCesion,
    },
    dte.montoTotal,
  );
  const dteCedido: XmlElement | RawXml =
    'dte' in chain.dteCedido ? dteCedidoElement(dte, chain.dteCedido.dte, tmstCesion, keys) : chain.dteCedido;
  const bytes = writeAec(
    dte,
    {
      rutCedente: cesion.cedente.rut,
      rutCesionario: cesion.cesionario.rut,
      contacto: facts.contacto ?? { nombre: certificado.nombre, email: cesion.cedente.email },
      tmstFirmaEnvio: tmstCesion,
    },
    dteCedido,
    [...chain.cesiones, buildCesionElement(dte, cesion, seq, keys)],
    keys,
  );
  return { bytes, fileName: aecFileName(dte.rutEmisor, dte.tipoDTE, dte.folio, seq), seq, tmstCesion };
}

/** Reads the stored AEC or DTE. @throws NextCesionError 'source' or 'not-cedible'. */
function readStoredChain(stored: Uint8Array): StoredChain {
  try {
    const text = /^[^>]*encoding\s*=\s*["']iso-8859-1["']/i.test(decodeIso88591(stored.subarray(0, 100)))
      ? decodeIso88591(stored)
      : decodeXmlBytes(stored);
    // parseAec reads and checks an AEC whole; anything else is read as a DTE.
    return rootElementName(text) === 'AEC' ? readAecChain(stored, text) : readDteChain(readSiiXml(stored), text);
  } catch (error) {
    if (error instanceof AecValidationError && error.rule === 'not-cedible') {
      throw new NextCesionError('not-cedible', error.message);
    }
    if (error instanceof SiiXmlError)
      throw new NextCesionError('source', `El AEC o DTE guardado no se puede leer: ${error.message}`);
    throw error;
  }
}

function readAecChain(stored: Uint8Array, text: string): StoredChain {
  const aec = parseAec(stored);
  const parts = childElementSpans(text, ['AEC', 'DocumentoAEC', 'Cesiones']) ?? [];
  const [dteCedido, ...cesiones] = parts;
  if (dteCedido?.name !== 'DTECedido' || cesiones.some((c) => c.name !== 'Cesion')) {
    throw new SiiXmlError('Cesiones debe contener DTECedido y luego los elementos Cesion');
  }
  const raw = (span: { start: number; end: number }) => rawFragment(text.slice(span.start, span.end));
  return {
    dte: aec.dte,
    dteCedido: raw(dteCedido),
    cesiones: cesiones.map(raw),
    holder: aec.current.cesionario.rut,
    previousMonto: aec.current.montoCesion,
    previousTmst: aec.current.tmstCesion,
  };
}

function readDteChain(root: XmlNode, text: string): StoredChain {
  const envio = childNode(root, 'EnvioDTE');
  const dtes = envio ? childNodes(childNode(envio, 'SetDTE') ?? {}, 'DTE') : childNodes(root, 'DTE');
  if (dtes.length !== 1) throw new SiiXmlError(`Se esperaba un AEC o un DTE, y el archivo tiene ${dtes.length} DTE`);
  const dte = readDteIdentity(dtes[0]!);
  if (!isCedible(dte.tipoDTE)) {
    throw new NextCesionError('not-cedible', `El tipo de DTE ${dte.tipoDTE} no es cedible (33, 34, 43, 46).`);
  }
  const span = (envio ? childElementSpans(text, ['EnvioDTE', 'SetDTE']) : childElementSpans(text, []))?.find(
    (s) => s.name === 'DTE',
  );
  if (!span) throw new SiiXmlError('No se encontró el elemento DTE');
  return {
    dte,
    dteCedido: { dte: rawFragment(text.slice(span.start, span.end)) },
    cesiones: [],
    holder: dte.rutEmisor,
    previousMonto: dte.montoTotal,
    previousTmst: null,
  };
}
