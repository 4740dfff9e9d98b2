import { describe, expect, it } from 'vitest';
import { capacity, changedShare, type CapacityInputs, type JobProfile } from '@tests/bench/capacity-model';

const job = (over: Partial<JobProfile>): JobProfile => ({
  siiRequests: {},
  siiBytes: 0,
  dynamoReads: 0,
  dynamoWrites: 0,
  s3Reads: 0,
  s3Writes: 0,
  otherSeconds: 0,
  memoryMB: 1024,
  ...over,
});

/**
 * Two factorings of 10 clients, one with radarVentas; 30·ln 2 new documents a client a day, so half the clients
 * change within a cycle and 7/8 within three; every SII request paced at 250 ms (400 ms latency over 4 in flight is
 * less).
 */
const SMALL: CapacityInputs = {
  factorings: 2,
  clientsPerFactoring: 10,
  salesRadarShare: 0.5,
  newDocumentsPerClientPerDay: 30 * Math.LN2,
  documentsPerClient: 1_000,
  s3BytesPerDocument: 1_000,
  siiLatencyMs: 400,
  measuredClientsPerFactoring: 10,
  pacing: { concurrency: 4, minIntervalMs: 250 },
  workers: { refresh: 10, clientSync: 10, clientDb: 2, judicialSweep: 2 },
  jobs: {
    refresh: job({ siiRequests: { palena: 8 }, otherSeconds: 1, dynamoReads: 10, dynamoWrites: 5, s3Writes: 4 }),
    radarSync: job({
      siiRequests: { zeusr: 4, www4: 2 },
      otherSeconds: 0.5,
      dynamoReads: 4,
      dynamoWrites: 3,
      s3Reads: 2,
      s3Writes: 2,
    }),
    plainSync: job({
      siiRequests: { zeusr: 2 },
      otherSeconds: 0.5,
      dynamoReads: 2,
      dynamoWrites: 1,
      s3Reads: 1,
      s3Writes: 1,
    }),
    clientBuild: job({ otherSeconds: 2, dynamoReads: 6, s3Reads: 5, s3Writes: 1, memoryMB: 2048 }),
  },
  judicial: { sweepsPerFactoringPerDay: 1, requestsPerSweep: 72, ratePerSecond: 4 },
  natGateways: 1,
  prices: {
    region: 'test',
    asOf: 'test',
    lambdaGbSecond: 1,
    lambdaPerMillionRequests: 0,
    sqsPerMillionRequests: 0,
    dynamoPerMillionWrites: 1_000_000,
    dynamoPerMillionReads: 0,
    s3PerThousandWrites: 0,
    s3PerThousandReads: 0,
    s3GbMonth: 1,
    natGatewayHour: 0,
    natGatewayGb: 0,
  },
};

describe('capacity model', () => {
  it('counts the changed clients of a cycle as Poisson arrivals over the business day', () => {
    expect(changedShare(30 * Math.LN2, 1)).toBeCloseTo(0.5, 12);
    expect(changedShare(30 * Math.LN2, 3)).toBeCloseTo(0.875, 12);
  });

  it('gives the hand-computed cycle of two factorings of 10 clients', () => {
    const answer = capacity(SMALL);
    // Builds: 10 radar clients × 1/2, and 10 others × 7/8 every third cycle.
    expect(answer.jobsPerCycle.refresh).toBe(2);
    expect(answer.jobsPerCycle.radarSync).toBe(10);
    expect(answer.jobsPerCycle.plainSync).toBe(10);
    expect(answer.jobsPerCycle.clientBuild).toBeCloseTo(5 + 8.75 / 3, 9);
    // Seconds: own time + requests × 250 ms.
    expect(answer.jobSeconds).toEqual({ refresh: 3, radarSync: 2, plainSync: 1, clientBuild: 2 });
    expect(answer.siiRequestsPerCycleByHost).toEqual({ palena: 16, www4: 20, zeusr: 60 });
    expect(answer.siiRequestsPerSecondByHost.zeusr).toBeCloseTo(60 / 1200, 12);
    // 4 requests a second per worker (250 ms apart) × 20 SII workers.
    expect(answer.siiPacingCeilingPerHost).toBe(80);
    expect(answer.lambdaConcurrency.refresh).toBeCloseTo(6 / 1200, 12);
    expect(answer.lambdaConcurrency.clientSync).toBeCloseTo(30 / 1200, 12);
    // 72 requests a day per factoring at 4 a second: 2 × 72 / 72 cycles / 4 = 0.5 s of each cycle.
    expect(answer.lambdaConcurrency.judicialSweep).toBeCloseTo(0.5 / 1200, 12);
    expect(answer.sqs.messagesPerTick).toBeCloseTo(2 + 20 + 2 + 5 + 8.75 / 3, 9);
    expect(answer.sqs.backlogAfterCycle).toEqual({ refresh: 0, clientSync: 0, clientDb: 0 });
    expect(answer.dynamo.writesPerSecond).toBeCloseTo(50 / 1200, 12);
    // Ten syncs of one factoring at once, 3 writes in 2 s each.
    expect(answer.dynamo.hottestPartitionWritesPerSecond).toBe(15);
    expect(answer.s3.storedGB).toBeCloseTo(0.02, 12);
    // A month of 2,160 cycles: 50 writes each at $1 per write; GB-seconds of every job; 0.02 GB stored.
    expect(answer.monthlyCostUsd.dynamodb).toBeCloseTo(2160 * 50, 6);
    const gbSeconds = 2 * 3 * 1 + 10 * 2 * 1 + 10 * 1 * 1 + (5 + 8.75 / 3) * 2 * 2;
    expect(answer.monthlyCostUsd.lambda).toBeCloseTo(2160 * gbSeconds, 6);
    expect(answer.monthlyCostUsd.s3).toBeCloseTo(0.02, 12);
    expect(answer.monthlyCostPerFactoringUsd).toBeCloseTo((2160 * 50 + 2160 * gbSeconds + 0.02) / 2, 6);
    expect(answer.constraints[0]!.name).toBe('DynamoDB writes per second on one factoring partition');
    expect(answer.constraints[0]!.ratio).toBeCloseTo(0.015, 12);
  });

  it('leaves a backlog when the syncs of a cycle need more workers than allowed', () => {
    // 10,000 radar syncs of 2 s and 10,000 others of 1 s: 25 workers busy for 10 allowed.
    const answer = capacity({ ...SMALL, clientsPerFactoring: 10_000 });
    // The refresh, measured at 10 clients, scales to 1,000 times its size: 3,000 s, past the 900 s time-out.
    expect(answer.jobSeconds.refresh).toBe(3_000);
    expect(answer.lambdaConcurrency.clientSync).toBeCloseTo(25, 9);
    expect(answer.sqs.backlogAfterCycle.clientSync).toBeCloseTo(20_000 * (1 - 10 / 25), 6);
    // Their client databases come first: 5,000 + 8,750/3 builds of 2 s on 2 workers.
    expect(answer.constraints[0]!.name).toBe('Client database workers busy');
    expect(answer.constraints[0]!.ratio).toBeCloseTo(((5_000 + 8_750 / 3) * 2) / 1200 / 2, 9);
    const syncs = answer.constraints.find((constraint) => constraint.name === 'Client sync workers busy')!;
    expect([syncs.ratio, syncs.setting]).toEqual([2.5, 'MAX_CONCURRENCY.clientSync (infra/jobs.ts)']);
  });
});
