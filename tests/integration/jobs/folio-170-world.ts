import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { siiFixture } from '../../support/fixtures';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { eventosXml, periodTxt, recepcionXml } from './sii-files';

/**
 * The SII world of the refresh tests that follow one document through runs: the real sample period answer of ST
 * CAPITAL S.A. plus 76354771-K, 33, folio 170, owed by 96790240-3, acquired on 2019-04-05 and received at the SII that
 * day, with its events as a test writes them.
 */
export const FACTORING = '76389992-6';
export const DEBTOR = '96790240-3';
export const CED = { codigo: 'CED', descripcion: 'DTE Cedido', rut: '76354771', dv: 'K', fecha: '05-04-2019 10:22:02' };
export const HOUR = 60 * 60 * 1000;
/** 2019-04-10 11:00 in Santiago: folio 170 pending, 3 days left of its 8-day window. */
export const NOW = new Date('2019-04-10T15:00:00Z');

const PERIOD_DIR = siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt');
const PERIOD_NAME = 'CESIONES_76389992-6_2_04042019_08042019.txt';
const FOLIO_170 =
  '76354771-K;Cesion Vigente;96790240-3;null;33;Factura Electronica;170;2019-04-01;2996301;76354771-K;SERVICIOS BONILLA Y LOPEZ Y COMPANIA LIMITADA;enaconltda@gmail.com;76389992-6;ST CAPITAL S.A.;ops@stcapital.cl;2019-04-05 10:22;2996301;2019-05-01';

/** Writes folio 170's events (the SII's listarEventosHistDoc answer) into `workDir`. */
export function writeFolio170Events(workDir: string, events: Parameters<typeof eventosXml>[0]): Promise<void> {
  return writeFile(path.join(workDir, 'EVENTOS--76354771-K--33--170.xml'), eventosXml(events));
}

/** Writes the world into `workDir`: both period answers, folio 170's CED event and its reception. */
export async function writeFolio170World(workDir: string): Promise<void> {
  await copyFile(path.join(PERIOD_DIR, PERIOD_NAME), path.join(workDir, PERIOD_NAME));
  await writeFile(
    path.join(workDir, 'CESIONES_76389992-6_2_05042019_05042019.txt'),
    periodTxt(FACTORING, 'CESIONARIO', '05042019', '05042019', [FOLIO_170]),
  );
  await writeFolio170Events(workDir, [CED]);
  await writeFile(path.join(workDir, 'RECEPCION--76354771-K--33--170.xml'), recepcionXml('05-04-2019 09:00:00'));
}

/** Local engines and an empty directory for the world's files. */
export interface RefreshWorkspace {
  engines: LocalEngines;
  workDir: string;
  /** Stops the engines and deletes the directory. */
  stop(): Promise<void>;
}

/** Starts the engines and makes the directory ('{prefix}XXXXXX' in the system's temporary directory). */
export async function startRefreshWorkspace(prefix: string): Promise<RefreshWorkspace> {
  const engines = await startLocalEngines();
  const workDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return {
    engines,
    workDir,
    stop: async () => {
      await engines.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
