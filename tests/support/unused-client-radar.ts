import type { RestDeps } from '@lambdas/rest/types';

function unused(name: string): () => never {
  return () => {
    throw new Error(`${name} is not used by this test`);
  };
}

/**
 * The client-radar dependencies of the REST router (lambdas/rest/types.ts) for tests that never reach the /api/*
 * routes: every call throws, so a test that unexpectedly touches them fails loudly. Spread beside UNUSED_STORES.
 */
export const UNUSED_CLIENT_RADAR: Pick<
  RestDeps,
  | 'loadSql'
  | 'clientDbs'
  | 'refreshRuns'
  | 'executives'
  | 'announcements'
  | 'changes'
  | 'users'
  | 'companyFiles'
  | 'tgr'
  | 'judicial'
  | 'assistantEngine'
  | 'factoringAccess'
  | 'campaignViews'
  | 'monthlyReports'
> = {
  factoringAccess: {
    get: unused('factoringAccess.get'),
    setAccess: unused('factoringAccess.setAccess'),
    addTrialRequest: unused('factoringAccess.addTrialRequest'),
  },
  campaignViews: {
    seenCampaigns: unused('campaignViews.seenCampaigns'),
    markCampaignSeen: unused('campaignViews.markCampaignSeen'),
  },
  monthlyReports: {
    subscribers: unused('monthlyReports.subscribers'),
    setSubscribers: unused('monthlyReports.setSubscribers'),
  },
  loadSql: unused('loadSql'),
  clientDbs: {
    contentHash: unused('clientDbs.contentHash'),
    get: unused('clientDbs.get'),
    signedUrl: unused('clientDbs.signedUrl'),
    listProgress: unused('clientDbs.listProgress'),
  },
  refreshRuns: { latest: unused('refreshRuns.latest') },
  executives: {
    listForFactoring: unused('executives.listForFactoring'),
    add: unused('executives.add'),
    remove: unused('executives.remove'),
  },
  announcements: { listFor: unused('announcements.listFor') },
  changes: { list: unused('changes.list'), settledId: unused('changes.settledId') },
  users: { listForFactoring: unused('users.listForFactoring') },
  companyFiles: {
    describe: unused('companyFiles.describe'),
    signedUrl: unused('companyFiles.signedUrl'),
    read: unused('companyFiles.read'),
    put: unused('companyFiles.put'),
  },
  tgr: {
    createSession: unused('tgr.createSession'),
    statement: unused('tgr.statement'),
    deleteData: unused('tgr.deleteData'),
  },
  judicial: {
    sweeps: {
      get: unused('judicial.sweeps.get'),
      start: unused('judicial.sweeps.start'),
      recordQuery: unused('judicial.sweeps.recordQuery'),
      askedAt: unused('judicial.sweeps.askedAt'),
      erase: unused('judicial.sweeps.erase'),
      otherAskers: unused('judicial.sweeps.otherAskers'),
      deleteQuery: unused('judicial.sweeps.deleteQuery'),
      deleteSweep: unused('judicial.sweeps.deleteSweep'),
    },
    cacheDays: 7,
    erasureHoldDays: 365,
  },
  assistantEngine: unused('assistantEngine'),
};
