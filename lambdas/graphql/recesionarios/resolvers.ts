import { stringArgs } from '../credentials/credential-args';
import type { Resolver } from '../types';
import { readRecesionarioInput } from './recesionario-input';
import {
  createFactoring,
  deleteFactoring,
  factoringsToGive,
  getFactorings,
  updateFactoring,
} from '../../services/recesionarios/recesionarios';

/**
 * Recessionaries area ('Re-Cesionarios', core-platform §2, §7 "Factorings"): the banks and funds a factoring
 * re-assigns to, stored per factoring. Every field needs cesionMasiva and a factoring of the user; the mutations
 * answer {success, body} with body 'ok' on success and the Spanish reason otherwise.
 */
export const recesionarioResolvers: Record<string, Resolver> = {
  'Query.getFactorings': async ({ args, identity, deps }) =>
    getFactorings(stringArgs(args, ['rutEmpresa']).rutEmpresa, identity, deps),
  'Query.factoringsToGive': async ({ args, identity, deps }) =>
    factoringsToGive(stringArgs(args, ['rutFactoring']).rutFactoring, identity, deps),
  'Mutation.createFactoring': async ({ args, identity, deps }) =>
    createFactoring(readRecesionarioInput(args), identity, deps),
  'Mutation.updateFactoring': async ({ args, identity, deps }) =>
    updateFactoring(readRecesionarioInput(args), identity, deps),
  'Mutation.deleteFactoring': async ({ args, identity, deps }) =>
    deleteFactoring(readRecesionarioInput(args), identity, deps),
};
