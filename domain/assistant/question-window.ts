/**
 * The month window a Spanish question names (client-radar.md §2 quick options and typed questions), read from its
 * normalised text (question-text.ts): 'últimos N meses' (digits or words), 'último año', 'último semestre' or
 * 'trimestre', 'este mes', 'mes pasado', 'este año', 'año pasado', a year or two ('en 2025', 'entre 2024 y 2025'),
 * month names with or without a year ('marzo', 'marzo de 2025'), and ranges of them ('entre marzo y junio',
 * 'desde marzo', 'hasta junio'). Months without a year are the latest such month not after the current one.
 */
import { shiftMonth } from '../calendar-month';
import type { ToolArgs } from './assistant-port';

/** The month names, January first (lower case, no accents: as a normalised question writes them). */
export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  dieciocho: 18,
  veinticuatro: 24,
};

/** Months of 'el último año / semestre / trimestre'. */
const SPAN_MONTHS: Record<string, number> = { ano: 12, semestre: 6, trimestre: 3 };

const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const MONTH_NAME = `(${MONTH_NAMES.join('|')}|setiembre)`;
const MONTH_MENTION = new RegExp(
  `\\b(desde|hasta)?\\s*(?:(?:el )?mes de )?${MONTH_NAME}(?:\\s+(?:de(?:l)?\\s+)?(20\\d{2}))?\\b`,
  'g',
);

/**
 * @param text the normalised question (lower case, no accents).
 * @param currentMonth 'yyyy-MM' of today in Chile.
 * @returns desde/hasta 'yyyy-MM' (each only when the question names it); {} when it names no period.
 */
export function questionWindow(text: string, currentMonth: string): ToolArgs {
  const year = Number(currentMonth.slice(0, 4));
  const last = new RegExp(`\\bultim[oa]s?\\s+${COUNT}\\s+(mes|meses|ano|anos)\\b`).exec(text);
  if (last) {
    const count = toNumber(last[1] ?? '1') * (last[2]?.startsWith('ano') ? 12 : 1);
    return { desde: shiftMonth(currentMonth, 1 - count), hasta: currentMonth };
  }
  const span = /\bultimo (ano|semestre|trimestre)\b/.exec(text)?.[1];
  if (span) return { desde: shiftMonth(currentMonth, 1 - (SPAN_MONTHS[span] ?? 12)), hasta: currentMonth };
  if (/\bultimo mes\b|\beste mes\b|\bmes actual\b/.test(text)) return { desde: currentMonth, hasta: currentMonth };
  if (/\bmes (pasado|anterior)\b/.test(text)) {
    const previous = shiftMonth(currentMonth, -1);
    return { desde: previous, hasta: previous };
  }
  if (/\b(este ano|ano actual|lo que va del ano)\b/.test(text)) return { desde: `${year}-01`, hasta: currentMonth };
  if (/\bano (pasado|anterior)\b/.test(text)) return { desde: `${year - 1}-01`, hasta: `${year - 1}-12` };
  const months = monthMentions(text, currentMonth);
  if (months.length === 0) {
    const years = [...text.matchAll(/\b(20\d{2})\b/g)]
      .map((match) => Number(match[1]))
      .filter((named) => named <= year);
    return years.length === 0 ? {} : { desde: `${Math.min(...years)}-01`, hasta: `${Math.max(...years)}-12` };
  }
  const first = months[0]!;
  if (months.length === 1) {
    if (first.bound === 'desde') return { desde: first.month };
    if (first.bound === 'hasta') return { hasta: first.month };
    return { desde: first.month, hasta: first.month };
  }
  const end = months[months.length - 1]!;
  const desde = first.month > end.month && !first.explicitYear ? shiftMonth(first.month, -12) : first.month;
  return { desde, hasta: end.month };
}

interface MonthMention {
  month: string;
  bound?: 'desde' | 'hasta';
  explicitYear: boolean;
}

function monthMentions(text: string, currentMonth: string): MonthMention[] {
  const currentYear = Number(currentMonth.slice(0, 4));
  return [...text.matchAll(MONTH_MENTION)].map((match) => {
    const name = match[2] === 'setiembre' ? 'septiembre' : (match[2] as (typeof MONTH_NAMES)[number]);
    const number = String(MONTH_NAMES.indexOf(name) + 1).padStart(2, '0');
    const latest = `${currentYear}-${number}` <= currentMonth ? currentYear : currentYear - 1;
    const year = match[3] ? Number(match[3]) : latest;
    const bound = match[1] as 'desde' | 'hasta' | undefined;
    return { month: `${year}-${number}`, explicitYear: match[3] !== undefined, ...(bound ? { bound } : {}) };
  });
}

function toNumber(count: string): number {
  return NUMBER_WORDS[count] ?? Number(count);
}
