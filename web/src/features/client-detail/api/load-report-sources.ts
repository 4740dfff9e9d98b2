/**
 * The server sources of the 'Informe de cliente' (TGR, Poder Judicial, Constitución): the tabs' own requests, run
 * through the page's TanStack Query client (ensureQueryData) so that what a tab already loaded is reused (same query
 * keys) and what the report loads is there when the tab opens. No request of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unansweredNote } from '@web/components/judicial/sweep-texts';
import type { DetailTab } from '../model/detail-tab';
import type { ReportServerSources, SourceOutcome } from '../model/report/report-types';
import { constitucionQuery } from './get-constitucion';
import { constitucionJsonQuery } from './get-constitucion-json';
import { pjudCausasQuery } from './get-pjud-causas';
import { pjudLitigantesKey, type PjudLitigante } from './get-pjud-litigantes';
import { tgrStatementStatus } from './tgr-statement-status';

/**
 * Loads, in parallel, the source of each of `tabs` among tgr, poderJudicial and constitucion; a failed request
 * becomes `{ ok: false, error }` so the report still prints (client-detail.md §8 messages are the sections' business).
 * Litigants are only read from the cache (the cases opened in the tab).
 * @param client the client 'NNNNNNNN-D' and the selected factoring.
 */
export async function loadReportSources(
  queryClient: QueryClient,
  restUrl: string,
  client: { rut: string; rutFactoring: string },
  tabs: readonly DetailTab[],
): Promise<ReportServerSources> {
  const { rut, rutFactoring } = client;
  const [tgr, poderJudicial, constitucion] = await Promise.all([
    tabs.includes('tgr') ? settle(tgrStatementStatus(restUrl, rut, rutFactoring)) : undefined,
    tabs.includes('poderJudicial')
      ? settle(
          queryClient.ensureQueryData(pjudCausasQuery(restUrl, rut, rutFactoring)).then((answer) => {
            const { causas, status, completeness } = answer;
            // A sweep still running, or one without cases whose tribunals did not all answer, never reads as 'no
            // records': the report says the source is missing.
            if (status.isProcessing) throw new Error(status.message);
            const unanswered = unansweredNote(completeness);
            if (causas.length === 0 && unanswered) throw new Error(unanswered);
            return {
              causas,
              litigantes: Object.fromEntries(
                causas.flatMap((causa) => {
                  const rows = queryClient.getQueryData<PjudLitigante[]>(
                    pjudLitigantesKey(rutFactoring, rut, causa.rol),
                  );
                  return rows ? [[causa.rol, rows]] : [];
                }),
              ),
            };
          }),
        )
      : undefined,
    tabs.includes('constitucion')
      ? settle(
          queryClient.ensureQueryData(constitucionQuery(restUrl, rut, rutFactoring)).then(async (answer) => ({
            constitucion: answer,
            document:
              answer.status === 'registered' && answer.jsonUrl !== null
                ? await settle(queryClient.ensureQueryData(constitucionJsonQuery(rut, answer.jsonUrl)))
                : null,
          })),
        )
      : undefined,
  ]);
  return {
    ...(tgr ? { tgr } : {}),
    ...(poderJudicial ? { poderJudicial } : {}),
    ...(constitucion ? { constitucion } : {}),
  };
}

async function settle<T>(promise: Promise<T>): Promise<SourceOutcome<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
