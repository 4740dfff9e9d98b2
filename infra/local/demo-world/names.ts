/**
 * Word lists of the demo world: plausible Chilean company names, people, streets and comunas, with the
 * accents and Ñ that real razones sociales carry, so that every encoding path (ISO-8859-1 AECs, UTF-8 period
 * answers) meets non-ASCII text. All invented; any likeness to a real company is chance.
 */
import type { Rng } from './rng';

/** A line of business: the razón social prefix, its giro (≤ 40 characters), SII acteco and typical items. */
export interface Sector {
  prefix: string;
  giro: string;
  acteco: number;
  items: readonly string[];
  unidad: string;
}

export const SECTORS: readonly Sector[] = [
  {
    prefix: 'COMERCIAL',
    giro: 'VENTA AL POR MAYOR DE OTROS PRODUCTOS',
    acteco: 469000,
    unidad: 'UN',
    items: [
      'Artículos de ferretería surtidos',
      'Material eléctrico',
      'Insumos de oficina',
      'Productos de limpieza industrial',
    ],
  },
  {
    prefix: 'TRANSPORTES',
    giro: 'TRANSPORTE DE CARGA POR CARRETERA',
    acteco: 492300,
    unidad: 'VJE',
    items: [
      'Flete Santiago - Concepción',
      'Flete Santiago - Antofagasta',
      'Servicio de transporte de carga',
      'Arriendo camión con chofer',
    ],
  },
  {
    prefix: 'CONSTRUCTORA',
    giro: 'CONSTRUCCION DE EDIFICIOS',
    acteco: 410010,
    unidad: 'GL',
    items: [
      'Estado de pago obra gruesa',
      'Hormigón premezclado H30',
      'Instalación de moldajes',
      'Obras de terminaciones',
    ],
  },
  {
    prefix: 'INGENIERIA',
    giro: 'SERVICIOS DE INGENIERIA',
    acteco: 711001,
    unidad: 'HR',
    items: [
      'Horas de ingeniería de detalle',
      'Estudio de factibilidad',
      'Inspección técnica de obra',
      'Montaje de tableros eléctricos',
    ],
  },
  {
    prefix: 'DISTRIBUIDORA',
    giro: 'DISTRIBUCION DE ALIMENTOS',
    acteco: 463000,
    unidad: 'CJ',
    items: ['Cajas de conservas', 'Aceite vegetal 20 L', 'Harina de trigo 25 kg', 'Bebidas surtidas'],
  },
  {
    prefix: 'SERVICIOS',
    giro: 'ACTIVIDADES DE APOYO A EMPRESAS',
    acteco: 829900,
    unidad: 'MES',
    items: ['Servicio de aseo mensual', 'Servicio de guardias', 'Mantención de áreas verdes', 'Arriendo de equipos'],
  },
  {
    prefix: 'AGRICOLA',
    giro: 'CULTIVO DE FRUTAS',
    acteco: 12400,
    unidad: 'KG',
    items: ['Cerezas de exportación', 'Uva de mesa', 'Arándanos frescos', 'Manzanas a granel'],
  },
  {
    prefix: 'INVERSIONES',
    giro: 'ACTIVIDADES INMOBILIARIAS',
    acteco: 681011,
    unidad: 'MES',
    items: ['Arriendo de bodega', 'Arriendo de oficinas', 'Gastos comunes', 'Asesoría de inversiones'],
  },
  {
    prefix: 'IMPORTADORA',
    giro: 'IMPORTACION Y VENTA DE MAQUINARIA',
    acteco: 465300,
    unidad: 'UN',
    items: ['Repuestos de maquinaria', 'Neumáticos industriales', 'Compresor de aire', 'Bomba centrífuga'],
  },
  {
    prefix: 'MADERAS',
    giro: 'ASERRADO DE MADERA',
    acteco: 161000,
    unidad: 'M3',
    items: ['Madera de pino dimensionada', 'Tableros terciados', 'Pallets de madera', 'Vigas laminadas'],
  },
  {
    prefix: 'LOGISTICA',
    giro: 'ALMACENAMIENTO Y DEPOSITO',
    acteco: 521001,
    unidad: 'PAL',
    items: ['Almacenaje de pallets', 'Servicio de picking', 'Distribución última milla', 'Cross docking'],
  },
  {
    prefix: 'METALURGICA',
    giro: 'FABRICACION DE PRODUCTOS METALICOS',
    acteco: 251100,
    unidad: 'KG',
    items: ['Estructuras metálicas', 'Planchas de acero cortadas', 'Soldadura y maestranza', 'Perfiles galvanizados'],
  },
];

