import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '@domain/dashboard-columns/evaluate-expression';
import { ExpressionSyntaxError } from '@domain/dashboard-columns/expression-syntax-error';
import { parseExpression } from '@domain/dashboard-columns/parse-expression';

const value = (text: string, scope = {}) => evaluateExpression(parseExpression(text), scope);

function syntaxError(text: string): ExpressionSyntaxError {
  try {
    parseExpression(text);
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed`);
}

describe('parseExpression: precedence, associativity and sign', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['2 * 3 + 4 * 5', 26],
    ['10 - 4 - 3', 3],
    ['16 / 4 / 2', 2],
    ['2 * 3 / 4', 1.5],
    ['10 - 2 * 3 - 1', 3],
    ['-2 * 3', -6],
    ['2 * -3', -6],
    ['- -2', 2],
    ['-(1 + 2) * 2', -6],
    ['+4 - +1', 3],
    ['1 - -1', 2],
    ['((((7))))', 7],
    ['.5 + 1.25', 1.75],
  ])('%s = %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('builds left-associative trees and binds the unary sign tighter than *', () => {
    expect(parseExpression('a - b - c')).toEqual({
      type: 'binary',
      operator: '-',
      left: {
        type: 'binary',
        operator: '-',
        left: { type: 'variable', name: 'a' },
        right: { type: 'variable', name: 'b' },
      },
      right: { type: 'variable', name: 'c' },
    });
    expect(parseExpression('-a * b')).toEqual({
      type: 'binary',
      operator: '*',
      left: { type: 'unary', operator: '-', operand: { type: 'variable', name: 'a' } },
      right: { type: 'variable', name: 'b' },
    });
  });

  it('reads kebab-case column ids as one variable; subtraction between variables needs spaces', () => {
    expect(parseExpression('payment-compliance')).toEqual({ type: 'variable', name: 'payment-compliance' });
    expect(value('top3-clientes - top1-cliente', { 'top3-clientes': 60, 'top1-cliente': 25 })).toBe(35);
    expect(value('a-b', { a: 5, b: 2, 'a-b': 100 })).toBe(100);
  });

  it('reads the aggregate functions of one variable, whatever the case of their name', () => {
    expect(parseExpression('SUM(ventas)')).toEqual({ type: 'aggregate', fn: 'SUM', variable: 'ventas' });
    expect(parseExpression('avg( total-ventas )')).toEqual({ type: 'aggregate', fn: 'AVG', variable: 'total-ventas' });
    expect(parseExpression('MAX(a) - MIN(a)')).toMatchObject({ type: 'binary', operator: '-' });
  });
});

const NEED_OPERAND = 'Se esperaba un número, una variable, una función o "("';
const ONE_VARIABLE = 'admite exactamente una variable entre paréntesis';

describe('parseExpression: Spanish errors with the position', () => {
  it.each([
    ['', 'La expresión está vacía', 1],
    ['   ', 'La expresión está vacía', 1],
    ['1 +', `${NEED_OPERAND} en la posición 4 y se encontró el final de la expresión`, 4],
    ['(1 + 2', 'Se esperaba ")" en la posición 7 y se encontró el final de la expresión', 7],
    ['1 2', 'Se esperaba un operador en la posición 3 y se encontró "2"', 3],
    ['a + )', `${NEED_OPERAND} en la posición 5 y se encontró ")"`, 5],
    ['(a))', 'Se esperaba un operador en la posición 4 y se encontró ")"', 4],
    ['a * / b', `${NEED_OPERAND} en la posición 5 y se encontró "/"`, 5],
    ['a $ b', 'Carácter inesperado "$" en la posición 3', 3],
    ['a ^ 2', 'Carácter inesperado "^" en la posición 3', 3],
    ['1 + FOO(a)', 'Función desconocida "FOO" en la posición 5 (se admiten SUM, AVG, MIN, MAX, COUNT)', 5],
    ['SUM()', `La función SUM de la posición 1 ${ONE_VARIABLE}`, 5],
    ['SUM(1)', `La función SUM de la posición 1 ${ONE_VARIABLE}`, 5],
    ['SUM(a, b)', `La función SUM de la posición 1 ${ONE_VARIABLE}`, 5],
    ['COUNT(a + b)', `La función COUNT de la posición 1 ${ONE_VARIABLE}`, 7],
    ['SUM(a', `La función SUM de la posición 1 ${ONE_VARIABLE}`, 5],
    ['a, b', 'Se esperaba un operador en la posición 2 y se encontró ","', 2],
  ])('%j', (text, message, position) => {
    const error = syntaxError(text);
    expect(error.message).toBe(message);
    expect(error.position).toBe(position);
  });
});
