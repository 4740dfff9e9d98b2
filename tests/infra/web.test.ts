import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { html, htmlPage } from '@lambdas/platform/html';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, securityHeaders } from '@infra/security-headers';
import { WebBuildMissingError } from '@infra/web';
import { runtimeConfigSchema } from '@web/lib/runtime-config';
import { buildPlatform, identityPolicies, logicalId, workDir } from './platform-template';

describe('Web', () => {
  const { app, stack, template } = buildPlatform();
  const deployment = Object.values(template.findResources('Custom::CDKBucketDeployment'))[0]?.Properties as {
    SourceMarkers: Record<string, unknown>[];
    DestinationBucketName: unknown;
    DistributionId: unknown;
    DistributionPaths: string[];
  };

  /** config.json as staged in the cloud assembly, its deploy-time markers still in place. */
  function stagedConfigJson(): Record<string, string> & { rum: Record<string, string> } {
    const assetDir = readdirSync(app.outdir)
      .map((name) => join(app.outdir, name))
      .find((dir) => existsSync(join(dir, 'config.json')));
    expect(assetDir, 'config.json asset in the cloud assembly').toBeDefined();
    return JSON.parse(readFileSync(join(assetDir ?? '', 'config.json'), 'utf8')) as ReturnType<typeof stagedConfigJson>;
  }

  it('serves a private bucket through CloudFront with origin access control, index.html for app routes', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
        Origins: [
          Match.objectLike({
            DomainName: { 'Fn::GetAtt': [logicalId(stack.web.bucket), 'RegionalDomainName'] },
            OriginAccessControlId: Match.anyValue(),
          }),
        ],
        CustomErrorResponses: Match.arrayWith([
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ]),
      }),
    });
  });

  it('never caches config.json at the edge', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({ PathPattern: '/config.json', CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId }),
        ],
      }),
    });
  });

  it('deploys the build and config.json to the web bucket and invalidates the distribution', () => {
    expect(deployment.DestinationBucketName).toEqual({ Ref: logicalId(stack.web.bucket) });
    expect(deployment.DistributionId).toEqual({ Ref: logicalId(stack.web.distribution) });
    expect(deployment.DistributionPaths).toEqual(['/*']);
    expect(deployment.SourceMarkers).toHaveLength(2);
  });

  it('writes config.json with the deployed endpoints and the SRP flow', () => {
    const config = stagedConfigJson();
    const markers = Object.assign({}, ...deployment.SourceMarkers) as Record<string, unknown>;
    const resolvedOf = (value: string | undefined) => markers[value ?? ''];
    expect(Object.keys(config).toSorted()).toEqual([
      'authFlowType',
      'graphqlUrl',
      'region',
      'restUrl',
      'rum',
      'userPoolClientId',
      'userPoolId',
      'websocketUrl',
    ]);
    expect(config.authFlowType).toBe('USER_SRP_AUTH');
    expect(resolvedOf(config.region)).toEqual({ Ref: 'AWS::Region' });
    expect(resolvedOf(config.userPoolId)).toEqual({ Ref: logicalId(stack.auth.userPool) });
    expect(resolvedOf(config.userPoolClientId)).toEqual({ Ref: logicalId(stack.auth.userPoolClient) });
    expect(resolvedOf(config.graphqlUrl)).toEqual({ 'Fn::GetAtt': [logicalId(stack.graphql.api), 'GraphQLUrl'] });
    const markerOf = (id: string) => Object.keys(markers).find((m) => JSON.stringify(markers[m]) === `{"Ref":"${id}"}`);
    expect(config.restUrl).toMatch(/^https:\/\/.*execute-api/);
    expect(config.restUrl).toContain(markerOf(logicalId(stack.rest.api)) ?? 'the REST API id');
    expect(config.websocketUrl).toMatch(/^wss:\/\/.*execute-api/);
    expect(config.websocketUrl).toContain(markerOf(logicalId(stack.realtime.api)) ?? 'the WebSocket API id');
    const analytics = stack.web.analytics;
    expect(resolvedOf(config.rum.appMonitorId)).toEqual({
      'Fn::GetAtt': [stack.getLogicalId(analytics.monitor), 'Id'],
    });
    expect(resolvedOf(config.rum.identityPoolId)).toEqual({ Ref: stack.getLogicalId(analytics.identityPool) });
    expect(resolvedOf(config.rum.guestRoleArn)).toEqual({ 'Fn::GetAtt': [logicalId(analytics.guestRole), 'Arn'] });
    expect(config.rum.appVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it('records usage events in a CloudWatch RUM app monitor of custom events only, put by guests allowed nothing else', () => {
    const analytics = stack.web.analytics;
    template.hasResourceProperties('AWS::RUM::AppMonitor', {
      Domain: { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] },
      CwLogEnabled: false,
      CustomEvents: { Status: 'ENABLED' },
      AppMonitorConfiguration: Match.objectLike({
        AllowCookies: false,
        EnableXRay: false,
        Telemetries: [],
        IdentityPoolId: { Ref: stack.getLogicalId(analytics.identityPool) },
        GuestRoleArn: { 'Fn::GetAtt': [logicalId(analytics.guestRole), 'Arn'] },
      }),
    });
    template.hasResourceProperties('AWS::Cognito::IdentityPoolRoleAttachment', {
      IdentityPoolId: { Ref: stack.getLogicalId(analytics.identityPool) },
      Roles: { unauthenticated: { 'Fn::GetAtt': [logicalId(analytics.guestRole), 'Arn'] } },
    });
    const policies = identityPolicies(template).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(logicalId(analytics.guestRole)),
    );
    const statements = policies.flatMap(
      (policy) =>
        (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
    );
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('rum:PutRumEvents');
    expect(JSON.stringify(statements[0]!.Resource)).toMatch(/:appmonitor\/.*-uso"/);
  });

  it('writes a config.json the web app accepts once the deploy-time values are filled in', () => {
    const markers = Object.assign({}, ...deployment.SourceMarkers) as Record<string, unknown>;
    // A marker standing alone is a whole URL (AppSync's GraphQLUrl); inside a URL it is an id, region or suffix.
    const sample = (marker: string) =>
      JSON.stringify(markers[marker]).includes('GraphQLUrl') ? 'https://api.test/graphql' : 'abc1';
    const filled = JSON.parse(
      JSON.stringify(stagedConfigJson()).replace(/<<marker:0xbaba:\d+>>/g, (marker) => sample(marker)),
    ) as unknown;
    const result = runtimeConfigSchema.safeParse(filled);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('refuses to synthesize without a web build, saying how to make one', () => {
    const empty = workDir('no-web-');
    expect(() => buildPlatform({ webDistPath: empty })).toThrow(WebBuildMissingError);
    expect(() => buildPlatform({ webDistPath: empty })).toThrow(/npm run build:web/);
  });
});

describe('the web address in the server configuration', () => {
  const { stack, template } = buildPlatform();

  /** The logical ids a resource refers to (Ref, Fn::GetAtt, Fn::Sub's ${Id} and ${Id.Attr}, DependsOn). */
  function referencesOf(resource: { DependsOn?: string | string[] } & Record<string, unknown>): Set<string> {
    const found = new Set<string>([resource.DependsOn ?? []].flat());
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'Ref' && typeof item === 'string') found.add(item);
          else if (key === 'Fn::GetAtt') found.add(Array.isArray(item) ? String(item[0]) : String(item).split('.')[0]!);
          else if (key === 'Fn::Sub') {
            for (const match of JSON.stringify(item).matchAll(/\$\{([A-Za-z0-9]+)/g)) found.add(match[1]!);
            visit(item);
          } else visit(item);
        }
      }
    };
    visit(resource.Properties);
    return found;
  }

  it("gives every platform function the CloudFront distribution's https address (the e-mails link to it)", () => {
    const distribution = logicalId(stack.web.distribution);
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Environment?: { Variables?: Record<string, unknown> } };
    }[];
    const platform = functions.filter((fn) => fn.Properties.Environment?.Variables?.RC_TABLE_CESSIONS !== undefined);
    expect(platform.length).toBeGreaterThan(5);
    for (const fn of platform) {
      expect(fn.Properties.Environment?.Variables?.RC_WEB_ORIGIN).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]],
      });
    }
  });

  it('has no circular dependency between resources (the web deployment needs the APIs, the functions the distribution)', () => {
    const resources = template.toJSON().Resources as Record<
      string,
      { DependsOn?: string | string[] } & Record<string, unknown>
    >;
    const edges = new Map(
      Object.entries(resources).map(([id, resource]) => [
        id,
        [...referencesOf(resource)].filter((ref) => ref in resources),
      ]),
    );
    const state = new Map<string, 'visiting' | 'done'>();
    const cycleFrom = (id: string, path: string[]): string[] | null => {
      if (state.get(id) === 'done') return null;
      if (state.get(id) === 'visiting') return [...path, id];
      state.set(id, 'visiting');
      for (const next of edges.get(id) ?? []) {
        const cycle = cycleFrom(next, [...path, id]);
        if (cycle) return cycle;
      }
      state.set(id, 'done');
      return null;
    };
    for (const id of edges.keys()) expect(cycleFrom(id, [])).toBeNull();
  });
});

