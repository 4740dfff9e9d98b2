/**
 * Syntax tree of a calculated column's expression (client-radar.md §5): numbers, variables (other columns' ids),
 * unary sign, + - * / and the aggregate functions SUM/AVG/MIN/MAX/COUNT of one variable.
 */
import type { Aggregation } from './types';

/** A node of the expression tree. */
export type ExpressionNode =
  | { type: 'number'; value: number }
  | { type: 'variable'; name: string }
  | { type: 'unary'; operator: '+' | '-'; operand: ExpressionNode }
  | { type: 'binary'; operator: '+' | '-' | '*' | '/'; left: ExpressionNode; right: ExpressionNode }
  | { type: 'aggregate'; fn: Aggregation; variable: string };

/**
 * The variables an expression reads, plain or inside an aggregate, in order of first appearance.
 * @returns distinct variable names.
 */
export function expressionVariables(node: ExpressionNode): string[] {
  const names = new Set<string>();
  const visit = (current: ExpressionNode): void => {
    switch (current.type) {
      case 'variable':
        names.add(current.name);
        return;
      case 'aggregate':
        names.add(current.variable);
        return;
      case 'unary':
        visit(current.operand);
        return;
      case 'binary':
        visit(current.left);
        visit(current.right);
        return;
      case 'number':
        return;
    }
  };
  visit(node);
  return [...names];
}
