/**
 * True when a DynamoDB write failed only its ConditionExpression (ConditionalCheckFailedException): the conditional
 * writes that stand in for transactions (dynalite has none) read that as "someone else got there first".
 */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}

/**
 * A conditional write's answer, or null when its ConditionExpression did not hold.
 * @throws the store's error for any other failure.
 */
export async function unlessConditionFails<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Awaits a conditional write: true when it was applied, false when its ConditionExpression did not hold.
 * @throws the store's error for any other failure.
 */
export async function writeApplied(write: Promise<unknown>): Promise<boolean> {
  return (await unlessConditionFails(write)) !== null;
}
