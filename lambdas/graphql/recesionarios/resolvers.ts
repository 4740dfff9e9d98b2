import { stringArgs } from '../read-args';
import type { Resolver } from '../types';
import { readRecesionarioInput } from './recesionario-input';
import { recesionarioScope } from './recesionario-scope';
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
    getFactorings(recesionarioScope(identity, stringArgs(args, ['rutEmpresa']).rutEmpresa), deps),
  'Query.factoringsToGive': async ({ args, identity, deps }) =>
    factoringsToGive(recesionarioScope(identity, stringArgs(args, ['rutFactoring']).rutFactoring), deps),
  'Mutation.createFactoring': async ({ args, identity, deps }) => {
    const { fields, empresa } = readRecesionarioInput(args);
    return createFactoring({ fields }, recesionarioScope(identity, empresa), deps);
  },
  'Mutation.updateFactoring': async ({ args, identity, deps }) => {
    const { fields, empresa } = readRecesionarioInput(args);
    return updateFactoring({ fields }, recesionarioScope(identity, empresa), deps);
  },
  'Mutation.deleteFactoring': async ({ args, identity, deps }) => {
    const { fields, empresa } = readRecesionarioInput(args);
    return deleteFactoring({ fields }, recesionarioScope(identity, empresa), deps);
  },
};
