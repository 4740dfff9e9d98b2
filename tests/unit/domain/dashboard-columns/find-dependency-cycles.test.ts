import { describe, expect, it } from 'vitest';
import { findDependencyCycles } from '@domain/dashboard-columns/find-dependency-cycles';

const graph = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

describe('findDependencyCycles', () => {
  it('finds no cycle in a chain or a diamond, and ignores dependencies outside the graph', () => {
    expect(findDependencyCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: ['kpi-x'] }))).toEqual([]);
  });

  it('finds cycles of length 1, 2 and 3 as closed paths from the first node reached', () => {
    expect(findDependencyCycles(graph({ a: ['a'] }))).toEqual([['a', 'a']]);
    expect(findDependencyCycles(graph({ a: ['b'], b: ['a'] }))).toEqual([['a', 'b', 'a']]);
    expect(findDependencyCycles(graph({ x: ['a'], a: ['b'], b: ['c'], c: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reports separate cycles once each', () => {
    const cycles = findDependencyCycles(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'], e: ['a', 'c'] }));
    expect(cycles).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'c'],
    ]);
  });
});
