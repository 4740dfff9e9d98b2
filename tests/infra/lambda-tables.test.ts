import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LAMBDA_ENTRIES } from '@infra/lambda-function';
import { SII_RAW_OBJECTS } from '@infra/data';
import { TABLE_PUT_ACTION, TABLE_READ_ACTIONS, TABLE_SCAN_ACTION, TABLE_WRITE_ACTIONS } from '@infra/narrow-grants';
import { ACCOUNT_ADMINISTRATION_ACTIONS, type PlatformStack } from '@infra/platform-stack';
import type { JobQueueUrls } from '@lambdas/jobs/sqs-job-queue';
import { TABLES, type LogicalTableName } from '@lambdas/store/tables';
import { bundleLambdaEntries } from './lambda-bundles';
import { allowedActions, allowedObjectActions, buildPlatform } from './platform-template';

/** What a function's code does to a table: every item read, every item write, both, or exactly these actions. */
type TableUse = 'read' | 'write' | 'readWrite' | readonly `dynamodb:${string}`[];

interface FunctionStores {
  fn: (stack: PlatformStack) => IFunction;
  /** Its code (LAMBDA_ENTRIES): the job workers share one entry. */
  entry: keyof typeof LAMBDA_ENTRIES;
  /** Every table its code reads or writes on AWS, found by reading its deps factory and the services it runs. */
  tables: Partial<Record<LogicalTableName, TableUse>>;
  /** The job queues it sends to (lambdas/jobs/sqs-job-queue.ts QUEUE_OF_KIND). */
  queues: readonly (keyof JobQueueUrls)[];
  /** The documents bucket's key patterns it gets, puts and deletes objects under (presigned URLs included). */
  objects?: ObjectUse;
  /** The user pool actions it calls with its own role (not those a user's access token makes). */
  cognito?: readonly `cognito-idp:${string}`[];
  /** Whether it posts to eventoBack connections (execute-api:ManageConnections; its config has websocketEndpoint). */
  pushes?: true;
}

interface ObjectUse {
  read?: readonly string[];
  write?: readonly string[];
  remove?: readonly string[];
}

/** A job worker's lease of its work item (lambdas/store/lease-repository.ts; the shared rates update in place). */
const LEASE: TableUse = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
/** The API functions' clave-check counters, once-only records and TOTP records in the leases table. */
const API_LEASES: TableUse = ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
/** The users of a factoring read one by one (lambdas/access/create-user-directory.ts). */
const USER_READS: FunctionStores['cognito'] = ['cognito-idp:AdminGetUser'];
/** A MailSender (lambdas/mail/create-mail-sender.ts): records each e-mail, reads the suppression list. */
const MAIL = { mails: 'write', mailSuppressions: 'read' } as const;
/** The alerts sink (lambdas/services/alerts/create-alerts-sink.ts) without its eventoBack pushes. */
const ALERTS_SINK = { userCompanies: 'read', alertPreferences: 'read', alerts: 'readWrite', ...MAIL } as const;
/** The platform event outbox and its webhook sink (lambdas/services/events/platform-event-sinks.ts). */
const EVENTS = { platformEvents: 'readWrite', webhooks: 'read', factorings: 'read' } as const;

/**
 * Per function of the stack, what its code does with DynamoDB and the job queues on AWS: the audit of each handler's
 * deps factory (createRestDeps, createGraphqlDeps, createIdentityDeps, createAccountService, createJobServices and the
 * job each worker runs, createAlertDigest, createMonthlyReport, ...). Local mode has no IAM, so only this catches a
 * store used without its grant.
 */
