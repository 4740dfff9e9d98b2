/** One client of the search (core-platform §3 "Client search item"). */
export interface ClientSearchItem {
  rut: string;
  razonsocial: string;
  passwordValida: boolean;
}

/** Lower case without accents, so 'Compañía' matches 'compania'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A RUT or RUT fragment without dots, dash and spaces, upper-case K: '76.389.992-6' -> '763899926'. */
function rutDigits(text: string): string {
  return text.replace(/[.\-\s]/g, '').toUpperCase();
}

/**
 * The clients matching the search text (core-platform §2 "Admin search modal": a text filter over name and tax id):
 * every whitespace-separated word must appear in the razón social (case and accents ignored) or, as digits, in the
 * RUT (dots and dash ignored, so '76.389' and '76389' both match '76389992-6'). Empty text keeps every client.
 * @returns the matches in the given order.
 */
export function filterClients(clients: readonly ClientSearchItem[], text: string): ClientSearchItem[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((client) => {
    const name = folded(client.razonsocial);
    const rut = rutDigits(client.rut);
    return words.every(
      (word) => name.includes(folded(word)) || (rutDigits(word) !== '' && rut.includes(rutDigits(word))),
    );
  });
}
