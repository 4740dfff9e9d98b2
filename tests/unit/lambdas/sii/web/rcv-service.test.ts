import { afterEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import { isSiiError } from '@lambdas/sii/web/errors';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import { latin1 } from '@tests/support/sii-web-answers';
import { FAKE_HOSTS, type FakeReply } from '@tests/support/sii-web-fakes';
import { clientHarness, portalRoutes } from '@tests/support/sii-web-harness';

const RUT_CLIENTE = '96790240-3';
const CLAVE_CLIENTE = { rutUsuario: RUT_CLIENTE, clave: 'clave-del-cliente' };
const VENTA = '/consdcvinternetui/services/data/facadeService/getDetalleVentaExport';
const COMPRA = '/consdcvinternetui/services/data/facadeService/getDetalleCompraExport';
const VENTA_HEADER =
  'Nro;Tipo Doc;Tipo Venta;Rut cliente;Razon Social;Folio;Fecha Docto;Fecha Recepcion;Fecha Acuse Recibo;Fecha Reclamo;Monto Exento;Monto Neto;Monto IVA;Monto total;IVA Retenido Total;IVA Retenido Parcial;IVA no retenido;IVA propio;IVA Terceros;RUT Emisor Liquid. Factura;Neto Comision Liquid. Factura;Exento Comision Liquid. Factura;IVA Comision Liquid. Factura;IVA fuera de plazo;Tipo Docto. Referencia;Folio Docto. Referencia;Num. Ident. Receptor Extranjero;Nacionalidad Receptor Extranjero;Credito empresa constructora;Impto. Zona Franca (Ley 18211);Garantia Dep. Envases;Indicador Venta sin Costo;Indicador Servicio Periodico;Monto No facturable;Total Monto Periodo;Venta Pasajes Transporte Nacional;Venta Pasajes Transporte Internacional;Numero Interno;Codigo Sucursal;NCE o NDE sobre Fact. de Compra;Codigo Otro Imp.;Valor Otro Imp.;Tasa Otro Imp.';
const VENTA_ROW =
  '1;33;Del Giro;76389992-6;Comercial Ñuñoa Ltda.;1234;05/04/2019;05/04/2019 10:00:00;;;0;100000;19000;119000;0;0;0;0;0;;;;;0;;;;;0;0;0;0;0;0;0;0;0;;0;;;;';

const json = (value: unknown): FakeReply => ({ body: new TextEncoder().encode(JSON.stringify(value)) });
const exportAnswer = (lines: string[] | null, codRespuesta = 0) =>
  json({ data: lines, nombreArchivo: 'x.csv', respEstado: { codRespuesta, msgeRespuesta: 'ok', codError: null } });

let h: ReturnType<typeof clientHarness>;
afterEach(async () => {
  await h.fake.agent.close();
});

describe('ClientSiiSession.fetchRcv', () => {
  it('logs in as the client itself (no representation) and exports ventas as RCV_VENTA_{rut}_{yyyyMM}.csv, lines joined with CRLF', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.rcv, 'POST', VENTA, () => exportAnswer([VENTA_HEADER, VENTA_ROW]));
    const outcomes: LoginResult[] = [];
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive, (r) => outcomes.push(r));
    const file = await session.fetchRcv({ operacion: 'VENTA', periodo: '201904' });
    expect(file!.name).toBe('RCV_VENTA_96790240-3_201904.csv');
    expect(new TextDecoder().decode(file!.bytes)).toBe(`${VENTA_HEADER}\r\n${VENTA_ROW}`);
    const parsed = parseRcvCsv({ name: file!.name, bytes: file!.bytes }, { rutContribuyente: RUT_CLIENTE });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(h.fake.to('/cgi_AUT2000/admRPDOBuild.cgi')).toHaveLength(0);
    expect(outcomes).toEqual([{ ok: true }]);

    const request = h.fake.to(VENTA)[0]!;
    const body = JSON.parse(request.body) as { metaData: Record<string, unknown>; data: Record<string, unknown> };
    expect(body.metaData).toMatchObject({
      namespace: 'cl.sii.sdi.lob.diii.consdcv.data.api.interfaces.FacadeService/getDetalleVentaExport',
      conversationId: 'S1',
      page: null,
    });
    expect(body.metaData.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toEqual({
      rutEmisor: '96790240',
      dvEmisor: '3',
      ptributario: '201904',
      estadoContab: '',
      operacion: 'VENTA',
      codTipoDoc: 0,
      accionRecaptcha: 'RCV_DDETV',
      tokenRecaptcha: 't-o-k-e-n-web',
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.referer).toBe(`${FAKE_HOSTS.rcv}/consdcvinternetui/`);
    expect(request.headers.cookie).toContain('CSESSIONID=S1');
    // the JSON answer under otros/ and the CSV under its SII name
    expect(h.archive.names()).toEqual(['RCV_VENTA_96790240-3_201904.csv']);
    await session.close();
    expect(h.fake.to('/cgi_AUT2000/autTermino.cgi')).toHaveLength(1);
  });

  it('compras carry their estadoContab and RCV_DDETC; codRespuesta 2 is null', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.rcv, 'POST', COMPRA, () => exportAnswer(null, 2));
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive);
    expect(await session.fetchRcv({ operacion: 'COMPRA', periodo: '201904', estadoContab: 'RECLAMADO' })).toBeNull();
    expect(JSON.parse(h.fake.to(COMPRA)[0]!.body).data).toMatchObject({
      estadoContab: 'RECLAMADO',
      operacion: 'COMPRA',
      accionRecaptcha: 'RCV_DDETC',
    });
  });

  it('a COMPRA query without estadoContab or a bad periodo is a RangeError before any request', async () => {
    h = clientHarness();
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive);
    await expect(session.fetchRcv({ operacion: 'COMPRA', periodo: '201904' })).rejects.toThrow(RangeError);
    await expect(session.fetchRcv({ operacion: 'VENTA', periodo: '2019-04' })).rejects.toThrow(RangeError);
    expect(h.fake.requests).toHaveLength(0);
  });

  it('HTTP 401 or an HTML body means the session expired: one new login, the export repeated', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    let n = 0;
    h.fake.on(FAKE_HOSTS.rcv, 'POST', VENTA, () => {
      n++;
      if (n === 1) return { status: 401, body: '' };
      return exportAnswer([VENTA_HEADER]);
    });
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive);
    expect(await session.fetchRcv({ operacion: 'VENTA', periodo: '201904' })).not.toBeNull();
    expect(h.fake.to('/cgi_AUT2000/CAutInicio.cgi')).toHaveLength(2);
    expect(JSON.parse(h.fake.to(VENTA)[1]!.body).metaData.conversationId).toBe('S2');
  });

  it('an HTML body twice is sesion-expirada', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.rcv, 'POST', VENTA, () => ({ body: latin1('<html><body>Ingreso</body></html>') }));
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive);
    await expect(session.fetchRcv({ operacion: 'VENTA', periodo: '201904' })).rejects.toSatisfy((e) =>
      isSiiError(e, 'sesion-expirada'),
    );
  });

  it('codRespuesta 99 is respuesta-invalida with the SII message', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.rcv, 'POST', VENTA, () =>
      json({ data: null, respEstado: { codRespuesta: 99, msgeRespuesta: 'Error al generar' } }),
    );
    const error = await h.client
      .clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive)
      .fetchRcv({ operacion: 'VENTA', periodo: '201904' })
      .catch((e: unknown) => e);
    expect(isSiiError(error, 'respuesta-invalida')).toBe(true);
    expect(String(error)).toContain('codRespuesta 99: Error al generar');
  });

  it('with rcvBootstrap the SPA page and the AutTknData JSONP come first', async () => {
    h = clientHarness({ rcvBootstrap: true });
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.rcv, 'GET', '/consdcvinternetui/', () => ({ body: '<html></html>' }));
    h.fake.on(FAKE_HOSTS.portalClave, 'GET', '/cgi_AUT2000/AutTknData.cgi', () => ({ body: 'jQuery_1({})' }));
    h.fake.on(FAKE_HOSTS.rcv, 'POST', VENTA, () => exportAnswer([VENTA_HEADER]));
    await h.client
      .clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive)
      .fetchRcv({ operacion: 'VENTA', periodo: '201904' });
    expect(h.fake.requests.map((r) => r.path.split('?')[0])).toEqual([
      '/cgi_AUT2000/CAutInicio.cgi',
      '/consdcvinternetui/',
      '/cgi_AUT2000/AutTknData.cgi',
      VENTA,
    ]);
  });

  it('the client session fetches its own period answers (and only its own)', async () => {
    h = clientHarness();
    portalRoutes(h.fake);
    h.fake.on(FAKE_HOSTS.palena, 'POST', '/cgi_rtc/RTC/RTCConsultaCesiones.cgi', () => ({
      body: latin1('DATOS_CONSULTA; RUT=96790240-3\r\n'),
    }));
    const session = h.client.clientSession(RUT_CLIENTE, CLAVE_CLIENTE, h.archive);
    const files = await session.fetchPeriodAnswers({
      rut: RUT_CLIENTE,
      role: 'cedente',
      desde: '2019-04-01',
      hasta: '2019-04-30',
    });
    expect(files.map((f) => f.name)).toEqual(['CESIONES_96790240-3_1_01042019_30042019.txt']);
    await expect(
      session.fetchPeriodAnswers({ rut: '76389992-6', role: 'cedente', desde: '2019-04-01', hasta: '2019-04-30' }),
    ).rejects.toThrow(RangeError);
  });
});
