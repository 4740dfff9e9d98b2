/**
 * Tokens of a calculated column's expression (client-radar.md §5).
 * Variables are column ids, which are kebab-case (e.g. 'payment-compliance'): a '-' between two name characters
 * belongs to the name, so subtracting one variable from another needs spaces ('a - b'); 'a-b' is the variable
 * "a-b". Numbers are decimal with '.' ('0.5', '.5', '100').
 */
import { ExpressionSyntaxError } from './expression-syntax-error';

/** Kinds of token. */
export type TokenKind = 'number' | 'identifier' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'end';

/** A token with its text and its 1-based position in the expression. */
export interface Token {
  kind: TokenKind;
  text: string;
  position: number;
}

const PATTERNS: ReadonlyArray<{ kind: TokenKind; pattern: RegExp }> = [
  { kind: 'number', pattern: /\d+(?:\.\d*)?|\.\d+/y },
  { kind: 'identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/y },
  { kind: 'operator', pattern: /[+\-*/]/y },
  { kind: 'lparen', pattern: /\(/y },
  { kind: 'rparen', pattern: /\)/y },
  { kind: 'comma', pattern: /,/y },
];

/**
 * Splits an expression into tokens, skipping whitespace; the last token is always 'end'.
 * @throws ExpressionSyntaxError 'Carácter inesperado "x" en la posición N' for any other character.
 */
export function tokenizeExpression(text: string): Token[] {
  const tokens: Token[] = [];
  let offset = 0;
  while (offset < text.length) {
    const space = /\s+/y;
    space.lastIndex = offset;
    if (space.test(text)) {
      offset = space.lastIndex;
      continue;
    }
    const token = matchAt(text, offset);
    tokens.push(token);
    offset += token.text.length;
  }
  tokens.push({ kind: 'end', text: '', position: text.length + 1 });
  return tokens;
}

function matchAt(text: string, offset: number): Token {
  for (const { kind, pattern } of PATTERNS) {
    pattern.lastIndex = offset;
    const match = pattern.exec(text);
    if (match) return { kind, text: match[0], position: offset + 1 };
  }
  const position = offset + 1;
  const message = `Carácter inesperado "${text.charAt(offset)}" en la posición ${position}`;
  throw new ExpressionSyntaxError(message, position);
}
