import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContactEvidence, MAX_AECS_PER_CLIENT } from '@lambdas/services/client-db/client-contacts';
import { readNomina } from '@lambdas/services/client-db/client-sizes';
import type { SiiFile } from '@lambdas/platform/sii-port';
import { cessionRecord } from '@tests/support/cession-factory';
import { siiFixture } from '@tests/support/fixtures';

/** The real AEC of 76354771-K (CorreoEmisor ENACONLTDA@GMAIL.COM, no Telefono), as ISO-8859-1 text. */
const REAL_AEC = readFileSync(
  siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml'),
).toString('latin1');
const CLIENT = '76354771-K';
const client = { rut: CLIENT, razonSocial: 'ENACON SPA' };
const factoring = { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' };

const aecBytes = (telefono: string | null): Uint8Array =>
  Buffer.from(
    telefono ? REAL_AEC.replace('<CorreoEmisor>', `<Telefono>${telefono}</Telefono><CorreoEmisor>`) : REAL_AEC,
    'latin1',
  );

/**
 * A documents bucket holding the given stored AEC per folio (key aec/{rut}/33/{folio}/SEQ-1.xml), recording the folios
 * read.
 */
function bucket(byFolio: Record<number, Uint8Array | Error>) {
  const asked: number[] = [];
  return {
    asked,
    getAec: async (key: string): Promise<Uint8Array | null> => {
      const folio = Number(key.split('/')[3]);
      asked.push(folio);
      const found = byFolio[folio];
      if (found instanceof Error) throw found;
      return found ?? null;
    },
  };
}

const issued = (folio: number, fechaCesion: string, mailCedente: string | null = null) =>
  cessionRecord({
    folio,
    fechaCesion,
    emisor: client,
    cedente: client,
    cesionario: factoring,
    mailCedente,
    aecKey: `aec/${CLIENT}/33/${folio}/SEQ-1.xml`,
  });

describe('ContactEvidence (client list correo and telefono)', () => {
  it("takes MAIL_CEDENTE when it is newer than the AEC, and the AEC's Telefono", async () => {
    const evidence = new ContactEvidence();
    evidence.add(issued(170, '2026-10-01 10:00'));
    evidence.add(
      cessionRecord({
        folio: 999,
        fechaCesion: '2026-11-05 09:00',
        emisor: client,
        cedente: client,
        mailCedente: 'tesoreria@enacon.cl',
        aecKey: null,
      }),
    );
    const problems: string[] = [];
    const contact = await evidence.contactOf(bucket({ 170: aecBytes('+56 2 2345 6789') }), CLIENT, (p) =>
      problems.push(p),
    );
    expect(contact).toEqual({ correo: 'tesoreria@enacon.cl', telefono: '+56 2 2345 6789' });
    expect(problems).toEqual([]);
  });

  it("takes the DTE's CorreoEmisor when its cession is newer than the last MAIL_CEDENTE", async () => {
    const evidence = new ContactEvidence();
    evidence.add(
      cessionRecord({
        folio: 1,
        fechaCesion: '2026-09-01 10:00',
        emisor: client,
        cedente: client,
        mailCedente: 'antiguo@enacon.cl',
        aecKey: null,
      }),
    );
    evidence.add(issued(170, '2026-10-01 10:00'));
    expect(await evidence.contactOf(bucket({ 170: aecBytes(null) }), CLIENT, () => {})).toEqual({
      correo: 'ENACONLTDA@GMAIL.COM',
      telefono: null,
    });
  });

  it(`looks for a Telefono in the newest ${MAX_AECS_PER_CLIENT} AECs only, newest first, reporting the unreadable ones`, async () => {
    const evidence = new ContactEvidence();
    for (const [folio, fecha] of [
      [1, '2026-07-01 10:00'],
      [2, '2026-08-01 10:00'],
      [3, '2026-09-01 10:00'],
      [4, '2026-10-01 10:00'],
    ] as const)
      evidence.add(issued(folio, fecha));
    const source = bucket({
      1: aecBytes('+56 9 1111 1111'),
      2: aecBytes('+56 9 2222 2222'),
      3: new Error('sin conexión'),
      4: aecBytes(null),
    });
    const problems: string[] = [];
    expect((await evidence.contactOf(source, CLIENT, (p) => problems.push(p))).telefono).toBe('+56 9 2222 2222');
    expect(source.asked).toEqual([4, 3, 2]);
    expect(problems).toEqual([`AEC ${CLIENT} 33 3: sin conexión`]);
  });

  it('refuses an AEC whose DTE another emisor issued, and knows nothing of a company it never saw', async () => {
    const evidence = new ContactEvidence();
    const other = { rut: '96790240-3', razonSocial: 'OTRA S.A.' };
    evidence.add(
      cessionRecord({
        folio: 170,
        fechaCesion: '2026-10-01 10:00',
        emisor: other,
        cedente: other,
        mailCedente: null,
        aecKey: 'aec/96790240-3/33/170/SEQ-1.xml',
      }),
    );
    const problems: string[] = [];
    expect(
      await evidence.contactOf(bucket({ 170: aecBytes('+56 2 2000 0000') }), other.rut, (p) => problems.push(p)),
    ).toEqual({ correo: null, telefono: null });
    expect(problems).toEqual(['AEC 96790240-3 33 170: el DTE del AEC es de otro emisor (76354771-K)']);
    expect(await evidence.contactOf(bucket({}), '77360390-1', () => {})).toEqual({ correo: null, telefono: null });
  });
});

describe('readNomina (client list tamano, and names of companies no document named)', () => {
  const file = (name: string, text: string): SiiFile => ({ name, bytes: new TextEncoder().encode(text) });
  const HEADER = 'Año comercial\tRUT\tDV\tRazón social\tTramo según ventas';

  it("keeps each wanted RUT's latest year across files and reports bad rows and unreadable files", async () => {
    const files = [
      file(
        'PUB_EMPRESAS_PJ_2022_A_2023.txt',
        `${HEADER}\n2022\t76354771\tK\tENACON\t3\n2023\t76354771\tK\tENACON\t4\n2023\t96790240\t3\tOTRA\t99\n`,
      ),
      file('PUB_EMPRESAS_PJ_2024.txt', `${HEADER}\n2024\t76354771\tK\tENACON\t6\n2024\t77360390\t1\tNO PEDIDA\t9\n`),
      file('PUB_EMPRESAS_PJ_2025.txt', 'RUT\tDV\n'),
    ];
    const problems: string[] = [];
    const { tamanos: tramos, nombres } = await readNomina(
      { fetchNominaEmpresas: async () => files },
      new Set([CLIENT, '96790240-3']),
      (p) => problems.push(p),
    );
    expect([...tramos]).toEqual([[CLIENT, 6]]);
    expect([...nombres]).toEqual([[CLIENT, 'ENACON']]);
    expect(problems).toEqual([
      "PUB_EMPRESAS_PJ_2022_A_2023.txt línea 4: Tramo según ventas inválido '99' (se espera un código de 1 a 13)",
      "PUB_EMPRESAS_PJ_2025.txt: La nómina de empresas no tiene la columna 'Año comercial', 'Tramo según ventas'",
    ]);
  });
});
