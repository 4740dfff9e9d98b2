/**
 * The tribunals the Poder Judicial's public case search is asked, one by one (client-radar.md §2 'x / n tribunales'):
 * its search answers for one tribunal and competencia at a time, so a RUT's records are the union of every tribunal's
 * answer. The portal publishes no machine-readable list; this catalogue is our rendition of it (about 230 civil
 * tribunals, the labour tribunals and the four cobranza tribunals), with stable ids the sweep records progress by.
 */

/** The competencias a sweep covers. */
export type Competencia = 'civil' | 'laboral' | 'cobranza';

/** One tribunal of the search. */
export interface Tribunal {
  /** Stable id within the catalogue ('civil-001', 'laboral-003', 'cobranza-002'). */
  id: string;
  nombre: string;
  competencia: Competencia;
}

/** Cities with civil tribunals (Juzgado Civil / Juzgado de Letras) and how many each has. */
const CIVIL: readonly (readonly [string, number])[] = [
  ['Santiago', 30],
  ['San Miguel', 12],
  ['Puente Alto', 4],
  ['San Bernardo', 4],
  ['Valparaíso', 5],
  ['Viña del Mar', 4],
  ['Concepción', 3],
  ['Talcahuano', 2],
  ['Temuco', 3],
  ['Antofagasta', 4],
  ['Rancagua', 3],
  ['Talca', 3],
  ['La Serena', 3],
  ['Coquimbo', 3],
  ['Puerto Montt', 3],
  ['Iquique', 3],
  ['Arica', 3],
  ['Chillán', 3],
  ['Los Ángeles', 3],
  ['Osorno', 2],
  ['Valdivia', 2],
  ['Punta Arenas', 3],
  ['Copiapó', 4],
  ['Calama', 3],
  ['Curicó', 2],
];
/** Single-court jurisdictions (Juzgado de Letras de {ciudad}), enough to reach the catalogue's civil count. */
const LETRAS = [
  'Melipilla',
  'Talagante',
  'Colina',
  'Buin',
  'Peñaflor',
  'Curacaví',
  'San Antonio',
  'Quillota',
  'La Calera',
  'Limache',
  'Quilpué',
  'Villa Alemana',
  'Casablanca',
  'Los Andes',
  'San Felipe',
  'Putaendo',
  'La Ligua',
  'Petorca',
  'Cabildo',
  'Isla de Pascua',
  'San Fernando',
  'Santa Cruz',
  'Rengo',
  'San Vicente',
  'Pichilemu',
  'Peumo',
  'Litueche',
  'Graneros',
  'Linares',
  'Cauquenes',
  'Constitución',
  'Molina',
  'Parral',
  'San Javier',
  'Licantén',
  'Curepto',
  'Chanco',
  'Bulnes',
  'San Carlos',
  'Yungay',
  'Coelemu',
  'Quirihue',
  'Tomé',
  'Coronel',
  'Lota',
  'Lebu',
  'Arauco',
  'Cañete',
  'Curanilahue',
  'Santa Juana',
  'Florida',
  'Mulchén',
  'Nacimiento',
  'Laja',
  'Yumbel',
  'Cabrero',
  'Angol',
  'Victoria',
  'Curacautín',
  'Collipulli',
  'Traiguén',
  'Lautaro',
  'Nueva Imperial',
  'Carahue',
  'Pitrufquén',
  'Villarrica',
  'Loncoche',
  'Pucón',
  'Toltén',
  'Purén',
  'Los Lagos',
  'Panguipulli',
  'La Unión',
  'Río Bueno',
  'Mariquina',
  'Paillaco',
  'Puerto Varas',
  'Calbuco',
  'Maullín',
  'Castro',
  'Ancud',
  'Achao',
  'Quinchao',
  'Chaitén',
  'Hualaihué',
  'Los Muermos',
  'Río Negro',
  'Purranque',
  'Coyhaique',
  'Aysén',
  'Chile Chico',
  'Cochrane',
  'Puerto Natales',
  'Porvenir',
  'Tocopilla',
  'Taltal',
  'Mejillones',
  'María Elena',
  'Vallenar',
  'Chañaral',
  'Diego de Almagro',
  'Freirina',
  'Caldera',
  'Ovalle',
  'Illapel',
  'Los Vilos',
  'Vicuña',
  'Andacollo',
  'Combarbalá',
  'Pozo Almonte',
  'Alto Hospicio',
  'Santa Bárbara',
  'Puerto Aysén',
  'Pichidangui',
  'Quintero',
  'Til Til',
];
const LABORAL = [
  'Santiago',
  'San Miguel',
  'Valparaíso',
  'Concepción',
  'Temuco',
  'Antofagasta',
  'Rancagua',
  'Talca',
  'La Serena',
  'Puerto Montt',
  'Iquique',
  'Arica',
  'Chillán',
  'Valdivia',
  'Punta Arenas',
  'Copiapó',
  'Calama',
  'Osorno',
];
const COBRANZA = ['Santiago', 'San Miguel', 'Valparaíso', 'Concepción'];

const ordinal = (n: number) => `${n}º`;
const id = (competencia: Competencia, n: number) => `${competencia}-${String(n).padStart(3, '0')}`;

function civil(): Tribunal[] {
  const nombres = [
    ...CIVIL.flatMap(([ciudad, count]) =>
      Array.from({ length: count }, (_, n) => `${ordinal(n + 1)} Juzgado Civil de ${ciudad}`),
    ),
    ...LETRAS.map((ciudad) => `Juzgado de Letras de ${ciudad}`),
  ];
  return nombres.map((nombre, n) => ({ id: id('civil', n + 1), nombre, competencia: 'civil' }));
}

/** The whole catalogue: civil tribunals first, then laboral, then cobranza, in a stable order. */
export const TRIBUNALS: readonly Tribunal[] = [
  ...civil(),
  ...LABORAL.map((ciudad, n): Tribunal => ({
    id: id('laboral', n + 1),
    nombre: `Juzgado de Letras del Trabajo de ${ciudad}`,
    competencia: 'laboral',
  })),
  ...COBRANZA.map((ciudad, n): Tribunal => ({
    id: id('cobranza', n + 1),
    nombre: `Juzgado de Cobranza Laboral y Previsional de ${ciudad}`,
    competencia: 'cobranza',
  })),
];
