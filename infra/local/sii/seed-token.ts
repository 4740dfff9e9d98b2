/**
 * The automatic authentication of the local SII (AUTH manual v1.9; SII-PROTOCOLS.md §2): POST /DTEWS/CrSeed.jws
 * getSeed answers a 12-digit SEMILLA with ESTADO 00; POST /DTEWS/GetTokenFromSeed.jws getToken takes the signed seed
 * (pszXml) and answers ESTADO 00 'Token Creado' with a TOKEN carrying the signer's RUT, or the manual's ESTADO codes
 * (signed-seed.ts; 08 'NO Existe SEED' / 'TIME-OUT DEL SEED'; -07 when the RUT is not enabled for certificate
 * authentication). Both answer rpc/encoded with the SII:RESPUESTA inside the `<op>Return` string.
 */
import type { SiiContext } from './context';
import { xmlAnswer, type SiiRequest, type SiiResponse } from './http-exchange';
import type { Route } from './router';
import { verifySignedSeed } from './signed-seed';
import { rpcEncodedAnswer, soapFault, type Respuesta } from './soap-answers';
import { readSoapCall, soapOperation } from './soap-request';

const CRSEED_NS = 'https://palena.sii.cl/DTEWS/CrSeed.jws';
const GETTOKEN_NS = 'https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws';

/** The seed and token routes. */
export function seedTokenRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/DTEWS/CrSeed.jws',
      operation: soapOperation('CrSeed'),
      handle: (req) => getSeed(ctx, req),
    },
    {
      method: 'POST',
      path: '/DTEWS/GetTokenFromSeed.jws',
      operation: soapOperation('GetTokenFromSeed'),
      handle: (req) => getToken(ctx, req),
    },
  ];
}

function getSeed(ctx: SiiContext, req: SiiRequest): SiiResponse {
  if (readSoapCall(req)?.operation !== 'getSeed') return xmlAnswer(soapFault('Operación desconocida', 'Client'), 500);
  const respuesta: Respuesta = {
    header: [['ESTADO', '00']],
    body: [['SEMILLA', ctx.tokens.newSeed()]],
    prefixedHeader: false,
  };
  return xmlAnswer(rpcEncodedAnswer(CRSEED_NS, 'getSeed', respuesta));
}

function getToken(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const call = readSoapCall(req);
  if (call?.operation !== 'getToken') return xmlAnswer(soapFault('Operación desconocida', 'Client'), 500);
  const answer = (header: Respuesta['header'], body: Respuesta['body'] = null) =>
    xmlAnswer(rpcEncodedAnswer(GETTOKEN_NS, 'getToken', { header, body, prefixedHeader: false }));
  const verdict = verifySignedSeed(call.parts.get('pszXml') ?? '', ctx.caPem, ctx.now());
  if (!verdict.ok)
    return answer([
      ['ESTADO', verdict.estado],
      ['GLOSA', verdict.glosa],
    ]);
  const seed = ctx.tokens.useSeed(verdict.seed);
  if (seed !== 'ok')
    return answer([
      ['ESTADO', '08'],
      ['GLOSA', seed === 'time-out' ? 'TIME-OUT DEL SEED' : 'NO Existe SEED'],
    ]);
  if (!ctx.users.find(verdict.rut)?.certificate) {
    return answer([
      ['ESTADO', '-07'],
      ['GLOSA', 'Error (12) parse ERROR en Validacion del RUT'],
    ]);
  }
  return answer(
    [
      ['ESTADO', '00'],
      ['GLOSA', 'Token Creado'],
    ],
    [['TOKEN', ctx.tokens.newToken(verdict.rut)]],
  );
}
