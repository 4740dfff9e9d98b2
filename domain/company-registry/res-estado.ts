/**
 * The Registro de Empresas y Sociedades' answer about one company ('Estado de la Empresa' with its actuaciones), read
 * into the constitution document of the Constitución tab (client-detail.md §2 Constitución tab, §3 "Constitution
 * JSON").
 *
 * Format. Confirmed by public client code of the registry (the code index's Python clients of
 * www.registrodeempresasysociedades.cl: `BuscarActuaciones2.aspx/Busqueda` and `Busqueda/ActuacionDetalle.aspx/
 * DatosActuaciones`): the registry answers its searches as ASP.NET page methods, a JSON object whose `d` member is a
 * JSON text; its dates are written 'dd-MM-yyyy'; the search by RUT is behind a reCAPTCHA and the certificates carry a
 * código de verificación electrónica (CVE, checked at VerificarCertificados.aspx).
 * Our rendition (not documented publicly, and the real portal may differ): the members of the decoded `d` object
 * (`Encontrado`, `Rut`, `RazonSocial`, `TipoSociedad`, `FechaConstitucion`, `Domicilio`, `Objeto`, `Capital`,
 * `Duracion`, `Estado`, `Migrada`, `Actuaciones`, `Socios`, `Administradores`, `Acciones`) and the answer for a
 * company the registry does not hold, `{"Encontrado": false}`.
 */
import { z } from 'zod';
import { formatRut, validRut } from '../rut';

/** The decoded `d` object of a company the registry holds (our rendition, see the file's docstring). */
const registeredSchema = z.object({
  Encontrado: z.literal(true),
  Rut: z.string().min(1),
  RazonSocial: z.string().min(1),
  TipoSociedad: z.string().min(1),
  FechaConstitucion: z.string().regex(/^\d{2}-\d{2}-\d{4}$/),
  Domicilio: z.string(),
  Objeto: z.string(),
  Capital: z.string(),
  Duracion: z.string(),
  Estado: z.string().min(1),
  /** Constituted before Ley 20.659 and migrated into the registry: its statute is not held as structured data. */
  Migrada: z.boolean(),
  Actuaciones: z.array(
    z.object({ Tipo: z.string().min(1), Fecha: z.string().regex(/^\d{2}-\d{2}-\d{4}$/), Cve: z.string() }),
  ),
  Socios: z.array(
    z.object({
      Nombre: z.string().min(1),
      Rut: z.string(),
      PersonaJuridica: z.boolean(),
      Participacion: z.string(),
      Acciones: z.string().nullable(),
    }),
  ),
  Administradores: z.array(
    z.object({ Nombre: z.string().min(1), Rut: z.string(), Cargo: z.string(), Facultades: z.string() }),
  ),
  Acciones: z
    .object({ Total: z.string(), Clases: z.array(z.string()), Valor: z.string(), Detalle: z.string() })
    .nullable(),
});

const answerSchema = z.union([z.object({ Encontrado: z.literal(false) }), registeredSchema]);

/** The decoded answer of a registered company. */
export type ResEmpresa = z.infer<typeof registeredSchema>;

/** One actuación of the company as the tab's document keeps it. */
export interface ResActuacion {
  tipo: string;
  /** 'dd/MM/yyyy'. */
  fecha: string;
  cve: string;
}

/**
 * The constitution document written for the tab (read by domain/company-registry/constitution-json.ts): the legacy
 * layout's fields always (the registry's general data and people), plus `datos_extraidos` for a company constituted in
 * the registry (not migrated), whose statute the registry holds as structured data.
 */
export interface ResConstitutionDocument {
  fuente: 'Registro de Empresas y Sociedades';
  estado: string;
  actuaciones: ResActuacion[];
  razonSocial: string;
  /** 'NN.NNN.NNN-D'. */
  rut: string;
  tipoEmpresa: string;
  /** 'dd/MM/yyyy'. */
  fechaConstitucion: string;
  domicilio: string;
  objeto: string;
  capital: string;
  duracion: string;
  socios: { nombre: string; rut: string; participacion: string }[];
  administradores: { nombre: string; rut: string; cargo: string }[];
  apoderados: { nombre: string; rut: string; facultades: string }[];
  datos_extraidos?: {
    summary: string;
    declared_capital: string;
    participants: { name: string; rut: string; is_business: boolean; role: string; profit_sharing: string }[];
    representatives: { name: string; rut: string; role: string; powers: string }[];
    stock_info: {
      total_shares: string;
      share_classes: string[];
      share_value: string;
      share_distribution: { owner: string; shares: string }[];
      other_details: string;
    } | null;
  };
}

/** What the registry said about the company. */
export type ResEstado = { kind: 'not-registered' } | { kind: 'registered'; document: ResConstitutionDocument };

