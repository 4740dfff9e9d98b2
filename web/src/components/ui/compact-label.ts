/** Words a compact label leaves out. */
const OMITTED = new Set(['de', 'del', 'el', 'la', 'las', 'los', 'y']);
/** Longest word kept whole. */
const WHOLE_WORD = 7;
const VOWEL = /[aeiouáéíóúü]/i;

/** A long word cut the Spanish way: at least three letters, then up to the next vowel ('Cumplimiento' -> 'Cumpl.'). */
function abbreviateWord(word: string): string {
  let end = 3;
  while (end < word.length && !VOWEL.test(word[end]!)) end++;
  return end >= word.length ? word : `${word.slice(0, end)}.`;
}

/**
 * A short form of a column name for a narrow header (the client list at 1440 px): articles and 'de'
 * dropped, words longer than seven letters abbreviated at a vowel ('Aceptación de Documentos Promedio' -> 'Acept. Doc.
 * Prom.'); numbers and short words kept. The full name stays the column's label (tooltip, screen readers, sort menu).
 * @returns the name itself when nothing shortens it.
 */
export function compactLabel(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !OMITTED.has(word.toLowerCase()))
    .map((word) => (word.length > WHOLE_WORD ? abbreviateWord(word) : word))
    .join(' ');
}
