/**
 * The files kept about a client company (client-detail.md §2 Carpeta Tributaria and Constitución tabs), named as
 * their sources give them:
 * - CARPETA_TRIBUTARIA_{rut}.pdf: the SII's 'Carpeta Tributaria Electrónica' (24 IVA F29 and 2 Renta F22 forms, §9);
 * - CARPETA_TRIBUTARIA_{rut}.json: the outcome of the last gathering of that PDF from the SII (sync-tax-folder.ts);
 * - ESTATUTO_ACTUALIZADO_{rut}.pdf: the Registro de Empresas y Sociedades' updated statute certificate;
 * - ESTATUTO_ACTUALIZADO_{rut}.json: the data extracted from that statute
 *   (domain/company-registry/constitution-json.ts);
 * - REGISTRO_EMPRESAS_{rut}.json: the outcome of the last gathering from the registry (sync-company-registry.ts).
 * A company with no statute files, or whose last gathering found it absent, is not registered in the Registro de
 * Empresas y Sociedades ('Empresa en un día').
 */

/** The tax folder PDF's name. */
export function taxFolderFileName(rut: string): string {
  return `CARPETA_TRIBUTARIA_${rut}.pdf`;
}

/** The name of the last tax folder gathering's outcome: `{intentadaEl: ISO instant, error: string | null}`. */
export function taxFolderStatusFileName(rut: string): string {
  return `CARPETA_TRIBUTARIA_${rut}.json`;
}

/** The updated statute certificate's name. */
export function statuteFileName(rut: string): string {
  return `ESTATUTO_ACTUALIZADO_${rut}.pdf`;
}

/** The statute's extracted data's name. */
export function statuteDataFileName(rut: string): string {
  return `ESTATUTO_ACTUALIZADO_${rut}.json`;
}

/**
 * The name of the last registry gathering's outcome: `{consultadoEl: ISO instant, registrado: boolean | null,
 * error: string | null}` (registrado null while the registry never gave a usable answer).
 */
export function registryStatusFileName(rut: string): string {
  return `REGISTRO_EMPRESAS_${rut}.json`;
}

/** Content type of each kind of company file, by extension. */
export function companyFileContentType(name: string): string {
  return name.endsWith('.pdf') ? 'application/pdf' : 'application/json';
}
