/**
 * The request limits of the platform's doors on AWS. Rates are steady requests per second with the
 * burst API Gateway's token bucket allows; WAF rate rules count one client address's requests over 5 minutes.
 * A factoring's staff often share one office address, so each per-address limit leaves room for tens of users.
 */
export const API_LIMITS = {
  /** REST stage (every method) and its usage plan. */
  rest: { rateLimit: 100, burstLimit: 200 },
  /** The eventoBack WebSocket stage: connects and pings. */
  websocket: { rateLimit: 50, burstLimit: 100 },
  /** WAF rate-based rule on the REST and GraphQL APIs, requests per address per 5 minutes. */
  apiRequestsPerAddress: 3000,
  /** WAF rate-based rule on the CDN (the SPA's files and config.json), requests per address per 5 minutes. */
  cdnRequestsPerAddress: 2000,
} as const;
