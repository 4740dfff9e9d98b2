/**
 * SQLite schema of the client databases (client-radar.md §3 "Local database tables", client-detail.md §3):
 * the per-client file `client-db/{rutFactoring}/{rutCliente}.sqlite` holds every table below; the client-list file
 * (`GET api/empresas`) holds only empresas, kpis and metadata ({@link CLIENT_LIST_DB_SCHEMA_SQL}).
 * Conventions: RUTs are normalised 'NNNNNNNN-D'; amounts are CLP integers; dates 'yyyy-MM-dd', date-times
 * 'yyyy-MM-dd HH:mm:ss' in Chile local time (America/Santiago) as the SII writes them; months 'yyyy-MM';
 * flags are 0/1 integers. Column names are the spec's (camelCase) and are the contract with web/src/localdb.
 */

/**
 * librocv: one row per document of the client's RCV (sales and purchases).
 * - ventaOCompra: 'venta' (the client issued it) or 'compra' (the client received it).
 * - tipoDTE: SII document type (33, 34, 46, 56, 61, ...). folio: document number.
 * - rutEmisor / rutReceptor: issuer and receiver (for ventas rutEmisor is the client).
 * - fechaEmision: 'Fecha Docto'. fechaHoraEnSII: the day 'yyyy-MM-dd' of 'Fecha Recepcion' (reception by the SII) of
 *   a document neither aceptado nor reclamado, NULL for the others: the 8-day rule reads only that
 *   (domain/client-db/acceptance.ts, storedReceptionDay).
 * - total: 'Monto total', CLP.
 * - aceptado: 1 when the receiver acknowledged it (Fecha Acuse) or 8 days passed since fechaHoraEnSII unclaimed
 *   (client-radar.md §4); reclamado: 1 when claimed (Fecha Reclamo, or listed in the purchases 'reclamado' export).
 * - anulado / rebajado: from the credit notes (60, 61, 112) referencing it (client-radar.md §4; see nc_resumen).
 * - tipoReferencia / folioReferencia: the first document it references (credit notes), else NULL.
 * Stored WITHOUT ROWID in the order the lists read it (book, fechaEmision, folio: the documents page walks it newest
 * first). librocv_deudor and librocv_proveedor order each book by counterparty and day (partial indexes: a query
 * reads them when it names the book as a literal, 'venta' or 'compra'): the lists and counts of 'Filtrar por
 * Deudor' read only that counterparty's rows, with no lookup in the table (each holds the client's column too).
 * The document key (book, issuer, type, folio) is the index librocv_documento of the build only
 * ({@link CLIENT_DB_BUILD_SCHEMA_SQL}): the file's joins from a cession reach its document through the primary key
 * (cesion.fechaEmision). At 300,000 documents (tests/bench/client-db.ts) the document key was 11 MB raw and 1.75 MB
 * gzip; the two counterparty indexes take 14 MB raw and 2.4 MB gzip.
 */
const LIBROCV = `
CREATE TABLE librocv (
  ventaOCompra TEXT NOT NULL CHECK (ventaOCompra IN ('venta', 'compra')),
  tipoDTE INTEGER NOT NULL,
  folio INTEGER NOT NULL,
  rutEmisor TEXT NOT NULL,
  rutReceptor TEXT NOT NULL,
  fechaEmision TEXT NOT NULL,
  fechaHoraEnSII TEXT,
  total INTEGER NOT NULL,
  aceptado INTEGER NOT NULL DEFAULT 0,
  reclamado INTEGER NOT NULL DEFAULT 0,
  anulado INTEGER NOT NULL DEFAULT 0,
  rebajado INTEGER NOT NULL DEFAULT 0,
  tipoReferencia INTEGER,
  folioReferencia INTEGER,
  PRIMARY KEY (ventaOCompra, fechaEmision, folio, rutEmisor, tipoDTE)
) WITHOUT ROWID;
CREATE INDEX librocv_deudor ON librocv (rutReceptor, fechaEmision) WHERE ventaOCompra = 'venta';
CREATE INDEX librocv_proveedor ON librocv (rutEmisor, rutReceptor, fechaEmision) WHERE ventaOCompra = 'compra';
CREATE INDEX librocv_referencia ON librocv (rutEmisor, tipoReferencia, folioReferencia) WHERE tipoReferencia IS NOT NULL;
`;

