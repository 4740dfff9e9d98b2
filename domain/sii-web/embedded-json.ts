/**
 * JSON written inside an SII HTML page (a script's object or array literal in strict JSON form): the portal's
 * representation list (`rPDOsTo`, representation-page.ts) and the Carpeta Tributaria's F29 `datos` object
 * (cte-page.ts).
 */

/**
 * The JSON value (object or array) that starts at `start` ('{' or '['), found by matching its brackets outside
 * strings; null when the text ends first or the span is not valid JSON.
 */
export function jsonValueAt(text: string, start: number): unknown {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return parseJson(text.slice(start, i + 1));
    }
  }
  return null;
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
