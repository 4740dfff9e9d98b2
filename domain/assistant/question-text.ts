/**
 * A question as the rules engine reads it: lower case, without accents or punctuation but the commas and semicolons
 * that separate asks, single spaces.
 */
export function normaliseQuestion(question: string): string {
  return question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s,;-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
