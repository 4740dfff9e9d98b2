/**
 * A stand-in for the X-Ray daemon: a UDP socket on 127.0.0.1 that keeps every segment document the X-Ray SDK sends
 * (each datagram is a JSON header line, then the segment or subsegment as JSON), so tests read what a Lambda traces.
 */
import { createSocket } from 'node:dgram';

/** A segment or subsegment as the X-Ray SDK sends it. */
export interface SentSegment {
  id: string;
  name: string;
  parent_id?: string;
  type?: string;
  annotations?: Record<string, unknown>;
  fault?: boolean;
  error?: boolean;
  cause?: { exceptions?: Array<{ message: string }> };
}

/** The daemon's address ('127.0.0.1:port', as AWS_XRAY_DAEMON_ADDRESS wants it), what it got, and close(). */
export interface XrayDaemon {
  address: string;
  sent: SentSegment[];
  close(): Promise<void>;
}

/** Starts the stand-in daemon on a free port. */
export async function startXrayDaemon(): Promise<XrayDaemon> {
  const socket = createSocket('udp4');
  const sent: SentSegment[] = [];
  socket.on('message', (message) => {
    const [, body] = message.toString().split('\n');
    if (body) sent.push(JSON.parse(body) as SentSegment);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    sent,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