const FUNCTIONS: Record<string, FunctionStores> = {
  rest: {
    fn: (stack) => stack.rest.handler,
    entry: 'rest',
    tables: {
      ...MAIL,
      userCompanies: 'readWrite',
      impersonationAudit: 'readWrite',
      leases: API_LEASES,
      cessions: 'read',
      // Trials, trial requests and the monthly report's subscribers update the factoring record in place.
      factorings: [...TABLE_READ_ACTIONS, TABLE_SCAN_ACTION, 'dynamodb:UpdateItem'],
      announcements: 'read',
      nominas: 'read',
      invoiceChanges: 'read',
      refreshRuns: 'read',
      clientExecutives: 'readWrite',
      credentials: 'readWrite',
      consultasMasivas: 'readWrite',
      notificaciones: 'readWrite',
      userActivity: 'readWrite',
      judicialRecords: 'readWrite',
      carteras: 'readWrite',
      alerts: 'readWrite',
    },
    queues: ['clientSync', 'consultaMasiva', 'judicialSweep'],
    cognito: ACCOUNT_ADMINISTRATION_ACTIONS,
    // 'Forzar actualización' deletes the treasury statement and its sessions.
    objects: {
      read: ['aec/*', 'client-db/*', 'zip/*', 'company-files/*', 'tgr/*'],
      write: ['zip/*', 'tgr/*'],
      remove: ['tgr/*'],
    },
  },
  graphql: {
    fn: (stack) => stack.graphql.router,
    entry: 'graphql',
    tables: {
      ...MAIL,
      userCompanies: 'readWrite',
      impersonationAudit: 'write',
      leases: API_LEASES,
      cessions: 'read',
      factorings: 'read',
      refreshRuns: 'read',
      nominas: 'readWrite',
      credentials: 'readWrite',
      envios: 'readWrite',
      recesionarios: 'readWrite',
      notificaciones: 'readWrite',
      clientExecutives: 'readWrite',
      carteras: 'readWrite',
      radarConfigs: 'readWrite',
      webhooks: 'readWrite',
      userActivity: 'readWrite',
      alertPreferences: 'readWrite',
      alerts: 'readWrite',
    },
    queues: ['envios'],
    cognito: ACCOUNT_ADMINISTRATION_ACTIONS,
    // A replaced or deleted certificate's supporting files go with it.
    objects: {
      read: ['aec/*', 'pdf/*', 'aec-link/*', 'firma-digital/*', 'client-db/*'],
      write: ['pdf/*', 'aec-link/*', 'firma-digital/*'],
      remove: ['firma-digital/*'],
    },
  },
  realtime: {
    fn: (stack) => stack.realtime.handler,
    entry: 'realtime',
    tables: { connections: 'readWrite', userCompanies: 'read' },
    queues: [],
  },
  consultaPrevia: {
    fn: (stack) => stack.consultaPrevia.fn,
    entry: 'consultaPrevia',
    tables: { cessions: 'read', credentials: 'read' },
    queues: [],
    objects: { write: [SII_RAW_OBJECTS] },
  },
  mailEvents: {
    fn: (stack) => stack.mail.eventsHandler!,
    entry: 'mailEvents',
    tables: { mails: 'readWrite', mailSuppressions: 'write' },
    queues: [],
  },
  alertDigest: {
    fn: (stack) => stack.alerts.digest,
    entry: 'alertDigest',
    tables: { ...MAIL, factorings: 'read', userCompanies: 'read', alertPreferences: 'read', alerts: 'readWrite' },
    queues: [],
    cognito: USER_READS,
  },
  monthlyReport: {
    fn: (stack) => stack.monthlyReport.fn,
    entry: 'monthlyReport',
    tables: {
      ...MAIL,
      factorings: 'read',
      userCompanies: 'read',
      cessions: 'read',
      refreshRuns: 'read',
      nominas: 'read',
      envios: 'read',
      notificaciones: 'read',
      userActivity: 'readWrite',
    },
    queues: [],
    cognito: USER_READS,
    // The client databases name the emisores the SII left unnamed.
    objects: { read: ['client-db/*'] },
  },
  companyFilesMigration: {
    fn: (stack) => stack.jobs.companyFilesMigration,
    entry: 'migrateCompanyFiles',
    tables: { factorings: 'read', credentials: 'read' },
    queues: [],
    // Copies each old key to its per-factoring keys, then deletes it.
    objects: {
      read: ['company-files/*', 'tgr/*'],
      write: ['company-files/*', 'tgr/*'],
      remove: ['company-files/*', 'tgr/*'],
    },
  },
  membershipBackfill: {
    fn: (stack) => stack.membershipBackfill.fn,
    entry: 'membershipBackfill',
    tables: { userCompanies: 'readWrite' },
    queues: [],
    cognito: ['cognito-idp:ListUsers'],
  },
  dispatcher: {
    fn: (stack) => stack.jobs.dispatcher,
    entry: 'dispatch',
    // PlatformJobServices.scheduled: the factorings, their envíos in flight and their enrolled clients.
    tables: { factorings: 'read', envios: 'read', credentials: 'read' },
    // At the watch hour a tick also sends 'judicial-watch', which shares the sweeps' queue.
    queues: ['refresh', 'clientSync', 'envios', 'judicialSweep'],
  },
  refreshWorker: {
    fn: (stack) => stack.jobs.refreshWorker,
    entry: 'worker',
    tables: {
      ...EVENTS,
      ...ALERTS_SINK,
      leases: LEASE,
      cessions: 'readWrite',
      refreshRuns: 'readWrite',
      credentials: 'readWrite',
      carteras: 'readWrite',
      // The sales-ledger radar records the enrolled clients' documents the refresh newly acquired.
      invoiceChanges: 'readWrite',
      // eventoBack pushes: the factoring's users' connections, gone ones deleted.
      connections: 'readWrite',
    },
    queues: ['clientDb', 'webhooks'],
    objects: { read: ['aec/*'], write: ['aec/*', SII_RAW_OBJECTS] },
    cognito: USER_READS,
    pushes: true,
  },
  clientSyncWorker: {
    fn: (stack) => stack.jobs.clientSyncWorker,
    entry: 'worker',
    tables: {
      // A followed client's document ceded to another factoring is published ('cesion.cedida-otro').
      ...EVENTS,
      ...ALERTS_SINK,
      leases: LEASE,
      credentials: 'readWrite',
      invoiceChanges: 'readWrite',
      connections: 'readWrite',
    },
    queues: ['clientDb', 'webhooks'],
    cognito: USER_READS,
    // New sales-ledger radar changes and the alerts of 'cesion.cedida-otro'.
    pushes: true,
    // The Carpeta Tributaria and the registry statute go to the factoring's company files.
    objects: {
      read: ['client-files/*', 'company-files/*'],
      write: ['client-files/*', 'company-files/*', SII_RAW_OBJECTS],
    },
  },
  clientDbWorker: {
    fn: (stack) => stack.jobs.clientDbWorker,
    entry: 'worker',
    tables: { leases: LEASE, cessions: 'read', factorings: 'read', credentials: 'read' },
    queues: [],
    // The stored AECs give the clients' contacts.
    objects: { read: ['client-files/*', 'aec/*', 'client-db/*'], write: ['client-db/*'] },
  },
  enviosWorker: {
    fn: (stack) => stack.jobs.enviosWorker,
    entry: 'worker',
    tables: { ...EVENTS, leases: LEASE, envios: 'readWrite', cessions: 'readWrite', credentials: 'readWrite' },
    queues: ['envios', 'webhooks'],
    objects: { read: ['aec/*', 'envios/*'], write: ['envios/*', SII_RAW_OBJECTS] },
  },
  consultaMasivaWorker: {
    fn: (stack) => stack.jobs.consultaMasivaWorker,
    entry: 'worker',
    tables: {
      ...MAIL,
      leases: LEASE,
      factorings: 'read',
      cessions: 'read',
      credentials: 'read',
      consultasMasivas: 'readWrite',
    },
    queues: [],
    // The consultation runs in process here and archives the SII's answers.
    objects: { write: [SII_RAW_OBJECTS] },
  },
  webhooksWorker: {
    fn: (stack) => stack.jobs.webhooksWorker,
    entry: 'worker',
    tables: { leases: LEASE, webhooks: 'readWrite' },
    queues: ['webhooks'],
  },
  judicialSweepWorker: {
    fn: (stack) => stack.jobs.judicialSweepWorker,
    entry: 'worker',
    tables: {
      // New court cases: every factoring's Cartera flagged, its users alerted, its webhooks sent (no outbox).
      ...ALERTS_SINK,
      leases: LEASE,
      judicialRecords: 'readWrite',
      carteras: 'readWrite',
      factorings: 'read',
      webhooks: 'read',
      // The watch's enrolled clients, and whether a swept RUT is one.
      credentials: 'read',
    },
    // A watch tick's sweeps are follow-ups on its own queue; new cases' webhook deliveries.
    queues: ['judicialSweep', 'webhooks'],
    // Its alerts are stored and e-mailed: it has no eventoBack endpoint to push them.
    cognito: USER_READS,
  },
};