/**
 * cesion: one row per cession (current AEC) of a document where the client is the cedente (rutEmisor = client)
 * or the deudor (rutDeudor = client; suppliers' invoices ceded to factorings).
 * - folioDTE, tipoDTE, rutEmisor: the ceded document (for a factura de compra 46 the emisor is the buyer).
 * - rutDeudor: who owes it; rutCedente: who ceded it (the client for its own cessions).
 * - rutCesionario: the factoring (name in razonsocial). montoCesion: CLP.
 * - fechaHoraCesion: 'yyyy-MM-dd HH:mm:ss' Chile local time.
 * - fechaVencimiento: due date of the ceded credit 'yyyy-MM-dd', NULL when unknown.
 * - estadoCesion: ESTADO_CESION as the SII reports it ('Cesion Vigente', 'Documento Asociado en Cobranza', ...).
 * - fechaEmision: fechaEmision of the ceded document in the client's sales (librocv 'venta'), NULL when it is not
 *   there (always for the cessions of its suppliers); filled by the builder, the key of the join to librocv.
 * Stored WITHOUT ROWID in the order the cedente views read it (cedente, cession time, folio: the cesiones list walks it
 * newest first, the concentrations read a range of days without a lookup per row); the key also holds the document
 * and the factoring, so it is unique per cession. cesion_deudor serves the supplier (CesionesProveedores) views and
 * the debtor filter; it holds fechaEmision so that the debtor's cessions reach their documents without a lookup in
 * cesion (about 10 µs each in sql.js; +0.08 MB gzip at 40,000 cessions). At 40,000 cessions the table is 2 MB smaller
 * raw than a rowid table with a cedente index.
 */
const CESION = `
CREATE TABLE cesion (
  folioDTE INTEGER NOT NULL,
  tipoDTE INTEGER NOT NULL,
  rutEmisor TEXT NOT NULL,
  rutDeudor TEXT NOT NULL,
  rutCedente TEXT NOT NULL,
  rutCesionario TEXT NOT NULL,
  montoCesion INTEGER NOT NULL,
  fechaHoraCesion TEXT NOT NULL,
  fechaVencimiento TEXT,
  estadoCesion TEXT NOT NULL,
  fechaEmision TEXT,
  PRIMARY KEY (rutCedente, fechaHoraCesion, folioDTE, rutEmisor, tipoDTE, rutCesionario)
) WITHOUT ROWID;
CREATE INDEX cesion_deudor ON cesion (rutDeudor, fechaHoraCesion, fechaEmision);
`;

/**
 * razonsocial: name (razón social) of every RUT that appears in the file (client, counterparties, factorings);
 * WITHOUT ROWID, like nc_resumen: the key is the only index, not a copy beside the rows.
 */
const RAZONSOCIAL = `
CREATE TABLE razonsocial (
  rut TEXT PRIMARY KEY,
  razonsocial TEXT NOT NULL
) WITHOUT ROWID;
`;

/** embargo: court seizures on the client's credits; embargoId and the source record as JSON text (metadata). */
const EMBARGO = `
CREATE TABLE embargo (
  embargoId TEXT PRIMARY KEY,
  metadata TEXT NOT NULL
);
`;

/**
 * historialiva: the client's VAT (formulario 29) history, one row per declaration.
 * - periodo 'yyyy-MM'; folio: the form's folio; estado: SII state ('Recibida y pagada', 'Con giro y sin pago', ...,
 *   client-detail.md §4); historial: JSON text, a list of [date 'dd/MM/yyyy', description] pairs.
 */
const HISTORIALIVA = `
CREATE TABLE historialiva (
  rut TEXT NOT NULL,
  periodo TEXT NOT NULL,
  folio TEXT NOT NULL,
  estado TEXT NOT NULL,
  historial TEXT NOT NULL,
  PRIMARY KEY (rut, periodo, folio)
);
`;