describe("the browser's security headers on CloudFront", () => {
  const { stack, template } = buildPlatform();
  const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
  const policyId = logicalId(stack.web.headersPolicy);
  const config = (
    policies[policyId]?.Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, Record<string, unknown>> };
    }
  ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;

  /**
   * The CSP as one string, each deploy-time value written `<Resource.Attr>` / `<Resource>` / `<AWS::Region>`, and an
   * origin taken from a token written `origin(<...>)`.
   */
  function flatten(value: unknown): string {
    if (typeof value === 'string') return value;
    const node = value as Record<string, unknown>;
    if ('Fn::Join' in node) {
      const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    if ('Ref' in node) return `<${String(node.Ref)}>`;
    if ('Fn::GetAtt' in node) return `<${(node['Fn::GetAtt'] as string[]).join('.')}>`;
    if ('Fn::Select' in node) {
      const [index, list] = node['Fn::Select'] as [number, { 'Fn::Split': [string, unknown] }];
      return `part${index}(${flatten(list['Fn::Split'][1])})`;
    }
    throw new Error(`unexpected CloudFormation value ${JSON.stringify(value)}`);
  }

  const csp = flatten(config.ContentSecurityPolicy?.ContentSecurityPolicy);
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];

  it('sends the policy on the app and on config.json', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: policyId } }),
        CacheBehaviors: [Match.objectLike({ PathPattern: '/config.json', ResponseHeadersPolicyId: { Ref: policyId } })],
      }),
    });
  });

  it('sends HSTS, nosniff, frame denial and the referrer policy of infra/security-headers.ts, over the origin', () => {
    const expected = securityHeaders([]);
    expect(config.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(expected['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(config.ContentTypeOptions).toEqual({ Override: true });
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(config.FrameOptions).toEqual({ FrameOption: expected['x-frame-options'], Override: true });
    expect(config.ReferrerPolicy).toEqual({ ReferrerPolicy: expected['referrer-policy'], Override: true });
    expect(config.ContentSecurityPolicy?.Override).toBe(true);
  });

  it('allows scripts from the app only (WebAssembly compilation for sql.js, no inline script, no eval) and no framing', () => {
    expect(directive('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    // The CSP without its deploy-time values and the usage analytics' origins is the one the local host sends.
    const deployTime = / part0\(.*?\)\/\/part2\(.*?\)(?=;| )| https:\/\/[a-z.-]+\.<AWS::Region>\.amazonaws\.com/g;
    expect(csp.replace(deployTime, '')).toBe(contentSecurityPolicy([]));
  });

  it("allows no inline style but the certificates' own <style>, by the hash of the text they carry", () => {
    const page = htmlPage('Certificado', html`<h1>Certificado de Cesión</h1>`);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    expect(directive('style-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`,
    ]);
  });

  it('connects only to its own origin and the origins of AppSync, the REST and WebSocket APIs, Cognito, the documents bucket and the usage analytics', () => {
    const sources = directive('connect-src');
    expect(sources[0]).toBe("'self'");
    const origins = sources.slice(1);
    expect(origins).toHaveLength(8);
    for (const service of ['dataplane.rum', 'cognito-identity', 'sts'])
      expect(origins).toContain(`https://${service}.<AWS::Region>.amazonaws.com`);
    const graphql = `<${logicalId(stack.graphql.api)}.GraphQLUrl>`;
    expect(origins).toContain(`part0(${graphql})//part2(${graphql})`);
    const rest = `https://<${logicalId(stack.rest.api)}>.execute-api.<AWS::Region>.<AWS::URLSuffix>`;
    expect(origins).toContain(`part0(${rest})//part2(${rest})`);
    const websocket = `wss://<${logicalId(stack.realtime.api)}>.execute-api.<AWS::Region>.<AWS::URLSuffix>`;
    expect(origins).toContain(`part0(${websocket})//part2(${websocket})`);
    const cognito = 'https://cognito-idp.<AWS::Region>.amazonaws.com';
    expect(origins).toContain(`part0(${cognito})//part2(${cognito})`);
    const documents = `https://<${logicalId(stack.data.documents)}.RegionalDomainName>`;
    expect(origins).toContain(`part0(${documents})//part2(${documents})`);
  });
});
