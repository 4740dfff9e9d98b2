/**
 * How a browser authenticates the 'eventoBack' WebSocket (core-platform §7) without the id token in the URL, where
 * access logs, proxies and browser history would keep it: the token travels as the second WebSocket subprotocol of
 * the handshake (header Sec-WebSocket-Protocol: 'eventoBack, <id token>'), and the server answers the first one.
 * A JWT (base64url parts joined by '.') is a valid subprotocol token (RFC 6455 §4.1, RFC 7230 tchar).
 */
export const EVENTO_BACK_PROTOCOL = 'eventoBack';

/** The subprotocols a client offers: ['eventoBack', idToken]. */
export function eventoBackProtocols(idToken: string): [string, string] {
  return [EVENTO_BACK_PROTOCOL, idToken];
}

/**
 * The id token offered in a Sec-WebSocket-Protocol header value ('eventoBack, <token>'); undefined when the header is
 * absent or does not offer 'eventoBack' first followed by one token.
 */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const offered = (header ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return offered.length === 2 && offered[0] === EVENTO_BACK_PROTOCOL ? offered[1] : undefined;
}
