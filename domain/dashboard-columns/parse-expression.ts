/**
 * Recursive-descent parser of calculated column expressions (client-radar.md §5): operators + - * / with the usual
 * precedence (* and / before + and -, all left-associative), parentheses, unary sign (binding tighter than * and /),
 * numbers, variables (other columns' ids) and the functions SUM, AVG, MIN, MAX and COUNT of exactly one variable
 * (function names are read without case).
 *
 *   expression := term (('+' | '-') term)*
 *   term       := unary (('*' | '/') unary)*
 *   unary      := ('+' | '-') unary | primary
 *   primary    := number | variable | FUNCTION '(' variable ')' | '(' expression ')'
 */
import type { ExpressionNode } from './expression-ast';
import { ExpressionSyntaxError } from './expression-syntax-error';
import { tokenizeExpression, type Token } from './tokenize-expression';
import { AGGREGATIONS, type Aggregation } from './types';

/**
 * Parses an expression into its syntax tree.
 * @returns the root {@link ExpressionNode}.
 * @throws ExpressionSyntaxError with a Spanish message naming the 1-based position, e.g.
 *   'Se esperaba ")" en la posición 7 y se encontró el final de la expresión'.
 */
export function parseExpression(text: string): ExpressionNode {
  const tokens = tokenizeExpression(text);
  const end = tokens[tokens.length - 1] as Token;
  let index = 0;
  const current = (): Token => tokens[index] ?? end;
  const advance = (): Token => {
    const token = current();
    if (token.kind !== 'end') index += 1;
    return token;
  };
  const isOperator = (...operators: string[]) => current().kind === 'operator' && operators.includes(current().text);

  const expression = (): ExpressionNode => {
    let node = term();
    while (isOperator('+', '-')) {
      const operator = advance().text as '+' | '-';
      node = { type: 'binary', operator, left: node, right: term() };
    }
    return node;
  };

  const term = (): ExpressionNode => {
    let node = unary();
    while (isOperator('*', '/')) {
      const operator = advance().text as '*' | '/';
      node = { type: 'binary', operator, left: node, right: unary() };
    }
    return node;
  };

  const unary = (): ExpressionNode => {
    if (!isOperator('+', '-')) return primary();
    const operator = advance().text as '+' | '-';
    return { type: 'unary', operator, operand: unary() };
  };

  const primary = (): ExpressionNode => {
    const token = advance();
    if (token.kind === 'number') return { type: 'number', value: Number(token.text) };
    if (token.kind === 'identifier') {
      return current().kind === 'lparen' ? aggregate(token) : { type: 'variable', name: token.text };
    }
    if (token.kind === 'lparen') {
      const inner = expression();
      expect('rparen', '")"');
      return inner;
    }
    throw unexpected(token, 'un número, una variable, una función o "("');
  };

  const aggregate = (name: Token): ExpressionNode => {
    const fn = name.text.toUpperCase();
    if (!isAggregation(fn)) {
      throw new ExpressionSyntaxError(
        `Función desconocida "${name.text}" en la posición ${name.position} (se admiten ${AGGREGATIONS.join(', ')})`,
        name.position,
      );
    }
    advance();
    const argument = current();
    const closing = tokens[index + 1] ?? end;
    if (argument.kind !== 'identifier' || closing.kind !== 'rparen') {
      throw new ExpressionSyntaxError(
        `La función ${fn} de la posición ${name.position} admite exactamente una variable entre paréntesis`,
        argument.position,
      );
    }
    index += 2;
    return { type: 'aggregate', fn, variable: argument.text };
  };

  const expect = (kind: Token['kind'], description: string): void => {
    if (current().kind !== kind) throw unexpected(current(), description);
    advance();
  };

  if (end === tokens[0]) throw new ExpressionSyntaxError('La expresión está vacía', 1);
  const root = expression();
  if (current().kind !== 'end') throw unexpected(current(), 'un operador');
  return root;
}

function isAggregation(name: string): name is Aggregation {
  return (AGGREGATIONS as readonly string[]).includes(name);
}

function unexpected(token: Token, expected: string): ExpressionSyntaxError {
  const found = token.kind === 'end' ? 'el final de la expresión' : `"${token.text}"`;
  return new ExpressionSyntaxError(
    `Se esperaba ${expected} en la posición ${token.position} y se encontró ${found}`,
    token.position,
  );
}
