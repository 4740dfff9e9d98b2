/**
 * What {@link buildAec} needs to write an AEC: the ceded DTE, the chain of cesiones and the keys that sign.
 * Field names follow the SII schemas (DTE_v10.xsd, Cesion_v10.xsd, AEC_v10.xsd). Dates 'yyyy-MM-dd',
 * timestamps 'yyyy-MM-ddTHH:mm:ss' in Chile local time, amounts CLP integers, RUTs 'NNNNNNNN-D' (dots allowed).
 */

/** Emisor of the DTE (Encabezado/Emisor). */
export interface DteEmisorInput {
  rut: string;
  /** RznSoc, 1..100 characters. */
  razonSocial: string;
  /** GiroEmis, 1..80 characters. */
  giro: string;
  /** Acteco, the SII economic activity code (up to 6 digits). */
  acteco: number;
  /** DirOrigen, up to 70 characters. */
  direccion: string;
  /** CmnaOrigen, up to 20 characters. */
  comuna: string;
  ciudad?: string | null;
  email?: string | null;
  /** Telefono, up to 20 characters (the schema allows two; one is written). */
  telefono?: string | null;
}

/** Receptor of the DTE (Encabezado/Receptor). */
export interface DteReceptorInput {
  rut: string;
  /** RznSocRecep, 1..100 characters. */
  razonSocial: string;
  /** GiroRecep, up to 40 characters. */
  giro: string;
  /** DirRecep, up to 70 characters. */
  direccion: string;
  /** CmnaRecep, up to 20 characters. */
  comuna: string;
  ciudad?: string | null;
  contacto?: string | null;
  email?: string | null;
}

/** One Detalle line. montoItem must equal round(cantidad * precioUnitario). */
export interface DteItemInput {
  nombre: string;
  descripcion?: string | null;
  cantidad: number;
  /** UnmdItem, up to 4 characters. */
  unidad?: string | null;
  precioUnitario: number;
  montoItem: number;
  /** Only for tipoDTE 43: TpoDocLiq, the type of the liquidated document (e.g. '33'). */
  tipoDocLiquidado?: string | null;
}

/** Totales of the DTE. montoTotal must follow from the others (see computeTotales). */
export interface DteTotalesInput {
  montoNeto: number | null;
  montoExento: number | null;
  /** TasaIVA in percent (19). */
  tasaIva: number | null;
  iva: number | null;
  /** Only for tipoDTE 43: the commission charged by the emisor (ValComNeto, ValComExe, ValComIVA). */
  comisiones?: { neto: number; exento: number; iva: number } | null;
  montoTotal: number;
}

/** One Referencia line (e.g. TpoDocRef '801' orden de compra, 'HES' hoja de entrada de servicios). */
export interface DteReferenciaInput {
  tipoDocRef: string;
  folioRef: string;
  fechaRef: string;
  razonRef?: string | null;
}

/**
 * The folio authorisation (CAF) the TED carries: range D..H and authorisation date FA (its key comes from
 * AecSigningKeys.caf).
 */
export interface DteCafInput {
  desde: number;
  hasta: number;
  fechaAutorizacion: string;
}

/** The ceded DTE. tipoDTE 43 is written as a Liquidacion, the others as a Documento (DTE_v10.xsd). */
export interface DteInput {
  tipoDTE: 33 | 34 | 43 | 46;
  folio: number;
  fechaEmision: string;
  fechaVencimiento: string | null;
  /** FmaPago: 1 contado, 2 crédito, 3 sin costo. Ceded invoices are normally 2. */
  formaPago: 1 | 2 | 3;
  emisor: DteEmisorInput;
  receptor: DteReceptorInput;
  items: DteItemInput[];
  totales: DteTotalesInput;
  referencias: DteReferenciaInput[];
  caf: DteCafInput;
  /** TSTED, when the timbre was generated. */
  timestampTimbre: string;
  /** TmstFirma of the Documento. */
  timestampFirma: string;
}

/** A party of a cesión (Cesion_v10.xsd Cedente/Cesionario): every field is required by the schema. */
export interface AecPartyInput {
  rut: string;
  /** 1..100 characters. */
  razonSocial: string;
  /** 5..80 characters. */
  direccion: string;
  /** 6..80 characters. */
  email: string;
}

/** One cesión of the chain; its SeqCesion is its position (1-based). */
export interface AecCesionInput {
  cedente: AecPartyInput;
  cesionario: AecPartyInput;
  /** The person who signs for the cedente (RUTAutorizado); nombre is cut to 40 characters. */
  autorizado: { rut: string; nombre: string };
  /** DeclaracionJurada, up to 512 characters, or null. */
  declaracionJurada: string | null;
  montoCesion: number;
  ultimoVencimiento: string;
  eMailDeudor: string | null;
  tmstCesion: string;
}

/** Everything an AEC holds: the DTE, the chain (1..40 cesiones, oldest first) and the Caratula contact. */
export interface AecBuildInput {
  dte: DteInput;
  cesiones: AecCesionInput[];
  contacto: { nombre: string | null; email: string | null };
}

/** An RSA key that signs with RSASSA-PKCS1-v1_5 over SHA-1 (the only method the SII schemas allow). */
export interface RsaSha1Key {
  /** Base64 signature of the bytes. */
  sign(data: Uint8Array): string;
  /** Base64 big-endian modulus and public exponent (RSAKeyValue / RSAPK). */
  modulus: string;
  exponent: string;
}

/**
 * The keys and the digest an AEC needs, injected so that the domain stays free of I/O and platform crypto:
 * `firma` signs the DTE, each cesión and the AEC (XML-DSig, with its X.509 certificate), `caf` is the
 * emisor's folio key that signs the timbre (FRMT over DD), `sii` is the authority key that signs the CAF
 * (FRMA over DA).
 */
export interface AecSigningKeys {
  sha1(data: Uint8Array): string;
  firma: RsaSha1Key & { certificate: string };
  caf: RsaSha1Key & { idk: number };
  sii: RsaSha1Key;
}
