/**
 * The X-Ray tracer of every Lambda (Powertools for AWS Lambda): each invocation's work under a '## handler'
 * subsegment annotated with the cold start and the service, the undici requests (every SII and public-source call)
 * and the AWS SDK clients handed to {@link traceAwsClient} as their own subsegments. Tracing is on only inside Lambda
 * with active tracing (infra/lambda-function.ts); elsewhere (local mode, tests) every function here just runs the work.
 *
 * Outside Lambda the tracer is not even loaded: the X-Ray SDK it loads keeps its context with async hooks that track
 * every promise's destruction (an await costs about ten times as much), a price worth paying only where it traces.
 * Powertools itself never traces outside a Lambda execution environment (AWS_EXECUTION_ENV).
 */
import type { Tracer } from '@aws-lambda-powertools/tracer';

const tracer: Tracer | undefined = process.env.AWS_EXECUTION_ENV
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: 'radar-cesiones' })
  : undefined;

/**
 * Runs `run` inside a new subsegment named `name` with the given X-Ray annotations (searchable keys, e.g. Operation),
 * closed when `run` settles; a thrown error is recorded on the subsegment and rethrown. Concurrent calls each get
 * their own subsegment. Without tracing, just runs `run`.
 * @returns what `run` returns.
 */
export function traced<T>(name: string, annotations: Record<string, string>, run: () => Promise<T>): Promise<T> {
  if (!tracer?.isTracingEnabled()) return run();
  return tracer.provider.captureAsyncFunc(name, async (subsegment) => {
    for (const [key, value] of Object.entries(annotations)) subsegment?.addAnnotation(key, value);
    try {
      return await run();
    } catch (error) {
      if (error instanceof Error) subsegment?.addError(error);
      throw error;
    } finally {
      subsegment?.close();
    }
  }) as Promise<T>;
}

/**
 * Runs one invocation's `run` under a '## handler' subsegment annotated ColdStart and Service, so that the SII and
 * AWS calls it makes hang below it in the trace. Without tracing, just runs `run`.
 * @returns what `run` returns; rethrows what it throws (recorded on the subsegment).
 */
export async function tracedInvocation<T>(run: () => Promise<T>): Promise<T> {
  if (!tracer?.isTracingEnabled()) return run();
  const segment = tracer.getSegment();
  const subsegment = segment?.addNewSubsegment('## handler');
  if (subsegment) tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  try {
    return await run();
  } catch (error) {
    tracer.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    subsegment?.close();
    if (segment) tracer.setSegment(segment);
  }
}

/**
 * `client` with its requests traced as X-Ray subsegments (service, operation, table or bucket). Without tracing, the
 * client as it is.
 * @returns the same client.
 */
export function traceAwsClient<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}
