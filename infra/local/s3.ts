import { startEngineThread, type LocalEngine } from './engine-thread';

export interface LocalS3Options {
  /** Directory where s3rver keeps buckets and objects; data survives restarts on the same directory. */
  directory: string;
  /** Buckets created at start when missing (physical names, e.g. config.buckets.documents). */
  buckets: string[];
  /** TCP port on 127.0.0.1; a free one when omitted. */
  port?: number;
}

/**
 * CORS of the documents bucket, as the stack sets it: the web app (another origin) downloads signed URLs
 * with fetch (zip progress from Content-Length, the client database with If-None-Match / ETag).
 */
const BROWSER_DOWNLOAD_CORS = `<CORSConfiguration><CORSRule>
<AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><ExposeHeader>Content-Length</ExposeHeader>
<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * Starts s3rver (S3 API over a directory) on 127.0.0.1 in a worker thread (engine-thread.ts), silent, and creates
 * the given buckets. Clients must use path-style addressing and WHEN_REQUIRED checksums
 * (lambdas/platform/aws-clients.ts). Returns the endpoint and a stop() that closes the server (the directory is kept).
 * @throws when the port is taken or the directory cannot be written.
 */
export function startLocalS3(options: LocalS3Options): Promise<LocalEngine> {
  return startEngineThread({
    engine: 's3rver',
    options: {
      directory: options.directory,
      buckets: options.buckets,
      cors: BROWSER_DOWNLOAD_CORS,
      port: options.port ?? 0,
    },
  });
}
