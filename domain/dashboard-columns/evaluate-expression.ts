/**
 * Evaluation of a calculated column's expression tree (client-radar.md §5: "Division by zero yields empty").
 * Empty is null: it comes from a division by zero, a missing or non-numeric variable, or an aggregate with no
 * values, and it propagates through every operator.
 */
import type { ExpressionNode } from './expression-ast';
import type { Aggregation } from './types';

/** Values of the variables: a number for a plain reference, a list (e.g. monthly values) for the aggregates. */
export type ExpressionScope = Readonly<Record<string, number | readonly number[] | null | undefined>>;

/**
 * Computes an expression.
 * - A plain variable must hold a finite number (a list or a missing value gives null).
 * - SUM/AVG/MIN/MAX/COUNT read a list (a single number counts as a one-item list); non-finite items are skipped,
 *   as SQL skips NULLs. COUNT of nothing is 0; SUM, AVG, MIN and MAX of nothing are null.
 * - x / 0 is null; any non-finite result is null.
 * @returns the value, or null for "empty".
 */
export function evaluateExpression(node: ExpressionNode, scope: ExpressionScope): number | null {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'variable': {
      const value = scope[node.name];
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'unary': {
      const operand = evaluateExpression(node.operand, scope);
      return operand === null ? null : node.operator === '-' ? -operand : operand;
    }
    case 'binary': {
      const left = evaluateExpression(node.left, scope);
      const right = evaluateExpression(node.right, scope);
      if (left === null || right === null) return null;
      return finiteOrNull(applyOperator(node.operator, left, right));
    }
    case 'aggregate':
      return aggregate(node.fn, listOf(scope[node.variable]));
  }
}

function applyOperator(operator: '+' | '-' | '*' | '/', left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return right === 0 ? NaN : left / right;
  }
}

function listOf(value: ExpressionScope[string]): number[] {
  const items = typeof value === 'number' ? [value] : (value ?? []);
  return items.filter((item) => Number.isFinite(item));
}

function aggregate(fn: Aggregation, values: number[]): number | null {
  if (fn === 'COUNT') return values.length;
  if (values.length === 0) return null;
  const sum = values.reduce((total, value) => total + value, 0);
  switch (fn) {
    case 'SUM':
      return finiteOrNull(sum);
    case 'AVG':
      return finiteOrNull(sum / values.length);
    case 'MIN':
      return values.reduce((min, value) => Math.min(min, value));
    case 'MAX':
      return values.reduce((max, value) => Math.max(max, value));
  }
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
