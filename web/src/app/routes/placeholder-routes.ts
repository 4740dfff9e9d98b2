/**
 * Routes of core-platform §2 (and client-radar §2) whose screens are not built yet; each renders the
 * 'En construcción' placeholder inside the shell. Aliases of the spec share a title.
 */
export const PLACEHOLDER_ROUTES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/asistente', title: 'Asistente' },
  { path: '/chat', title: 'Asistente' },
];