/**
 * empresas: the factoring's client companies (client list).
 * - ejecutivo: comma-separated e-mails of the assigned executives, '' when none.
 * - estado: SII password state ('Activo', 'Inactivo', 'Error Password', ...); tamano: size code 1..13;
 *   correo, telefono: contact, NULL when unknown (client-radar.md §3 "Company row").
 */
const EMPRESAS = `
CREATE TABLE empresas (
  rut TEXT PRIMARY KEY,
  razonsocial TEXT NOT NULL,
  ejecutivo TEXT NOT NULL DEFAULT '',
  estado TEXT,
  tamano INTEGER,
  correo TEXT,
  telefono TEXT
);
`;

/**
 * kpis: one value per client, KPI and month (client-radar.md §9; ids as in dashboard-columns).
 * - rut: client; kpi: KPI id (e.g. 'payment-compliance'); date: month 'yyyy-MM';
 * - value: percent 0..100 for the ratio KPIs, a count for 'cantidad-factorings'; NULL when undefined
 *   (no documents that month).
 */
const KPIS = `
CREATE TABLE kpis (
  rut TEXT NOT NULL,
  kpi TEXT NOT NULL,
  date TEXT NOT NULL,
  value REAL,
  PRIMARY KEY (rut, kpi, date)
);
CREATE INDEX kpis_date ON kpis (date, kpi);
`;

/**
 * metadata: key/value text. Keys: kpiColumns (JSON list of KPI ids), availableDates (JSON list of 'yyyy-MM'),
 * startDate and endDate ('yyyy-MM'), rutCliente, rutFactoring, builtAt (ISO-8601 UTC), contentHash (sha-256 hex
 * of the inputs), siiStatus (the client's SII login state: 'Activo', 'Inactivo', or for a refused or locked clave a
 * text containing 'Password incorrecta', client-radar.md §8) and passwordValida ('1' when the state is 'Activo',
 * else '0': client-detail.md §2 'Acceso Restringido').
 */
