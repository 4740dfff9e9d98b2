/**
 * What the world's SII files say, in the form the live SII tests compare the client's answers with: the rows and
 * rejected rows of period answers (read by the platform's own parser, whatever the file's form and windows), the
 * RCV exports of a client company, and the DTEs of period rows and of the registry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import type { DocumentKey } from '@domain/document-key';
import { dteOfRow } from '@lambdas/services/refresh/period-rows';
import type { FileSiiGateway } from '@lambdas/sii/file-source';
import type { PeriodQuery, SiiFile } from '@lambdas/platform/sii-port';
import type { RcvQuery } from '@lambdas/sii/web/client-api';
import type { TestWorld } from './local-sii-world';

/** The content of period answers inside a window: good rows and rejected rows, each sorted, windows forgotten. */
export interface PeriodContent {
  /** Each row as JSON. */
  rows: string[];
  /** Each rejected row's problem as 'field: reason' (line numbers differ between windowings). */
  rejected: string[];
}

/**
 * The rows of `files` whose FCH_CESION day falls in desde..hasta ('yyyy-MM-dd', inclusive), and every rejected row.
 * @throws PeriodFileError / SiiXmlError for a file the parser refuses whole.
 */
export function periodContent(files: readonly SiiFile[], desde: string, hasta: string): PeriodContent {
  const answers = files.map((file) => parsePeriodAnswer(file));
  const inWindow = (row: PeriodCessionRow) =>
    row.fchCesion.slice(0, 10) >= desde && row.fchCesion.slice(0, 10) <= hasta;
  return {
    rows: answers.flatMap((a) => a.rows.filter(inWindow).map((row) => JSON.stringify(row))).sort(),
    rejected: answers.flatMap((a) => a.errors.map((e) => `${e.field ?? 'fila'}: ${e.message}`)).sort(),
  };
}

/**
 * The DTEs of the world's period rows for `query` whose AEC the world holds (some cesiones deliberately have none),
 * each once, by tipo then folio.
 */
export async function dtesWithAec(files: FileSiiGateway, query: PeriodQuery): Promise<DocumentKey[]> {
  const rows = (await files.fetchPeriodAnswers(query)).flatMap((file) => parsePeriodAnswer(file).rows);
  const keys = new Map(
    rows.map((row) => dteOfRow(row)).map((dte) => [`${dte.rutEmisor}|${dte.tipoDTE}|${dte.folio}`, dte]),
  );
  const dtes = [];
  for (const dte of keys.values()) if (await files.fetchAec(dte)) dtes.push(dte);
  return dtes.sort((a, b) => a.tipoDTE - b.tipoDTE || a.folio - b.folio);
}

const AEC_FILE = /^AEC--(.+)--(\d+)--(\d+)--SEQ-\d+\.xml$/;

/** Every ceded DTE of the world (one with an AEC under dte/), each once, in name order. */
export function worldDtes(world: TestWorld): DocumentKey[] {
  const names = readdirSync(path.join(world.dir, 'dte'), { recursive: true }).map((name) =>
    path.basename(String(name)),
  );
  const keys = new Map<string, DocumentKey>();
  for (const name of names.sort()) {
    const match = AEC_FILE.exec(name);
    if (match)
      keys.set(`${match[1]}|${match[2]}|${match[3]}`, {
        rutEmisor: match[1]!,
        tipoDTE: Number(match[2]),
        folio: Number(match[3]),
      });
  }
  return [...keys.values()];
}

/** An RCV export file of the world: its query and the text the SII's export gives of it (lines joined with CRLF). */
export interface WorldRcvFile {
  name: string;
  query: RcvQuery;
  text: string;
}

const RCV_FILE = /^RCV_(?:VENTA|COMPRA_(REGISTRO|PENDIENTE|RECLAMADO|NO_INCLUIR))_.+_(\d{6})\.csv$/;

/** Every RCV export file of a client company (clientes/{rut}/), by name. */
export function worldRcvFiles(world: TestWorld, rut: string): WorldRcvFile[] {
  const folder = path.join(world.dir, 'clientes', rut);
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const match = RCV_FILE.exec(name);
      if (!match) return [];
      const [, estado, periodo = ''] = match;
      const query: RcvQuery = estado
        ? { operacion: 'COMPRA', periodo, estadoContab: estado as RcvQuery['estadoContab'] }
        : { operacion: 'VENTA', periodo };
      const lines = decodeTextBytes(readFileSync(path.join(folder, name)))
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      if (lines.at(-1) === '') lines.pop();
      return [{ name, query, text: lines.join('\r\n') }];
    });
}