/**
 * Tables an entry's bundled code names that none of its functions uses on AWS, and why: a deps factory builds them
 * for operations that function never runs.
 */
const BUILT_BUT_UNUSED: Partial<Record<keyof typeof LAMBDA_ENTRIES, { tables: LogicalTableName[]; why: string }>> = {
  realtime: {
    tables: ['leases', 'impersonationAudit'],
    why: "createIdentityDeps builds the TOTP and 'Ver como' stores; $connect only verifies the token and reads the rows",
  },
  dispatch: {
    tables: [
      'cessions',
      'refreshRuns',
      'carteras',
      'invoiceChanges',
      'userCompanies',
      'connections',
      'platformEvents',
      'webhooks',
      'alertPreferences',
      'alerts',
      'mails',
      'mailSuppressions',
      'consultasMasivas',
      'leases',
      'judicialRecords',
    ],
    why: 'createJobServices builds every job; the dispatcher only runs scheduled()',
  },
};

const TABLE_NAMES = Object.keys(TABLES) as LogicalTableName[];

/**
 * The actions `use` of table `name` takes: a read of a table the code reads whole includes its Scan; a write of a table
 * the code writes by PutItem alone is that action.
 */
function expectedActions(use: TableUse, name: LogicalTableName): string[] {
  const reads = TABLES[name].readWhole ? [...TABLE_READ_ACTIONS, TABLE_SCAN_ACTION] : [...TABLE_READ_ACTIONS];
  const writes = TABLES[name].putOnly ? [TABLE_PUT_ACTION] : [...TABLE_WRITE_ACTIONS];
  if (use === 'read') return reads;
  if (use === 'write') return writes;
  if (use === 'readWrite') return [...reads, ...writes];
  return [...use];
}