const CORES = [
  'LOS ANDES',
  'DEL SUR',
  'SAN FRANCISCO',
  'EL ROBLE',
  'PEÑALOLÉN',
  'ÑUBLE',
  'ARAUCANÍA',
  'BÍO BÍO',
  'VALPARAÍSO',
  'MAIPÚ',
  'CONCEPCIÓN',
  'LOS CIPRESES',
  'SANTA ELENA',
  'ACONCAGUA',
  'PATAGONIA',
  'ATACAMA',
  'COPIHUE',
  'LAS ARAUCARIAS',
  'GONZÁLEZ HERMANOS',
  'MUÑOZ Y ROJAS',
  'EL ALERCE',
  'LOS QUILLAYES',
  'CORDILLERA',
  'PACÍFICO',
  'SANTA TERESA',
  'LA ESPERANZA',
  'LOS LAGOS',
  'TRES PINOS',
  'VALLE CENTRAL',
  'NORTE GRANDE',
  'LA FRONTERA',
  'SAN JOSÉ',
  'EL MAÑÍO',
  'RÍO CLARO',
  'PUERTO VARAS',
  'LAS VERTIENTES',
  'LOS CASTAÑOS',
  'CHILOÉ',
  'ALTO HOSPICIO',
  'PIRQUE',
  'CURICÓ',
  'LAUTARO',
  'QUILLOTA',
  'SAN FERNANDO',
  'LOS ÁLAMOS',
  'EL BOLDO',
  'LAS TORCAZAS',
  'HUELÉN',
];

const SUFFIXES: readonly (readonly [string, number])[] = [
  ['SPA', 40],
  ['LTDA', 25],
  ['LIMITADA', 8],
  ['S.A.', 12],
  ['E.I.R.L.', 5],
  ['Y COMPAÑÍA LIMITADA', 5],
];

const SUFFIXES_LONGEST_FIRST = SUFFIXES.map(([suffix]) => suffix).sort((a, b) => b.length - a.length);

const LARGE_COMPANY_WORDS = [
  'SUPERMERCADOS',
  'CONSTRUCTORA',
  'MINERA',
  'EMPRESAS',
  'HOLDING',
  'CORPORACIÓN',
  'INDUSTRIAS',
  'CLÍNICA',
  'RETAIL',
];

/** Comunas with their ciudad (both ≤ 20 characters, as DTE_v10.xsd allows). */
export const COMUNAS: readonly (readonly [string, string])[] = [
  ['SANTIAGO', 'SANTIAGO'],
  ['LAS CONDES', 'SANTIAGO'],
  ['PROVIDENCIA', 'SANTIAGO'],
  ['ÑUÑOA', 'SANTIAGO'],
  ['MAIPÚ', 'SANTIAGO'],
  ['PUENTE ALTO', 'SANTIAGO'],
  ['QUILICURA', 'SANTIAGO'],
  ['PUDAHUEL', 'SANTIAGO'],
  ['SAN BERNARDO', 'SANTIAGO'],
  ['VITACURA', 'SANTIAGO'],
  ['CONCEPCIÓN', 'CONCEPCIÓN'],
  ['TALCAHUANO', 'CONCEPCIÓN'],
  ['VIÑA DEL MAR', 'VIÑA DEL MAR'],
  ['VALPARAÍSO', 'VALPARAÍSO'],
  ['ANTOFAGASTA', 'ANTOFAGASTA'],
  ['TEMUCO', 'TEMUCO'],
  ['RANCAGUA', 'RANCAGUA'],
  ['TALCA', 'TALCA'],
  ['PUERTO MONTT', 'PUERTO MONTT'],
  ['LA SERENA', 'LA SERENA'],
  ['CHILLÁN', 'CHILLÁN'],
  ['CALAMA', 'CALAMA'],
];

const STREETS = [
  "AV. LIBERTADOR BERNARDO O'HIGGINS",
  'AV. APOQUINDO',
  'AV. VICUÑA MACKENNA',
  'SAN MARTÍN',
  'AV. PROVIDENCIA',
  'LOS CARRERA',
  'AV. PAJARITOS',
  'AV. AMÉRICO VESPUCIO',
  'CAMINO A MELIPILLA',
  'PANAMERICANA NORTE',
  'AV. COLÓN',
  'BARROS ARANA',
  'AV. ALEMANIA',
  'ARTURO PRAT',
  'MANUEL MONTT',
  'AV. IRARRÁZAVAL',
  'AV. LA FLORIDA',
  'AV. ESPAÑA',
];

