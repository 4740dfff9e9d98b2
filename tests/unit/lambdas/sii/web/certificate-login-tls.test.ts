import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCa, issueServerCertificate } from '@infra/local/sii/local-ca';
import { isSiiError } from '@lambdas/sii/web/errors';
import { readSiiWebSettings } from '@lambdas/platform/sii-settings';
import { SiiWebClient } from '@lambdas/sii/web/sii-web-client';
import { makePkcs12 } from '@tests/support/pkcs12-factory';
import { representablesPage } from '@tests/support/sii-web-answers';
import { MemoryArchive } from '@tests/support/sii-web-fakes';
import { RUT_AUTORIZADO, RUT_FACTORING } from '@tests/support/sii-web-harness';

/**
 * A real TLS server asking for a client certificate (as herculesr does): the login answers a session only when the
 * client presented one, the RTC call needs the session cookie. The server's certificate (the local SII's, issued by
 * its CA) is trusted through caPem only.
 */
const ca = createCa(new Date());
const server = issueServerCertificate(ca, new Date());
const seen: Array<{ path: string; clientCertificate: string | null; cookie: string }> = [];
let https: Server;
let base: string;

beforeAll(async () => {
  https = createServer(
    { key: server.keyPem, cert: server.certPem, requestCert: true, rejectUnauthorized: false },
    (req, res) => {
      const peer = (req.socket as TLSSocket).getPeerCertificate();
      const clientCertificate = peer && 'subject' in peer && peer.subject ? String(peer.subject.CN) : null;
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({ path, clientCertificate, cookie: req.headers.cookie ?? '' });
      req.resume();
      req.on('end', () => {
        if (path === '/cgi_AUT2000/CAutInicio.cgi') {
          if (!clientCertificate)
            return void res.writeHead(200).end('<p>Certificado Digital inv&aacute;lido 01.01.123.212.95.37</p>');
          return void res
            .writeHead(302, {
              location: `${base}/cgi_misii/siihome.cgi`,
              'set-cookie': ['CSESSIONID=TLS1; Path=/', 'TOKEN=TLS1; Path=/'],
            })
            .end();
        }
        if (path === '/cgi_AUT2000/admRPDOBuild.cgi')
          return void res.writeHead(200).end(Buffer.from(representablesPage([{ rut: RUT_FACTORING }])));
        if (path === '/cgi_AUT2000/admRepresentar.cgi')
          return void res.writeHead(200).end(Buffer.from('<h2>REPRESENTACIÓN REALIZADA</h2>', 'latin1'));
        if (path === '/cgi_rtc/RTC/RTCConsultaCesiones.cgi') {
          return void res
            .writeHead(200)
            .end(
              req.headers.cookie?.includes('CSESSIONID=TLS1')
                ? 'DATOS_CONSULTA; RUT=76389992-6\r\n'
                : '<p>NO ESTA AUTENTICADO 01.01.123.212.95.28</p>',
            );
        }
        res.writeHead(200).end('ok');
      });
    },
  );
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  base = `https://localhost:${(https.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => https.close(resolve));
});

function client(caPem: string | undefined) {
  const hosts = {
    palena: base,
    reclamo: base,
    portalClave: base,
    portalCertificado: base,
    rcv: base,
    cte: base,
    referencia: `${base}/cgi_misii/siihome.cgi`,
  };
  return new SiiWebClient(
    readSiiWebSettings({ hosts, caPem, pacing: { concurrency: 2, minIntervalMs: 0 }, retry: { attempts: 1 } }),
  );
}

const certificado = {
  pfx: makePkcs12({ sanRut: RUT_AUTORIZADO, nombre: 'JUAN PEREZ SOTO', password: 'pfx' }),
  password: 'pfx',
};
const query = { rut: RUT_FACTORING, role: 'cesionario' as const, desde: '2024-01-01', hasta: '2024-01-31' };

describe('portal login with the certificate as TLS client certificate (real TLS)', () => {
  it('presents the certificate on the login and representation, trusts the server through caPem, keeps the session cookie', async () => {
    seen.length = 0;
    const sii = client(ca.certPem);
    const gateway = sii.factoringGateway({ rutEmpresa: RUT_FACTORING, certificado, clave: null }, new MemoryArchive());
    const files = await gateway.fetchPeriodAnswers(query);
    await gateway.close();
    await sii.close();
    expect(files.map((f) => f.name)).toEqual(['CESIONES_76389992-6_2_01012024_31012024.txt']);
    expect(seen.map((s) => [s.path, s.clientCertificate])).toEqual([
      ['/cgi_AUT2000/CAutInicio.cgi', 'JUAN PEREZ SOTO'],
      ['/cgi_AUT2000/admRPDOBuild.cgi', 'JUAN PEREZ SOTO'],
      ['/cgi_AUT2000/admRepresentar.cgi', 'JUAN PEREZ SOTO'],
      ['/cgi_rtc/RTC/RTCConsultaCesiones.cgi', null],
      ['/cgi_AUT2000/autTermino.cgi', null],
    ]);
  });

  it('without caPem the server is not trusted: sii-no-disponible, no retry of a TLS verification failure', async () => {
    seen.length = 0;
    const sii = client(undefined);
    const gateway = sii.factoringGateway({ rutEmpresa: RUT_FACTORING, certificado, clave: null }, new MemoryArchive());
    const error = await gateway.fetchPeriodAnswers(query).catch((e: unknown) => e);
    await sii.close();
    expect(isSiiError(error, 'sii-no-disponible')).toBe(true);
    expect(seen).toHaveLength(0);
  });
});
