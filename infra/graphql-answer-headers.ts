import * as appsync from 'aws-cdk-lib/aws-appsync';
import { API_ANSWER_HEADERS } from '@lambdas/platform/api-answer-headers';

/**
 * APPSYNC_JS code of the pipeline around every GraphQL field: its before step adds the APIs' answer headers
 * (API_ANSWER_HEADERS: nosniff, no-store) to the HTTP answer with util.http.addResponseHeader, which only resolver
 * code can call (a direct Lambda resolver has none); its after step hands on the router function's value unchanged.
 * The router's errors stop the pipeline in its direct Lambda function, so AppSync still reports their errorType.
 */
export function answerHeadersCode(): appsync.Code {
  const headers = Object.entries(API_ANSWER_HEADERS)
    .map(([name, value]) => `  util.http.addResponseHeader(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
    .join('\n');
  return appsync.Code.fromInline(
    [
      "import { util } from '@aws-appsync/utils';",
      'export function request() {',
      headers,
      '  return {};',
      '}',
      'export function response(ctx) {',
      '  return ctx.prev.result;',
      '}',
      '',
    ].join('\n'),
  );
}