const FIRST_NAMES = [
  'JUAN',
  'MARÍA',
  'JOSÉ',
  'CAROLINA',
  'FRANCISCO',
  'CATALINA',
  'MATÍAS',
  'VALENTINA',
  'CRISTÓBAL',
  'CONSTANZA',
  'RODRIGO',
  'FERNANDA',
  'PATRICIO',
  'JAVIERA',
  'ANDRÉS',
  'DANIELA',
  'SEBASTIÁN',
  'CAMILA',
  'ÁLVARO',
  'MACARENA',
];

const SURNAMES = [
  'GONZÁLEZ',
  'MUÑOZ',
  'ROJAS',
  'DÍAZ',
  'PÉREZ',
  'SOTO',
  'CONTRERAS',
  'SILVA',
  'MARTÍNEZ',
  'SEPÚLVEDA',
  'MORALES',
  'RODRÍGUEZ',
  'LÓPEZ',
  'FUENTES',
  'HERNÁNDEZ',
  'TORRES',
  'ARAYA',
  'FLORES',
  'ESPINOZA',
  'VALENZUELA',
  'CASTILLO',
  'TAPIA',
  'REYES',
  'GUTIÉRREZ',
  'CASTRO',
  'PIZARRO',
  'ÁLVAREZ',
  'VÁSQUEZ',
  'SÁNCHEZ',
  'FERNÁNDEZ',
  'IBÁÑEZ',
  'NÚÑEZ',
];

/** Invented factoring names (cesionarios of the demo world). */
export const FACTORING_NAMES = [
  'CUMBRE FACTORING S.A.',
  'ARRAYÁN CAPITAL S.A.',
  'LIBERTAD SERVICIOS FINANCIEROS SPA',
  'COPIHUE FACTORING S.A.',
];

/** A small or medium company name: '{sector prefix} {core} {suffix}', e.g. 'TRANSPORTES EL ROBLE SPA'. */
export function smeName(rng: Rng, sector: Sector): string {
  return `${sector.prefix} ${rng.pick(CORES)} ${rng.weighted(SUFFIXES)}`;
}

/** A large debtor's name, e.g. 'SUPERMERCADOS LOS ANDES S.A.'. */
export function largeCompanyName(rng: Rng): string {
  return `${rng.pick(LARGE_COMPANY_WORDS)} ${rng.pick(CORES)} S.A.`;
}

/** A person's full name in upper case: 'JOSÉ MUÑOZ ROJAS'. */
export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
}

/** A street address ≤ 70 characters, e.g. 'AV. APOQUINDO 4001, OF. 602'. */
export function streetAddress(rng: Rng): string {
  const office = rng.chance(0.4) ? `, OF. ${rng.int(101, 1802)}` : '';
  return `${rng.pick(STREETS)} ${rng.int(10, 9999)}${office}`;
}

/**
 * A Chilean phone number as companies print it in their DTEs (DTE_v10.xsd Emisor/Telefono, up to 20 characters):
 * a Santiago landline '+56 2 2NNN NNNN' or a mobile '+56 9 NNNN NNNN'.
 */
export function companyPhone(rng: Rng): string {
  const four = (): string => String(rng.int(0, 9999)).padStart(4, '0');
  return rng.chance(0.6)
    ? `+56 2 2${String(rng.int(0, 999)).padStart(3, '0')} ${four()}`
    : `+56 9 ${String(rng.int(1000, 9999))} ${four()}`;
}

/** An e-mail on the company's own domain: 'finanzas@transporteselroble.cl'. */
export function companyEmail(rng: Rng, razonSocial: string, mailbox?: string): string {
  const suffix = SUFFIXES_LONGEST_FIRST.find((s) => razonSocial.endsWith(` ${s}`)) ?? '';
  const domain = asciiSlug(razonSocial.slice(0, razonSocial.length - suffix.length)).slice(0, 30);
  return `${mailbox ?? rng.pick(['contacto', 'finanzas', 'facturacion', 'cobranza', 'administracion'])}@${domain}.cl`;
}

/** Lower-case ASCII letters and digits only: accents dropped, Ñ as N. */
function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
