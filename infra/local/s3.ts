import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { LocalEngine } from './dynamodb';

export interface LocalS3Options {
  /** Directory where s3rver keeps buckets and objects; data survives restarts on the same directory. */
  directory: string;
  /** Buckets created at start when missing (physical names, e.g. config.buckets.documents). */
  buckets: string[];
  /** TCP port on 127.0.0.1; a free one when omitted. */
  port?: number;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: Buffer[] }[];
}) => S3rverInstance;

/** s3rver ships CommonJS without type declarations. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/**
 * CORS of the documents bucket, as the stack sets it: the web app (another origin) downloads signed URLs
 * with fetch (zip progress from Content-Length, the client database with If-None-Match / ETag).
 */
const BROWSER_DOWNLOAD_CORS = `<CORSConfiguration><CORSRule>
<AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>Content-Length</ExposeHeader>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * Starts s3rver (S3 API over a directory) on 127.0.0.1, silent, and creates the given buckets.
 * Clients must use path-style addressing and WHEN_REQUIRED checksums (lambdas/platform/aws-clients.ts).
 * Returns the endpoint and a stop() that closes the server (the directory is kept).
 * @throws when the port is taken or the directory cannot be written.
 */
export async function startLocalS3(options: LocalS3Options): Promise<LocalEngine> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [Buffer.from(BROWSER_DOWNLOAD_CORS)] })),
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}
