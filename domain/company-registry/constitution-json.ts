/**
 * The constitution document of a company (client-detail.md §3 "Constitution JSON", §5): the data extracted from
 * its updated statute ('Estatuto Actualizado' of the Registro de Empresas y Sociedades, 'Empresa en un día') in
 * `datos_extraidos`, or the legacy layout (razonSocial, socios, administradores, apoderados...). Written by the
 * registry gatherer (lambdas/services/client-sync/sync-company-registry.ts from res-estado.ts) and read by the
 * Constitución tab.
 */

/** A participant (partner or shareholder); profit_sharing is the share as the statute writes it ('50%', 0.5...). */
export interface ConstitutionParticipant {
  name: string;
  rut: string;
  is_business: boolean;
  role: string;
  profit_sharing: string;
}

/** A legal representative and their powers (facultades). */
export interface ConstitutionRepresentative {
  name: string;
  rut: string;
  role: string;
  powers: string;
}

/** Shares of a company with shares (SpA, S.A.). */
export interface ConstitutionStockInfo {
  total_shares: string;
  share_classes: string;
  share_value: string;
  share_distribution: { owner: string; shares: string }[];
  other_details: string;
}

/** `datos_extraidos`: the statute's extracted data. */
export interface ConstitutionExtracted {
  summary: string;
  declared_capital: string;
  participants: ConstitutionParticipant[];
  representatives: ConstitutionRepresentative[];
  stock_info: ConstitutionStockInfo | null;
}

/** A partner, administrator or attorney of the legacy layout: name, RUT and the free text the statute gives. */
export interface LegacyPerson {
  nombre: string;
  rut: string;
  detalle: string;
}

/** The legacy layout's general information and people. */
export interface ConstitutionLegacy {
  general: { label: string; value: string }[];
  socios: LegacyPerson[];
  administradores: LegacyPerson[];
  apoderados: LegacyPerson[];
}

/** A parsed document: the extracted data, or else the legacy layout (null when it has neither). */
export interface ConstitutionDocument {
  extracted: ConstitutionExtracted | null;
  legacy: ConstitutionLegacy | null;
}

/** The messages of client-detail.md §5 for a document that is not JSON, or not a JSON object. */
export const CONSTITUTION_JSON_MESSAGES = {
  notJson: 'El archivo JSON tiene un formato inválido',
  notObject: 'El contenido JSON no es válido',
} as const;

/** A constitution document that fails the rules of client-detail.md §5; `message` is the Spanish text to show. */
export class ConstitutionJsonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConstitutionJsonError';
  }
}

const LEGACY_GENERAL: readonly (readonly [string, string])[] = [
  ['razonSocial', 'Razón Social'],
  ['rut', 'RUT'],
  ['tipoEmpresa', 'Tipo de Empresa'],
  ['fechaConstitucion', 'Fecha de Constitución'],
  ['domicilio', 'Domicilio'],
  ['objeto', 'Objeto'],
  ['capital', 'Capital'],
  ['duracion', 'Duración'],
];

/**
 * Parses a constitution document's text (client-detail.md §5 "The constitution JSON must parse and be an object").
 * Fields missing or of another type read as '' / [] / null, so a partial extraction still shows what it has.
 * @returns the extracted data when `datos_extraidos` is an object; otherwise the legacy layout when any legacy field
 *   is present (the extracted document's own `rut` is not a legacy layout).
 * @throws ConstitutionJsonError 'El archivo JSON tiene un formato inválido' when the text is not JSON;
 *   'El contenido JSON no es válido' when it is JSON but not an object (null, a list, a number...).
 */
export function parseConstitutionJson(text: string): ConstitutionDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConstitutionJsonError(CONSTITUTION_JSON_MESSAGES.notJson);
  }
  const root = asObject(parsed);
  if (!root) throw new ConstitutionJsonError(CONSTITUTION_JSON_MESSAGES.notObject);
  const datos = asObject(root.datos_extraidos);
  return datos ? { extracted: readExtracted(datos), legacy: null } : { extracted: null, legacy: readLegacy(root) };
}

function readExtracted(datos: Record<string, unknown>): ConstitutionExtracted {
  const stock = asObject(datos.stock_info);
  return {
    summary: text(datos.summary),
    declared_capital: text(datos.declared_capital),
    participants: objects(datos.participants).map((p) => ({
      name: text(p.name),
      rut: text(p.rut),
      is_business: p.is_business === true,
      role: text(p.role),
      profit_sharing: text(p.profit_sharing),
    })),
    representatives: objects(datos.representatives).map((r) => ({
      name: text(r.name),
      rut: text(r.rut),
      role: text(r.role),
      powers: Array.isArray(r.powers) ? r.powers.map(text).filter(Boolean).join('; ') : text(r.powers),
    })),
    stock_info: stock
      ? {
          total_shares: text(stock.total_shares),
          share_classes: Array.isArray(stock.share_classes)
            ? stock.share_classes.map(text).join(', ')
            : text(stock.share_classes),
          share_value: text(stock.share_value),
          share_distribution: objects(stock.share_distribution).map((d) => ({
            owner: text(d.owner),
            shares: text(d.shares),
          })),
          other_details: text(stock.other_details),
        }
      : null,
  };
}

function readLegacy(root: Record<string, unknown>): ConstitutionLegacy | null {
  const general = LEGACY_GENERAL.flatMap(([key, label]) =>
    text(root[key]) ? [{ label, value: text(root[key]) }] : [],
  );
  const people = (value: unknown): LegacyPerson[] =>
    objects(value).map((p) => ({
      nombre: text(p.nombre ?? p.name),
      rut: text(p.rut),
      detalle: text(p.participacion ?? p.cargo ?? p.facultades ?? p.detalle),
    }));
  const legacy = {
    general,
    socios: people(root.socios),
    administradores: people(root.administradores),
    apoderados: people(root.apoderados),
  };
  const empty = general.length + legacy.socios.length + legacy.administradores.length + legacy.apoderados.length === 0;
  return empty ? null : legacy;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function objects(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.map(asObject).filter((item): item is Record<string, unknown> => item !== null);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