/** The tables the code writes by PutItem alone (TableDefinition.putOnly). */
const PUT_ONLY_TABLES = TABLE_NAMES.filter((name) => TABLES[name].putOnly);

/**
 * The store classes built over table `name` anywhere in lambdas/ (`new XRepository(doc, config.tables.<name>)`), each
 * with the source of the file under lambdas/store that declares it.
 */
function storesOf(name: LogicalTableName): { store: string; source: string }[] {
  const sources = readdirSync('lambdas', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file: path.join('lambdas', file), source: readFileSync(path.join('lambdas', file), 'utf8') }));
  const built = new Set(
    sources.flatMap(({ source }) =>
      [...source.matchAll(new RegExp(`new (\\w+)\\([^)]*\\btables\\.${name}\\b`, 'g'))].map(([, store]) => store!),
    ),
  );
  return [...built].map((store) => ({
    store,
    source:
      sources.find(({ file, source }) => file.startsWith('lambdas/store/') && source.includes(`export class ${store} `))
        ?.source ?? '',
  }));
}

/** The tables named as `tables.<name>` in the sources each entry's bundle holds (the config schema aside). */
async function tablesNamedByEntry(): Promise<Map<string, Set<LogicalTableName>>> {
  const metafile = await bundleLambdaEntries();
  const named = new Map<string, Set<LogicalTableName>>();
  for (const output of Object.values(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const tables = new Set<LogicalTableName>();
    for (const [file, input] of Object.entries(output.inputs)) {
      if (input.bytesInOutput === 0 || !file.startsWith('lambdas/') || file === 'lambdas/platform/config.ts') continue;
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/\btables\.(\w+)\b/g))
        if (TABLE_NAMES.includes(name as LogicalTableName)) tables.add(name as LogicalTableName);
    }
    named.set(output.entryPoint, tables);
  }
  return named;
}

