/**
 * One rpc/encoded SOAP call of the DTE web services (CrSeed, GetTokenFromSeed, wsRPETCConsulta; SII-PROTOCOLS.md
 * §2, §7): POSTed with the SOAP headers, its answer archived under otros/ (these answers are no SII file).
 */
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import type { SiiAnswer, SiiHttp } from './sii-http';
import { encodedEnvelope, SOAP_HEADERS } from './soap-envelopes';
import type { SiiOperation } from './sii-operations';

/**
 * Calls `operation` at `url` with the string `parts`, in the WSDL's `namespace`.
 * @throws SiiError 'sii-no-disponible' as SiiHttp.send.
 */
export async function callEncodedSoap(
  http: SiiHttp,
  archive: AnswerArchive,
  call: { url: string; namespace: string; operation: SiiOperation; parts: ReadonlyArray<readonly [string, string]> },
): Promise<SiiAnswer> {
  const answer = await http.send({
    operation: call.operation,
    method: 'POST',
    url: call.url,
    headers: SOAP_HEADERS,
    body: encodedEnvelope(call.namespace, call.operation, call.parts),
    archive,
  });
  archiveAnswer(archive, call.operation, answer);
  return answer;
}
