import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  URL_DIRECCION_PROHIBIDA,
  URL_NO_HTTPS,
  URL_NO_RESUELVE,
} from '@lambdas/webhook-delivery/check-webhook-url';
import { isAllowedAddress } from '@lambdas/webhook-delivery/webhook-url-policy';

const AWS = { allowLocalHttp: false };
const LOCAL = { allowLocalHttp: true };
const dns = (table: Record<string, string[]>) => async (host: string) => {
  const found = table[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const resolver = dns({
  'hooks.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'interno.example.com': ['93.184.216.34', '10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  localhost: ['127.0.0.1', '::1'],
});

describe('checkWebhookUrl on AWS settings', () => {
  it('accepts https to a name whose every address is public', async () => {
    expect(await checkWebhookUrl(' https://hooks.example.com/radar?x=1 ', AWS, resolver)).toBe(
      'https://hooks.example.com/radar?x=1',
    );
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/hook',
    'https://192.168.1.10/hook',
    'https://172.20.0.1/hook',
    'https://[::1]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
  ])('refuses the internal address %s', async (url) => {
    await expect(checkWebhookUrl(url, AWS, resolver)).rejects.toThrow('dirección interna o privada');
  });

  it('refuses a name when any of its addresses is private, and one that resolves to the metadata service', async () => {
    await expect(checkWebhookUrl('https://interno.example.com/h', AWS, resolver)).rejects.toThrow(
      URL_DIRECCION_PROHIBIDA('interno.example.com'),
    );
    await expect(checkWebhookUrl('https://metadata.example.com/h', AWS, resolver)).rejects.toThrow(
      URL_DIRECCION_PROHIBIDA('metadata.example.com'),
    );
    await expect(checkWebhookUrl('https://localhost:8443/h', AWS, resolver)).rejects.toThrow(
      URL_DIRECCION_PROHIBIDA('localhost'),
    );
  });

  it('refuses http, other schemes, user info, garbage and names that do not resolve', async () => {
    await expect(checkWebhookUrl('http://hooks.example.com/h', AWS, resolver)).rejects.toThrow(URL_NO_HTTPS);
    await expect(checkWebhookUrl('ftp://hooks.example.com/h', AWS, resolver)).rejects.toThrow(URL_NO_HTTPS);
    await expect(checkWebhookUrl('https://user:pw@hooks.example.com/h', AWS, resolver)).rejects.toThrow(
      'usuario ni clave',
    );
    await expect(checkWebhookUrl('no es una url', AWS, resolver)).rejects.toThrow('La URL no es válida');
    await expect(checkWebhookUrl('https://nadie.example.com/h', AWS, resolver)).rejects.toThrow(
      URL_NO_RESUELVE('nadie.example.com'),
    );
  });
});

describe('checkWebhookUrl with allowLocalHttp (local mode)', () => {
  it('allows http and loopback, still never the metadata service or private ranges', async () => {
    expect(await checkWebhookUrl('http://localhost:4299/hook', LOCAL, resolver)).toBe('http://localhost:4299/hook');
    expect(await checkWebhookUrl('http://127.0.0.1:4299/hook', LOCAL, resolver)).toBe('http://127.0.0.1:4299/hook');
    await expect(checkWebhookUrl('http://169.254.169.254/', LOCAL, resolver)).rejects.toThrow(
      'dirección interna o privada',
    );
    await expect(checkWebhookUrl('http://192.168.0.10/', LOCAL, resolver)).rejects.toThrow(
      'dirección interna o privada',
    );
  });
});

describe('isAllowedAddress', () => {
  it('judges IPv4-mapped IPv6 by its IPv4 address and refuses what is not an IP', () => {
    expect(isAllowedAddress('::ffff:93.184.216.34', AWS)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', AWS)).toBe(false);
    expect(isAllowedAddress('hooks.example.com', AWS)).toBe(false);
  });
});
