import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from '@web/lib/runtime-config';

const valid = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client123',
  authFlowType: 'USER_SRP_AUTH',
  graphqlUrl: 'https://api.example.com/graphql',
  restUrl: 'https://api.example.com',
  websocketUrl: 'wss://ws.example.com',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('parseRuntimeConfig', () => {
  it('accepts a deployed configuration without cognitoEndpoint', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('accepts the local configuration with cognitoEndpoint and USER_PASSWORD_AUTH', () => {
    const local = { ...valid, cognitoEndpoint: 'http://127.0.0.1:9229', authFlowType: 'USER_PASSWORD_AUTH' };
    expect(parseRuntimeConfig(local).cognitoEndpoint).toBe('http://127.0.0.1:9229');
  });

  it('names every missing or invalid field', () => {
    const { graphqlUrl: _omitted, ...withoutGraphql } = valid;
    const bad = { ...withoutGraphql, authFlowType: 'CUSTOM_AUTH' };
    expect(() => parseRuntimeConfig(bad)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(bad)).toThrow(/graphqlUrl/);
    expect(() => parseRuntimeConfig(bad)).toThrow(/authFlowType/);
  });

  it('rejects a URL field that is not a URL', () => {
    expect(() => parseRuntimeConfig({ ...valid, restUrl: 'api' })).toThrow(/restUrl/);
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json and validates it', async () => {
    const requested: string[] = [];
    const fetchFn = (async (url: string) => {
      requested.push(url);
      return jsonResponse(valid);
    }) as typeof fetch;
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual(valid);
    expect(requested).toEqual(['/config.json']);
  });

  it('fails clearly on an HTTP error or a body that is not JSON', async () => {
    await expect(loadRuntimeConfig((async () => jsonResponse('nope', 404)) as typeof fetch)).rejects.toThrow(
      /HTTP 404/,
    );
    await expect(loadRuntimeConfig((async () => jsonResponse('<html>')) as typeof fetch)).rejects.toThrow(/JSON/);
  });
});
