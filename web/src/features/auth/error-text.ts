/** The message of an error thrown by Amplify Auth (the provider's own text, core-platform §8), or its string form. */
export function errorText(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
