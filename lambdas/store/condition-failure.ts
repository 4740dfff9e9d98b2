/**
 * True when a DynamoDB write failed only its ConditionExpression (ConditionalCheckFailedException): the conditional
 * writes that stand in for transactions (dynalite has none) read that as "someone else got there first".
 */
export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}
