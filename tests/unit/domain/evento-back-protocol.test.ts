import { describe, expect, it } from 'vitest';
import { EVENTO_BACK_PROTOCOL, eventoBackProtocols, tokenFromProtocols } from '@domain/evento-back-protocol';

describe('eventoBack subprotocol authentication', () => {
  it('offers eventoBack first and the token second, and reads the token back from the header', () => {
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2ln-_';
    expect(eventoBackProtocols(token)).toEqual([EVENTO_BACK_PROTOCOL, token]);
    expect(tokenFromProtocols(eventoBackProtocols(token).join(', '))).toBe(token);
    expect(tokenFromProtocols(`${EVENTO_BACK_PROTOCOL},${token}`)).toBe(token);
  });

  it('finds no token without the header, without eventoBack first, or with extra protocols', () => {
    expect(tokenFromProtocols(undefined)).toBeUndefined();
    expect(tokenFromProtocols('')).toBeUndefined();
    expect(tokenFromProtocols('a.b.c')).toBeUndefined();
    expect(tokenFromProtocols('graphql-ws, a.b.c')).toBeUndefined();
    expect(tokenFromProtocols('eventoBack')).toBeUndefined();
    expect(tokenFromProtocols('eventoBack, a.b.c, x')).toBeUndefined();
  });
});
