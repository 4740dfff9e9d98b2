import { z } from 'zod';

/**
 * The CloudWatch RUM app monitor the analytics port records usage events in (web/src/lib/analytics): its id, region,
 * the Cognito identity pool and guest role that let a browser put events, and the application version. Absent (local
 * mode): events go to the server's log instead.
 */
const rumSettingsSchema = z.object({
  appMonitorId: z.string().min(1),
  region: z.string().min(1),
  identityPoolId: z.string().min(1),
  guestRoleArn: z.string().min(1),
  appVersion: z.string().min(1),
});

/** The RUM settings of {@link rumSettingsSchema}. */
export type RumSettings = z.infer<typeof rumSettingsSchema>;

/**
 * The CloudWatch RUM data plane of a region, where the web client puts the events: the client's endpoint and one of
 * the Content-Security-Policy's connect-src origins (infra/usage-analytics.ts).
 * @param region e.g. 'us-east-1' (a deploy-time token in infra).
 */
export function rumDataPlaneOrigin(region: string): string {
  return `https://dataplane.rum.${region}.amazonaws.com`;
}

/**
 * Runtime configuration of the web app (ARCHITECTURE.md practice 5): written at deploy time
 * (BucketDeployment) and by the local host, fetched from /config.json when the app boots, so one
 * build serves every environment. authFlowType is USER_PASSWORD_AUTH in local mode (cognito-local).
 */
export const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  cognitoEndpoint: z.string().url().optional(),
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  graphqlUrl: z.string().url(),
  restUrl: z.string().url(),
  websocketUrl: z.string().url(),
  rum: rumSettingsSchema.optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Error raised when /config.json cannot be read or does not match {@link runtimeConfigSchema}. */
export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/**
 * Validates a parsed config.json.
 * @param json the parsed JSON value.
 * @returns the typed configuration.
 * @throws RuntimeConfigError listing every invalid or missing field.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
  throw new RuntimeConfigError(`config.json inválido: ${fields.join('; ')}`);
}

/**
 * Fetches and validates the runtime configuration.
 * @param fetchFn fetch implementation (injected for tests); url defaults to '/config.json'.
 * @throws RuntimeConfigError when the request fails, the body is not JSON or it is invalid.
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch, url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetchFn(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`No se pudo leer ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} no es JSON válido`);
  }
  return parseRuntimeConfig(json);
}
