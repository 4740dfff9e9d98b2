import type { UrlParamsPatch } from '../use-url-params';
import { TIPOS_FECHA, toExtendedCriteria, type ExtendedCriteria, type ExtendedFields } from './extended-search';
import {
  FOLIO_PARAM,
  searchFormFromAddress,
  toCessionSearch,
  type CessionSearch,
  type SearchForm,
} from './search-criteria';

/** The address parameters of a cession screen's accepted search (the folio's is the bell links' `?folio=`). */
const PARAMS = {
  fechaInicio: 'desde',
  fechaTermino: 'hasta',
  rut: 'rut',
  folio: FOLIO_PARAM,
  tipoFecha: 'tipoFecha',
  montoDesde: 'montoDesde',
  montoHasta: 'montoHasta',
} as const;

/** A cession screen's starting search as its address gives it: the form's values and the checked criteria. */
export interface AddressSearch {
  form: SearchForm;
  search: CessionSearch;
  /** The extended fields when the address holds an extended search (Tipo Fecha given), else null. */
  extendedFields: ExtendedFields | null;
  extended: ExtendedCriteria | null;
}

function extendedFromAddress(params: URLSearchParams): Pick<AddressSearch, 'extendedFields' | 'extended'> {
  const tipoFecha = TIPOS_FECHA.find(({ value }) => value === params.get(PARAMS.tipoFecha))?.value;
  if (!tipoFecha) return { extendedFields: null, extended: null };
  const fields = {
    tipoFecha,
    montoDesde: params.get(PARAMS.montoDesde) ?? '',
    montoHasta: params.get(PARAMS.montoHasta) ?? '',
  };
  const checked = toExtendedCriteria(fields);
  return 'criteria' in checked
    ? { extendedFields: fields, extended: checked.criteria }
    : { extendedFields: null, extended: null };
}

/**
 * The search a cession screen starts with: the one its address holds (`?desde=yyyy-MM-dd&hasta=…&rut=…&folio=…`, and
 * for the extended acquired search `tipoFecha`, `montoDesde`, `montoHasta` in CLP) when toCessionSearch accepts it;
 * otherwise searchFormFromAddress (a linked `?folio=` over 93 days, or the screen's default window). Values the
 * checks refuse are dropped, never shown as a search that was not made.
 * @param options.razonSocial the screen's Rut field also takes a razón social (owed screen).
 */
export function searchFromAddress(
  now: Date,
  windowDays: number,
  params: URLSearchParams,
  options: { razonSocial?: boolean } = {},
): AddressSearch {
  const given: SearchForm = {
    fechaInicio: params.get(PARAMS.fechaInicio) ?? '',
    fechaTermino: params.get(PARAMS.fechaTermino) ?? '',
    rut: params.get(PARAMS.rut) ?? '',
    folio: params.get(PARAMS.folio) ?? '',
  };
  const checked = given.fechaInicio && given.fechaTermino ? toCessionSearch(given, options) : null;
  if (checked && 'search' in checked) return { form: given, search: checked.search, ...extendedFromAddress(params) };
  const form = searchFormFromAddress(now, windowDays, params.get(FOLIO_PARAM));
  return { form, search: { ...form, folio: Number(form.folio) }, extendedFields: null, extended: null };
}

/**
 * The address parameters of an accepted search (the inverse of {@link searchFromAddress}): absent filters remove
 * their parameter; the owed screen's razón social text is kept in `rut`, where its form reads it back.
 */
export function searchAddress(search: CessionSearch, extended: ExtendedCriteria | null): UrlParamsPatch {
  return {
    [PARAMS.fechaInicio]: search.fechaInicio,
    [PARAMS.fechaTermino]: search.fechaTermino,
    [PARAMS.rut]: search.razonSocial ?? search.rut,
    [PARAMS.folio]: search.folio ? String(search.folio) : null,
    [PARAMS.tipoFecha]: extended?.tipoFecha ?? null,
    [PARAMS.montoDesde]: extended?.mntCesionInicial?.toString() ?? null,
    [PARAMS.montoHasta]: extended?.mntCesionFinal?.toString() ?? null,
  };
}
