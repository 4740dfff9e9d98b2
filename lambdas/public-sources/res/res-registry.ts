import { isPdf } from '@domain/pdf-signature';
import { readResEstado, type ResEstado } from '@domain/company-registry/res-estado';
import type { PageSource } from '../page-source';

/** The Registro de Empresas y Sociedades did not give a usable answer; the message says why (for the job's log). */
export class ResUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResUnavailableError';
  }
}

/**
 * The Registro de Empresas y Sociedades ('Empresa en un Día', www.registrodeempresasysociedades.cl) read for the
 * Constitución tab (client-detail.md §2) through a public source (lambdas/public-sources): the company's
 * 'Estado de la Empresa' at `estado/{rut}.json` (domain/company-registry/res-estado.ts) and its 'Certificado de
 * Estatuto Actualizado' at `estatuto/{rut}.pdf`. These two paths are our rendition: the portal's own search is an
 * ASP.NET page method behind a reCAPTCHA (res-estado.ts), so RC_RES_URL names a service that answers these paths.
 */
export class ResRegistry {
  constructor(private readonly source: PageSource) {}

  /**
   * The company's estado. @param rut 'NNNNNNNN-D'.
   * @throws ResUnavailableError when the registry does not answer, answers other than 200, or its answer is not
   *   the estado of that company (ResAnswerError's message).
   */
  async estado(rut: string): Promise<ResEstado> {
    const bytes = await this.page(`estado/${rut}.json`);
    try {
      return readResEstado(bytes, rut);
    } catch (error) {
      throw new ResUnavailableError((error as Error).message);
    }
  }

  /**
   * The updated statute certificate's PDF bytes.
   * @throws ResUnavailableError as {@link estado}, or when the body is not a PDF.
   */
  async estatuto(rut: string): Promise<Uint8Array> {
    const bytes = await this.page(`estatuto/${rut}.pdf`);
    if (!isPdf(bytes)) {
      throw new ResUnavailableError('El Registro de Empresas y Sociedades no entregó un PDF del estatuto actualizado');
    }
    return bytes;
  }

  private async page(pagePath: string): Promise<Uint8Array> {
    let answer;
    try {
      answer = await this.source.get(pagePath);
    } catch (error) {
      throw new ResUnavailableError((error as Error).message);
    }
    if (answer.status !== 200)
      throw new ResUnavailableError(`El Registro de Empresas y Sociedades respondió ${answer.status}`);
    return answer.bytes;
  }
}
