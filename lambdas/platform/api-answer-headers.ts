/**
 * Headers on every answer of the platform's APIs (OWASP ASVS 14.4: X-Content-Type-Options on every answer, no caching
 * of answers holding tenant data): a browser never guesses another media type than the answer declares (an HTML or
 * script read into a JSON body), and no browser or shared cache keeps an answer, whose data belongs to one signed-in
 * user of one factoring. Files are not served here: they are downloaded from per-user pre-signed S3 URLs that expire
 * within minutes, so they keep the bucket's own headers. The REST router, API Gateway's own error answers
 * (infra/rest-api.ts) and the local API hosts (infra/local) send them.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};
