/**
 * The RCV export at the local SII over HTTP: a client company's session and its CSESSIONID as conversationId give the
 * served CSV's lines (codRespuesta 0), 2 for a period without file, 99 for a wrong conversationId or another
 * company, HTTP 401 without a session.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { loginWithClave, send } from '../../support/local-sii-http';
import { removeDirs, startTestSii, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };
let cookies: Map<string, string>;
let rut: string;

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world);
  const client = sii.credentials.clients[0]!;
  rut = client.rutEmpresa;
  cookies = (await loginWithClave(sii, client.rutEmpresa, client.clave)).setCookies;
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

interface ExportAnswer {
  data: string[] | null;
  nombreArchivo: string | null;
  respEstado: { codRespuesta: number; msgeRespuesta: string | null };
}

async function exportBook(
  method: 'getDetalleVentaExport' | 'getDetalleCompraExport',
  data: { ptributario: string; estadoContab?: string; rutEmisor?: string },
  options: { conversationId?: string; session?: Map<string, string> } = {},
): Promise<{ status: number; json: ExportAnswer | null }> {
  const [body = '', dv = ''] = (data.rutEmisor ?? rut).split('-');
  const answer = await send(`${sii.hosts.rcv}/consdcvinternetui/services/data/facadeService/${method}`, {
    json: {
      metaData: {
        namespace: `cl.sii.sdi.lob.diii.consdcv.data.api.interfaces.FacadeService/${method}`,
        conversationId: options.conversationId ?? cookies.get('CSESSIONID'),
        transactionId: '2f1e9a3c-0000-4000-8000-000000000001',
        page: null,
      },
      data: {
        rutEmisor: body,
        dvEmisor: dv,
        ptributario: data.ptributario,
        estadoContab: data.estadoContab ?? '',
        operacion: method === 'getDetalleVentaExport' ? 'VENTA' : 'COMPRA',
        codTipoDoc: 0,
        accionRecaptcha: method === 'getDetalleVentaExport' ? 'RCV_DDETV' : 'RCV_DDETC',
        tokenRecaptcha: 't-o-k-e-n-web',
      },
    },
    cookies: options.session ?? cookies,
    headers: { referer: `${sii.hosts.rcv}/consdcvinternetui/` },
  });
  return {
    status: answer.status,
    json: answer.status === 200 ? (JSON.parse(answer.body.toString('utf8')) as ExportAnswer) : null,
  };
}

const fileLines = (name: string): string[] =>
  decodeTextBytes(readFileSync(path.join(world.dir, 'clientes', rut, name)))
    .split(/\r?\n/)
    .filter((line, i, all) => i < all.length - 1 || line !== '');

describe('getDetalle{Venta,Compra}Export', () => {
  it('answers the sales and purchase exports as their CSV lines, header first (codRespuesta 0)', async () => {
    const names = readdirSync(path.join(world.dir, 'clientes', rut));
    const venta = names.find((name) => name.startsWith(`RCV_VENTA_${rut}_`))!;
    const ventaAnswer = await exportBook('getDetalleVentaExport', { ptributario: venta.slice(-10, -4) });
    expect(ventaAnswer.json).toMatchObject({ nombreArchivo: venta, respEstado: { codRespuesta: 0 } });
    expect(ventaAnswer.json!.data).toEqual(fileLines(venta));
    expect(ventaAnswer.json!.data![0]).toMatch(/^Nro;Tipo Doc;Tipo Venta;/);

    const compra = names.find((name) => name.startsWith(`RCV_COMPRA_REGISTRO_${rut}_`))!;
    const compraAnswer = await exportBook('getDetalleCompraExport', {
      ptributario: compra.slice(-10, -4),
      estadoContab: 'REGISTRO',
    });
    expect(compraAnswer.json!.data).toEqual(fileLines(compra));
  });

  it('answers codRespuesta 2 and no data for a period without export', async () => {
    const answer = await exportBook('getDetalleVentaExport', { ptributario: '199901' });
    expect(answer.json).toMatchObject({ data: null, respEstado: { codRespuesta: 2 } });
  });

  it("refuses a conversationId that is not the session's and another company's books (codRespuesta 99)", async () => {
    const wrongToken = await exportBook('getDetalleVentaExport', { ptributario: '202505' }, { conversationId: rut });
    expect(wrongToken.json).toMatchObject({
      data: null,
      respEstado: { codRespuesta: 99, msgeRespuesta: 'El token no es valido: NO Existen Datos' },
    });
    const other = sii.credentials.clients[1]!.rutEmpresa;
    const foreign = await exportBook('getDetalleVentaExport', { ptributario: '202505', rutEmisor: other });
    expect(foreign.json).toMatchObject({ data: null, respEstado: { codRespuesta: 99 } });
  });

  it('answers HTTP 401 without a live session', async () => {
    expect((await exportBook('getDetalleVentaExport', { ptributario: '202505' }, { session: new Map() })).status).toBe(
      401,
    );
  });
});
