/** How far the server has come preparing the factoring's first client list: clients done of `total` (null: waiting). */
export interface ClientListPreparation {
  clientes: number;
  total: number | null;
}

/**
 * The answer of GET api/empresas while the factoring's client list is not stored yet but being prepared (202
 * `{preparando: {clientes, total}}`, after its first refresh): no list yet, ask again.
 */
export class ClientListPreparingError extends Error {
  constructor(readonly preparation: ClientListPreparation) {
    super('Client list being prepared');
    this.name = 'ClientListPreparingError';
  }
}

/** The preparation an api/empresas answer carries; null for the list itself (base64 text) or anything else. */
export function preparationOf(answer: unknown): ClientListPreparation | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const preparando = (answer as { preparando?: unknown }).preparando;
  if (typeof preparando !== 'object' || preparando === null) return null;
  const { clientes, total } = preparando as { clientes?: unknown; total?: unknown };
  if (typeof clientes !== 'number' || (total !== null && typeof total !== 'number')) return null;
  return { clientes, total };
}
