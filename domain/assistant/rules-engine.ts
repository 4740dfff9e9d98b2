/**
 * The rules engine ('Modo sin IA', client-radar.md §2 'Query assistant'): no model. It recognises the tools a Spanish
 * question asks for and the month window it names (question-intent.ts, question-window.ts), has the server run them
 * over the validated client's database, and answers with the tools' own summaries, which code wrote from the facts.
 * A question it does not recognise gets the list of what it can answer.
 */
import type { AssistantEngine, EngineAnswer, EngineRequest, ToolArgs, ToolName } from './assistant-port';
import { questionTools } from './question-intent';
import { normaliseQuestion } from './question-text';
import { questionWindow } from './question-window';

/** The answer to a question the rules engine does not recognise (no figures: nothing to ground). */
export const RULES_HELP =
  'En Modo sin IA puedo responder sobre: deuda en TGR y convenios de pago, factorings con los que opera el cliente, ' +
  'ventas cruzadas, compras mensuales, ventas mensuales, cesiones, reclamos y notas de crédito, y nivel de riesgo. ' +
  'Puedes indicar un período, por ejemplo «ventas de los últimos seis meses» o «compras entre marzo y junio»; ' +
  'sin período uso los últimos doce meses.';

/** The answer to a question whose period the tools cannot read (one after today); no figures to ground. */
export const RULES_BAD_PERIOD =
  'No puedo consultar ese período: debe comenzar antes de hoy, y su mes inicial no puede ser posterior al final. ' +
  'Indica otro período, por ejemplo «últimos seis meses».';

/** The tools without a month window (their figures are today's). */
const UNRANGED: readonly ToolName[] = ['tgrDebt'];

/**
 * The calls the rules engine makes for a question.
 * @param question as typed; today 'yyyy-MM-dd' in Chile (months without a year are read relative to it).
 * @returns one call per tool asked for, ranged tools with the question's window; [] when none is recognised.
 */
export function rulesCalls(question: string, today: string): { name: ToolName; args: ToolArgs }[] {
  const text = normaliseQuestion(question);
  const window = questionWindow(text, today.slice(0, 7));
  return questionTools(text).map((name) => ({ name, args: UNRANGED.includes(name) ? {} : window }));
}

/**
 * The rules engine for questions asked on `today` ('yyyy-MM-dd' in Chile). A period the tools refuse (RangeError, a
 * window after today) is answered with {@link RULES_BAD_PERIOD}.
 * @throws what else runTool throws (the server's read of the client's database).
 */
export function rulesEngine(today: string): AssistantEngine {
  return {
    kind: 'rules',
    async answer(request: EngineRequest): Promise<EngineAnswer> {
      const calls = rulesCalls(request.question, today);
      if (calls.length === 0) return { text: RULES_HELP, results: [] };
      const results = [];
      for (const call of calls) {
        request.signal.throwIfAborted();
        try {
          results.push(await request.runTool(call));
        } catch (error) {
          if (error instanceof RangeError) return { text: RULES_BAD_PERIOD, results: [] };
          throw error;
        }
      }
      return { text: results.map((result) => result.summary).join('\n\n'), results };
    },
  };
}