describe('what each Lambda may do on DynamoDB, the documents bucket and the job queues', () => {
  const { stack, template } = buildPlatform();
  const functions = Object.entries(FUNCTIONS);

  it.each(functions)('%s may do on each table what its code does', (_, stores) => {
    const fn = stores.fn(stack);
    for (const [name, use] of Object.entries(stores.tables) as [LogicalTableName, TableUse][]) {
      const allowed = allowedActions(template, fn, stack.data.tables[name]);
      expect([...allowed], name).toEqual(expect.arrayContaining(expectedActions(use, name)));
    }
  });

  it.each(functions)('%s may Scan only the tables the code reads whole', (_, stores) => {
    const fn = stores.fn(stack);
    const scanned = TABLE_NAMES.filter((name) =>
      allowedActions(template, fn, stack.data.tables[name]).has(TABLE_SCAN_ACTION),
    );
    const readWhole = Object.keys(stores.tables).filter((name) => TABLES[name as LogicalTableName].readWhole);
    expect(scanned.sort()).toEqual(readWhole.sort());
  });

  it.each(functions)('%s may only put items into the tables the code writes by PutItem alone', (_, stores) => {
    const fn = stores.fn(stack);
    for (const name of PUT_ONLY_TABLES) {
      const writes = [...allowedActions(template, fn, stack.data.tables[name])].filter((action) =>
        (TABLE_WRITE_ACTIONS as readonly string[]).includes(action),
      );
      expect(writes, name).toEqual(writes.length > 0 ? [TABLE_PUT_ACTION] : []);
    }
  });

  it.each(PUT_ONLY_TABLES)('%s is written by stores that put items and never update, delete or batch-write', (name) => {
    const stores = storesOf(name);
    expect(stores.length, name).toBeGreaterThan(0);
    for (const { store, source } of stores) {
      expect(source, store).toContain('PutCommand');
      expect(source, store).not.toMatch(/UpdateCommand|DeleteCommand|BatchWriteCommand|batchWrite\(|TransactWrite/);
    }
  });

  it.each(functions)('%s has no grant on a table its code does not use', (_, stores) => {
    const fn = stores.fn(stack);
    const granted = TABLE_NAMES.filter((name) => allowedActions(template, fn, stack.data.tables[name]).size > 0);
    expect(granted.sort()).toEqual(Object.keys(stores.tables).sort());
  });

  it.each(functions)('%s may send to the job queues its code sends to, and to no other', (_, stores) => {
    const fn = stores.fn(stack);
    const queues = stack.jobQueues;
    const senders = (Object.keys(queues.urls) as (keyof JobQueueUrls)[]).filter((name) =>
      allowedActions(template, fn, queues[name].queue).has('sqs:SendMessage'),
    );
    expect(senders.sort()).toEqual([...stores.queues].sort());
  });

  it.each(functions)(
    '%s may get, put and delete the objects its code does, under those key patterns only',
    (_, stores) => {
      const fn = stores.fn(stack);
      const patterns = new Set([
        '*',
        ...Object.values(FUNCTIONS).flatMap(({ objects = {} }) => Object.values(objects).flat()),
      ]);
      for (const pattern of patterns) {
        const { read = [], write = [], remove = [] } = stores.objects ?? {};
        const expected = [
          ...(read.includes(pattern) ? ['s3:GetObject'] : []),
          ...(write.includes(pattern) ? ['s3:PutObject'] : []),
          ...(remove.includes(pattern) ? ['s3:DeleteObject'] : []),
        ];
        expect([...allowedObjectActions(template, fn, stack.data.documents, pattern)].sort(), pattern).toEqual(
          expected.sort(),
        );
      }
    },
  );

  it.each(functions)(
    '%s may call the user pool as its code does, and push to eventoBack only if it does',
    (_, stores) => {
      const fn = stores.fn(stack);
      expect([...allowedActions(template, fn, stack.auth.userPool)].sort()).toEqual([...(stores.cognito ?? [])].sort());
      expect(allowedActions(template, fn, stack.realtime.api).has('execute-api:ManageConnections')).toBe(
        stores.pushes ?? false,
      );
    },
  );

  it('names, for every table the bundled code of an entry reaches, a function of that entry that uses it', async () => {
    const named = await tablesNamedByEntry();
    for (const [entry, path] of Object.entries(LAMBDA_ENTRIES) as [keyof typeof LAMBDA_ENTRIES, string][]) {
      const declared = new Set(
        Object.values(FUNCTIONS)
          .filter((stores) => stores.entry === entry)
          .flatMap((stores) => Object.keys(stores.tables)),
      );
      const unused = BUILT_BUT_UNUSED[entry]?.tables ?? [];
      expect(named.has(path), `${entry}: bundled`).toBe(true);
      const reached = [...(named.get(path) ?? [])];
      expect(
        reached.filter((name) => !declared.has(name) && !unused.includes(name)),
        `${entry}: tables its code names with no grant declared above`,
      ).toEqual([]);
      expect(
        unused.filter((name) => declared.has(name) || !reached.includes(name)),
        `${entry}: stale BUILT_BUT_UNUSED`,
      ).toEqual([]);
    }
  });
});
