/** Detection of circular dependencies between calculated columns (client-radar.md §5: "no circular dependencies"). */

/**
 * Finds the cycles of a dependency graph by depth-first search, visiting nodes and their dependencies in the
 * given order, and reports each group of columns in a cycle once.
 * @param graph node -> the nodes it depends on (dependencies that are not nodes of the graph are ignored).
 * @returns each cycle as a closed path starting at the first node reached, e.g. ['a', 'b', 'a'] or ['a', 'a'].
 */
export function findDependencyCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const seen = new Set<string>();

  const visit = (node: string): void => {
    path.push(node);
    for (const dependency of graph.get(node) ?? []) {
      if (!graph.has(dependency) || done.has(dependency)) continue;
      const start = path.indexOf(dependency);
      if (start === -1) {
        visit(dependency);
        continue;
      }
      const cycle = [...path.slice(start), dependency];
      const key = [...new Set(cycle)].sort().join('\u0000');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(cycle);
      }
    }
    path.pop();
    done.add(node);
  };

  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return cycles;
}
