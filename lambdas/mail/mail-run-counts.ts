/**
 * What one run of a scheduled e-mail (the daily alert digest, the monthly report) did, for one factoring or added up
 * over all of them.
 */
export interface MailRunCounts {
  /** e-mails sent */
  enviados: number;
  /** e-mails an earlier run (or another one) had already taken: not sent again */
  repetidos: number;
  /** e-mails that failed, given back for the next run */
  fallidos: number;
}

/** Counts of a run that has sent nothing yet. */
export function noMailsYet(): MailRunCounts {
  return { enviados: 0, repetidos: 0, fallidos: 0 };
}