const METADATA = `
CREATE TABLE metadata (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * nc_resumen: credit notes (tipos 60, 61, 112) summed per referenced invoice (client-radar.md §4 "Anulado/rebajado").
 * - rutEmisor, tipoDTE, folio: the referenced invoice; ncCount: number of credit notes; ncTotal: their sum, CLP;
 * - estado: 'Anulado' when ncTotal >= the invoice total (or the total is 0), else 'Rebajado'.
 */
const NC_RESUMEN = `
CREATE TABLE nc_resumen (
  rutEmisor TEXT NOT NULL,
  tipoDTE INTEGER NOT NULL,
  folio INTEGER NOT NULL,
  ncCount INTEGER NOT NULL,
  ncTotal INTEGER NOT NULL,
  estado TEXT NOT NULL CHECK (estado IN ('Anulado', 'Rebajado')),
  PRIMARY KEY (rutEmisor, tipoDTE, folio)
) WITHOUT ROWID;
`;

/**
 * tgr_deuda: the client's tax debt and payment-agreement instalments from the TGR (client-radar.md §3
 * "Tax-debt payment"). Agreements are the rows with source 'cartola' or a numeroResolucion other than 0.
 * - source: 'listaDeudas' (debts) or 'cartola' (agreement statement).
 * - formTipo: form code (21 SII, 42 Dirección del Trabajo, 99 convenio, others TGR); formFolio: form folio.
 * - fechaVcto: due date 'yyyy-MM-dd' or NULL; montoNetoTotal, montoTotalTotal, condonaTotal: CLP.
 * - numeroResolucion: agreement resolution, 0 when none; nombreFormulario, nemoGirador: names as the TGR gives them.
 * - category: TGR category text; documentNumber: form 99 number (resolution, a 0 digit, payment number);
 *   fecha1, fecha2: 'yyyy-MM-dd' or NULL; paymentNumber: instalment number or NULL.
 */
const TGR_DEUDA = `
CREATE TABLE tgr_deuda (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('listaDeudas', 'cartola')),
  formTipo INTEGER NOT NULL,
  formFolio TEXT NOT NULL,
  fechaVcto TEXT,
  montoNetoTotal INTEGER NOT NULL,
  montoTotalTotal INTEGER NOT NULL,
  condonaTotal INTEGER NOT NULL,
  numeroResolucion INTEGER NOT NULL,
  nombreFormulario TEXT NOT NULL,
  nemoGirador TEXT NOT NULL,
  category TEXT,
  documentNumber TEXT,
  fecha1 TEXT,
  fecha2 TEXT,
  paymentNumber INTEGER
);
CREATE INDEX tgr_deuda_resolucion ON tgr_deuda (numeroResolucion);
`;

/**
 * tgr_cobranza: TGR collection proceedings (cobranza) against the client: expediente, anio, comuna, etapa,
 * monto (CLP), accion, tipo (client-radar.md §3 "Agreement summary").
 */
const TGR_COBRANZA = `
CREATE TABLE tgr_cobranza (
  expediente TEXT NOT NULL,
  anio INTEGER NOT NULL,
  comuna TEXT NOT NULL,
  etapa TEXT NOT NULL,
  monto INTEGER NOT NULL,
  accion TEXT NOT NULL,
  tipo TEXT NOT NULL,
  PRIMARY KEY (expediente, anio)
);
`;

/**
 * iva_mensual: the IVA of the client's RCV per book and month (client-detail.md §2 Carpeta Tributaria tab, its monthly
 * chart beside the F29 history, whose rows carry no amounts). periodo 'yyyy-MM' of fechaEmision; iva CLP: the RCV's
 * 'Monto IVA' of the month's documents (purchases: recoverable plus non-recoverable), credit notes (60, 61, 112)
 * subtracted: the débito of the sales and the crédito of the purchases as the RCV lists them, not the F29's figures.
 */
const IVA_MENSUAL = `
CREATE TABLE iva_mensual (
  ventaOCompra TEXT NOT NULL,
  periodo TEXT NOT NULL,
  iva INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, periodo)
) WITHOUT ROWID;
`;

/**
 * resumen_mensual: librocv and cesion aggregated per book and month (client-detail.md §3 "Monthly summary" and
 * "Monthly chart row"). Documents are invoices and other non-credit-note documents (credit notes 60, 61, 112 and debit
 * notes 56 excluded from cantidad/total); periodo 'yyyy-MM' of fechaEmision.
 * - cantidad, total: documents and their CLP total; ncCantidad, ncTotal: credit notes (60, 61, 112) issued that month;
 * - cedidoCantidad, cedidoTotal: documents of the month ceded (montoCesion summed; ventas only, 0 for compras);
 * - reclamadoCantidad, reclamadoTotal: claimed documents; aceptadoCantidad: accepted documents;
 * - anuladoCantidad, rebajadoCantidad: documents annulled / reduced by credit notes.
 */
const RESUMEN_MENSUAL = `
CREATE TABLE resumen_mensual (
  ventaOCompra TEXT NOT NULL,
  periodo TEXT NOT NULL,
  cantidad INTEGER NOT NULL,
  total INTEGER NOT NULL,
  ncCantidad INTEGER NOT NULL,
  ncTotal INTEGER NOT NULL,
  cedidoCantidad INTEGER NOT NULL,
  cedidoTotal INTEGER NOT NULL,
  reclamadoCantidad INTEGER NOT NULL,
  reclamadoTotal INTEGER NOT NULL,
  aceptadoCantidad INTEGER NOT NULL,
  anuladoCantidad INTEGER NOT NULL,
  rebajadoCantidad INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, periodo)
);
`;

/**
 * resumen_contraparte_mes: the same aggregates per book, counterparty and month, a TEMP table of the build only (the
 * KPIs read it; at 300,000 documents it would add 10 MB raw to the file). rutContraparte: rutReceptor of ventas,
 * rutEmisor of compras.
 * - anuladoTotal / rebajadoTotal: CLP of the credit notes that annul / reduce the counterparty's documents;
 * - ultimaFecha: latest fechaEmision of the month with that counterparty.
 */
const RESUMEN_CONTRAPARTE_MES = `
CREATE TEMP TABLE resumen_contraparte_mes (
  ventaOCompra TEXT NOT NULL,
  periodo TEXT NOT NULL,
  rutContraparte TEXT NOT NULL,
  cantidad INTEGER NOT NULL,
  total INTEGER NOT NULL,
  ncCantidad INTEGER NOT NULL,
  ncTotal INTEGER NOT NULL,
  cedidoCantidad INTEGER NOT NULL,
  cedidoTotal INTEGER NOT NULL,
  reclamadoCantidad INTEGER NOT NULL,
  reclamadoTotal INTEGER NOT NULL,
  anuladoCantidad INTEGER NOT NULL,
  anuladoTotal INTEGER NOT NULL,
  rebajadoCantidad INTEGER NOT NULL,
  rebajadoTotal INTEGER NOT NULL,
  ultimaFecha TEXT NOT NULL,
  PRIMARY KEY (ventaOCompra, periodo, rutContraparte)
);
`;

/**
 * View aggregates: filled at build time from the base tables above (lambdas/services/client-db/aggregates-sql.ts) so
 * that domain/client-db/views answer one page in a few ms. "Documents" are the rows whose tipoDTE is not a note
 * (56, 60, 61, 111, 112); "credit notes" are 60, 61, 112; only the loaded client's side of each book counts (ventas:
 * rutEmisor = client; compras: rutReceptor = client); amounts CLP; 0/1 flags.
 */

/**
 * ultima_cesion: the latest cession (greatest fechaHoraCesion) of each ceded document, any side: its factoring
 * (rutCesionario), montoCesion and fechaHoraCesion.
 */
const ULTIMA_CESION = `
CREATE TABLE ultima_cesion (
  rutEmisor TEXT NOT NULL,
  tipoDTE INTEGER NOT NULL,
  folioDTE INTEGER NOT NULL,
  rutCesionario TEXT NOT NULL,
  montoCesion INTEGER NOT NULL,
  fechaHoraCesion TEXT NOT NULL,
  PRIMARY KEY (rutEmisor, tipoDTE, folioDTE)
) WITHOUT ROWID;
`;

/**
 * resumen_dia: each book per day 'yyyy-MM-dd' (monthly summary, monthly chart, risk).
 * - filas: rows that are not credit notes (any type) issued that day; cantidad, total: documents;
 * - cedido: latest cession amounts of the documents; reclamadoCantidad, reclamadoTotal: documents claimed;
 * - anuladoCantidad: documents displayed anulado (flag, or credit notes reaching the total within 0.01, or total 0);
 * - ncCantidad, ncTotal: credit notes issued that day; ncRefCantidad, ncRefTotal: credit notes whose referenced
 *   document of the same book and issuer was issued that day (their own day when that document is not in the book).
 */
const RESUMEN_DIA = `
CREATE TABLE resumen_dia (
  ventaOCompra TEXT NOT NULL,
  fecha TEXT NOT NULL,
  filas INTEGER NOT NULL,
  cantidad INTEGER NOT NULL,
  total INTEGER NOT NULL,
  cedido INTEGER NOT NULL,
  reclamadoCantidad INTEGER NOT NULL,
  reclamadoTotal INTEGER NOT NULL,
  anuladoCantidad INTEGER NOT NULL,
  ncCantidad INTEGER NOT NULL,
  ncTotal INTEGER NOT NULL,
  ncRefCantidad INTEGER NOT NULL,
  ncRefTotal INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, fecha)
) WITHOUT ROWID;
`;

/** cedido_dia: sales documents' latest cession amounts per issue day 'yyyy-MM-dd' and factoring (monthly chart). */
const CEDIDO_DIA = `
CREATE TABLE cedido_dia (
  fecha TEXT NOT NULL,
  rutCesionario TEXT NOT NULL,
  cedido INTEGER NOT NULL,
  PRIMARY KEY (fecha, rutCesionario)
) WITHOUT ROWID;
`;

/**
 * cesion_estado_dia: the client's cessions as cedente counted per cession day 'yyyy-MM-dd' and the inputs of their
 * status (client-radar.md §4), for the estado counts of the cesiones list:
 * - reclamado, aceptado: the sales document's flags (0 when it is not in the book);
 * - juliandaySII: julianday() of the day of its fechaHoraEnSII (NULL when unknown or unreadable, or when a flag
 *   already decides the status), so that the 8-day rule is one subtraction per row;
 * - anuladoFiltro, rebajadoFiltro: the cesion-filter rule (credit-note sum >= total; 0 < sum < total, or flagged).
 * cesion_estado_factoring_dia: the same counted also per ceded document type (tipoDTE) and factoring (rutCesionario),
 * read under a type or factoring filter only (at 40,000 cessions it has 3.6 times the rows; grupo numbers the rows
 * of a day).
 */
const CESION_ESTADO_DIA = `
CREATE TABLE cesion_estado_dia (
  fecha TEXT NOT NULL,
  reclamado INTEGER NOT NULL,
  aceptado INTEGER NOT NULL,
  juliandaySII REAL,
  anuladoFiltro INTEGER NOT NULL,
  rebajadoFiltro INTEGER NOT NULL,
  cantidad INTEGER NOT NULL
);
CREATE INDEX cesion_estado_dia_fecha ON cesion_estado_dia (fecha);
CREATE TABLE cesion_estado_factoring_dia (
  fecha TEXT NOT NULL,
  grupo INTEGER NOT NULL,
  tipoDTE INTEGER NOT NULL,
  rutCesionario TEXT NOT NULL,
  reclamado INTEGER NOT NULL,
  aceptado INTEGER NOT NULL,
  juliandaySII REAL,
  anuladoFiltro INTEGER NOT NULL,
  rebajadoFiltro INTEGER NOT NULL,
  cantidad INTEGER NOT NULL,
  PRIMARY KEY (fecha, grupo)
) WITHOUT ROWID;
`;

/**
 * documento_estado_dia: the rows of each book of the client (documents and notes) counted per issue day 'yyyy-MM-dd',
 * type, factoring of the latest cession and the inputs of their displayed status (client-radar.md §4), for the
 * count of the documents tables under type, cession, factoring and estado filters:
 * - grupo: 1, 2, ... within the day (the key); rutCesionario: '' when the row was never ceded;
 * - reclamado, aceptado, juliandaySII: as in cesion_estado_dia; anulado, rebajado: the displayed flags
 *   (document-sql ANULADO_SQL, REBAJADO_SQL).
 */
const DOCUMENTO_ESTADO_DIA = `
CREATE TABLE documento_estado_dia (
  ventaOCompra TEXT NOT NULL,
  fecha TEXT NOT NULL,
  grupo INTEGER NOT NULL,
  tipoDTE INTEGER NOT NULL,
  rutCesionario TEXT NOT NULL,
  reclamado INTEGER NOT NULL,
  aceptado INTEGER NOT NULL,
  juliandaySII REAL,
  anulado INTEGER NOT NULL,
  rebajado INTEGER NOT NULL,
  cantidad INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, fecha, grupo)
) WITHOUT ROWID;
`;

/**
 * resumen_contraparte: each book per counterparty over the whole file (top lists, cross sales and the counterparty
 * options when no date range is chosen). rutContraparte: rutReceptor of ventas, rutEmisor of compras.
 * - cantidad, total, cedido, reclamadoCantidad, reclamadoTotal: as in resumen_dia; ultimaFecha: latest fechaEmision
 *   of its documents (NULL without documents);
 * - ncCantidad, ncTotal: its credit notes; ncAnulacion*: those whose referenced document is anulado (flagged or
 *   nc_resumen 'Anulado'); ncRebaja*: those whose referenced document is in the book and not anulado.
 */
const RESUMEN_CONTRAPARTE = `
CREATE TABLE resumen_contraparte (
  ventaOCompra TEXT NOT NULL,
  rutContraparte TEXT NOT NULL,
  cantidad INTEGER NOT NULL,
  total INTEGER NOT NULL,
  cedido INTEGER NOT NULL,
  reclamadoCantidad INTEGER NOT NULL,
  reclamadoTotal INTEGER NOT NULL,
  ultimaFecha TEXT,
  ncCantidad INTEGER NOT NULL,
  ncTotal INTEGER NOT NULL,
  ncAnulacionCantidad INTEGER NOT NULL,
  ncAnulacionTotal INTEGER NOT NULL,
  ncRebajaCantidad INTEGER NOT NULL,
  ncRebajaTotal INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, rutContraparte)
) WITHOUT ROWID;
`;

/**
 * contraparte: a small integer id for each counterparty RUT of the client's books (any row) and each
 * debtor of its cessions as cedente (the key of contraparte_mes and nota_credito, the values of
 * cesion_factoring_dia.deudores), assigned in RUT order: ordering by id is ordering by RUT; nombre: its razón social,
 * the RUT itself when razonsocial has none (indexed with the RUT for the dropdown order of the counterparty options).
 * contraparte_mes: each book per counterparty, CUMULATIVE up to the end of month `mes` (year × 12 + month − 1),
 * one row for every month from the counterparty's first row that is not a credit note to the last month of the file,
 * so that any run of whole months is one row minus another (views/counterparty-range.ts, counterparty-months.ts; the
 * partial edge months come from librocv). cantidad, total, cedido (latest cession amounts), reclamadoCantidad,
 * reclamadoTotal: documents (notes excluded) as in resumen_contraparte; filas: rows not credit notes (60, 61, 112),
 * documents and the other notes; cantidadQuincena, totalQuincena: cantidad and total CUMULATIVE up to day 15 of month
 * `mes` (its first quincena), so that a range ending mid-month reads the documents of about a week at most at each
 * end (+0.38 MB gzip at 300,000 documents).
 * cedido_contraparte_dia: the latest cession amounts (cedido) of each book's documents per issue day 'yyyy-MM-dd',
 * counterparty id and factoring of that cession (rutCesionario), only where some document of that day was ceded (the
 * edge days read it instead of joining ultima_cesion document by document; the chart of a debtor with selected
 * factorings reads it per factoring).
 * At 300,000 documents (tests/bench/client-db.ts) 97,600 and 38,600 rows.
 */
const CONTRAPARTE_MES = `
CREATE TABLE contraparte (
  id INTEGER PRIMARY KEY,
  rut TEXT NOT NULL UNIQUE,
  nombre TEXT NOT NULL
);
CREATE INDEX contraparte_nombre ON contraparte (nombre, rut);
CREATE TABLE contraparte_mes (
  ventaOCompra TEXT NOT NULL,
  mes INTEGER NOT NULL,
  idContraparte INTEGER NOT NULL,
  cantidad INTEGER NOT NULL,
  total INTEGER NOT NULL,
  cedido INTEGER NOT NULL,
  reclamadoCantidad INTEGER NOT NULL,
  reclamadoTotal INTEGER NOT NULL,
  filas INTEGER NOT NULL,
  cantidadQuincena INTEGER NOT NULL,
  totalQuincena INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, mes, idContraparte)
) WITHOUT ROWID;
CREATE TABLE cedido_contraparte_dia (
  ventaOCompra TEXT NOT NULL,
  fecha TEXT NOT NULL,
  idContraparte INTEGER NOT NULL,
  rutCesionario TEXT NOT NULL,
  cedido INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, fecha, idContraparte, rutCesionario)
) WITHOUT ROWID;
`;

/**
 * nota_credito: the client's credit notes (60, 61, 112) of each book, for the notes by counterparty over a date
 * range (client-detail.md §3 "Credit notes by debtor"), stored in the order of the referenced document's day:
 * - fechaReferencia: fechaEmision of the document of the same book and issuer it references, its own when that
 *   document is not in the book; fechaEmision: its own day (the 'useNCIssueDate' choice, index nota_credito_emision);
 * - idContraparte: contraparte.id of its counterparty; folio; total CLP;
 * - anulacion: 1 when the referenced document is anulado (flagged or nc_resumen 'Anulado'); rebaja: 1 when the
 *   referenced document is in the book and not anulado (as resumen_contraparte.ncAnulacion* and ncRebaja*).
 */
const NOTA_CREDITO = `
CREATE TABLE nota_credito (
  ventaOCompra TEXT NOT NULL,
  fechaReferencia TEXT NOT NULL,
  idContraparte INTEGER NOT NULL,
  folio INTEGER NOT NULL,
  fechaEmision TEXT NOT NULL,
  total INTEGER NOT NULL,
  anulacion INTEGER NOT NULL,
  rebaja INTEGER NOT NULL,
  PRIMARY KEY (ventaOCompra, fechaReferencia, idContraparte, folio)
) WITHOUT ROWID;
CREATE INDEX nota_credito_emision ON nota_credito (ventaOCompra, fechaEmision, idContraparte, total, anulacion, rebaja);
`;

/**
 * concentracion_factoring / concentracion_deudor: the client's cessions as cedente over the whole file, per factoring
 * (distinct debtors) and per debtor (distinct factorings): montoCedido CLP and cantidadCesiones.
 */
const CONCENTRACION = `
CREATE TABLE concentracion_factoring (
  rutCesionario TEXT PRIMARY KEY,
  montoCedido INTEGER NOT NULL,
  cantidadDeudores INTEGER NOT NULL,
  cantidadCesiones INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE concentracion_deudor (
  rutDeudor TEXT PRIMARY KEY,
  montoCedido INTEGER NOT NULL,
  cantidadFactorings INTEGER NOT NULL,
  cantidadCesiones INTEGER NOT NULL
) WITHOUT ROWID;
`;

/**
 * cesion_factoring_dia: the client's cessions as cedente per cession day 'yyyy-MM-dd' (of fechaHoraCesion) and
 * factoring, for the factoring concentration over a date range: montoCedido CLP, cantidadCesiones, and deudores: the
 * distinct debtors' contraparte ids, comma-separated (distinct debtors over several days are the union of the lists).
 */
const CESION_FACTORING_DIA = `
CREATE TABLE cesion_factoring_dia (
  fecha TEXT NOT NULL,
  rutCesionario TEXT NOT NULL,
  montoCedido INTEGER NOT NULL,
  cantidadCesiones INTEGER NOT NULL,
  deudores TEXT NOT NULL,
  PRIMARY KEY (fecha, rutCesionario)
) WITHOUT ROWID;
`;

/** DDL of the per-client database file (every table). */
export const CLIENT_DB_SCHEMA_SQL: string = [
  LIBROCV,
  CESION,
  RAZONSOCIAL,
  EMBARGO,
  HISTORIALIVA,
  IVA_MENSUAL,
  EMPRESAS,
  KPIS,
  METADATA,
  NC_RESUMEN,
  TGR_DEUDA,
  TGR_COBRANZA,
  RESUMEN_MENSUAL,
  ULTIMA_CESION,
  RESUMEN_DIA,
  CEDIDO_DIA,
  CESION_ESTADO_DIA,
  DOCUMENTO_ESTADO_DIA,
  RESUMEN_CONTRAPARTE,
  CONTRAPARTE_MES,
  NOTA_CREDITO,
  CONCENTRACION,
  CESION_FACTORING_DIA,
].join('');

/**
 * DDL of what only the build of a client database uses (created after {@link CLIENT_DB_SCHEMA_SQL}, before the rows):
 * the TEMP tables and librocv_documento, the document key (book, issuer, type, folio) that keeps documents unique
 * and serves the builder's joins. {@link CLIENT_DB_BUILD_CLEANUP_SQL} drops it before the file is written.
 */
export const CLIENT_DB_BUILD_SCHEMA_SQL: string = `${RESUMEN_CONTRAPARTE_MES}
CREATE UNIQUE INDEX librocv_documento ON librocv (ventaOCompra, rutEmisor, tipoDTE, folio);
`;

/** Drops the build-only index of {@link CLIENT_DB_BUILD_SCHEMA_SQL} (the TEMP tables go with the connection). */
export const CLIENT_DB_BUILD_CLEANUP_SQL = 'DROP INDEX librocv_documento';

/** DDL of the client-list database of `GET api/empresas` (empresas, kpis, metadata). */
export const CLIENT_LIST_DB_SCHEMA_SQL: string = [EMPRESAS, KPIS, METADATA].join('');
