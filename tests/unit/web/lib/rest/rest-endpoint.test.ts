import { describe, expect, it } from 'vitest';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

describe('restEndpoint', () => {
  it('joins with or without a trailing slash, keeping the base path', () => {
    expect(restEndpoint('https://api.example.cl/prod', 'api/announcement')).toBe(
      'https://api.example.cl/prod/api/announcement',
    );
    expect(restEndpoint('https://api.example.cl/prod/', '/api/announcement')).toBe(
      'https://api.example.cl/prod/api/announcement',
    );
  });
  it('adds the query string URL-encoded', () => {
    expect(
      restEndpoint('http://localhost:4000/', 'api/empresas', { startDate: '2026-09', factoring: '76389992-6' }),
    ).toBe('http://localhost:4000/api/empresas?startDate=2026-09&factoring=76389992-6');
    expect(restEndpoint('http://h', 'x', { q: 'a b&c' })).toBe('http://h/x?q=a+b%26c');
  });
});