/** The registry's answer is not the company's estado (not the page method's JSON, another company, missing members). */
export class ResAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResAnswerError';
  }
}

/**
 * Reads the registry's answer about `rut`.
 * @param bytes the answer's body, UTF-8 JSON `{"d": "<JSON text>"}`.
 * @param rut the company asked for, 'NNNNNNNN-D'.
 * @throws ResAnswerError when the body is not that JSON, the decoded object is neither shape (the message names the
 *   first wrong member), or it is about another RUT.
 */
export function readResEstado(bytes: Uint8Array, rut: string): ResEstado {
  const decoded = decodePageMethod(bytes);
  const parsed = answerSchema.safeParse(decoded);
  if (!parsed.success) {
    const issue = parsed.error.issues.at(-1)!;
    throw new ResAnswerError(
      `Respuesta del Registro de Empresas y Sociedades no reconocida: ${issue.path.join('.') || 'raíz'}: ${issue.message}`,
    );
  }
  const answer = parsed.data;
  if (!answer.Encontrado) return { kind: 'not-registered' };
  if (validRut(answer.Rut) !== validRut(rut) || validRut(rut) === null) {
    throw new ResAnswerError(`El Registro de Empresas y Sociedades respondió por el RUT ${answer.Rut}, no por ${rut}`);
  }
  return { kind: 'registered', document: constitutionDocument(answer) };
}

function decodePageMethod(bytes: Uint8Array): unknown {
  try {
    const outer = JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
    const d = typeof outer === 'object' && outer !== null ? (outer as { d?: unknown }).d : undefined;
    if (typeof d !== 'string') throw new Error('sin miembro d');
    return JSON.parse(d) as unknown;
  } catch (error) {
    throw new ResAnswerError(
      `Respuesta del Registro de Empresas y Sociedades no reconocida: ${(error as Error).message}`,
    );
  }
}

function constitutionDocument(e: ResEmpresa): ResConstitutionDocument {
  const rutOf = (value: string) => (validRut(value) ? formatRut(value) : value);
  const fecha = (value: string) => value.replaceAll('-', '/');
  const document: ResConstitutionDocument = {
    fuente: 'Registro de Empresas y Sociedades',
    estado: e.Estado,
    actuaciones: e.Actuaciones.map((a) => ({ tipo: a.Tipo, fecha: fecha(a.Fecha), cve: a.Cve })),
    razonSocial: e.RazonSocial,
    rut: rutOf(e.Rut),
    tipoEmpresa: e.TipoSociedad,
    fechaConstitucion: fecha(e.FechaConstitucion),
    domicilio: e.Domicilio,
    objeto: e.Objeto,
    capital: e.Capital,
    duracion: e.Duracion,
    socios: e.Socios.map((s) => ({ nombre: s.Nombre, rut: rutOf(s.Rut), participacion: s.Participacion })),
    administradores: e.Administradores.map((a) => ({ nombre: a.Nombre, rut: rutOf(a.Rut), cargo: a.Cargo })),
    apoderados: e.Administradores.filter((a) => a.Facultades).map((a) => ({
      nombre: a.Nombre,
      rut: rutOf(a.Rut),
      facultades: a.Facultades,
    })),
  };
  if (e.Migrada) return document;
  const role = e.Acciones ? 'Accionista' : 'Socio';
  const modificaciones = e.Actuaciones.filter((a) => a.Tipo !== 'Constitución');
  const last = modificaciones.at(-1);
  document.datos_extraidos = {
    summary:
      `${e.RazonSocial} es una ${e.TipoSociedad} constituida el ${fecha(e.FechaConstitucion)} en el Registro de Empresas y Sociedades ('Empresa en un día'), ` +
      `con domicilio en ${e.Domicilio}; estado ${e.Estado.toLowerCase()}` +
      (last ? `, última actuación: ${last.Tipo.toLowerCase()} del ${fecha(last.Fecha)}.` : ', sin modificaciones.'),
    declared_capital: e.Capital,
    participants: e.Socios.map((s) => ({
      name: s.Nombre,
      rut: rutOf(s.Rut),
      is_business: s.PersonaJuridica,
      role,
      profit_sharing: s.Participacion,
    })),
    representatives: e.Administradores.map((a) => ({
      name: a.Nombre,
      rut: rutOf(a.Rut),
      role: a.Cargo,
      powers: a.Facultades,
    })),
    stock_info: e.Acciones
      ? {
          total_shares: e.Acciones.Total,
          share_classes: e.Acciones.Clases,
          share_value: e.Acciones.Valor,
          share_distribution: e.Socios.filter((s) => s.Acciones !== null).map((s) => ({
            owner: s.Nombre,
            shares: s.Acciones!,
          })),
          other_details: e.Acciones.Detalle,
        }
      : null,
  };
  return document;
}
