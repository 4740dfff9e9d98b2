import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FactoringScope } from '../../platform/factoring-scope';
import { isMissingObject } from '../s3-missing';
import { companyFileContentType } from './company-file-names';
import type { CompanyFileInfo, CompanyFiles } from './company-files-port';

/** S3 key of a factoring's copy of a company file: `company-files/{rutFactoring}/{rutCliente}/{name}`. */
export function companyFileKey(scope: FactoringScope, rutCliente: string, name: string): string {
  return `company-files/${scope.rutFactoring}/${rutCliente}/${name}`;
}

/** The company files in the documents bucket (S3 on AWS, s3rver locally). */
export class S3CompanyFiles implements CompanyFiles {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** HEAD of the object: its size, last write and content type; null when missing. @throws S3's other errors. */
  async describe(scope: FactoringScope, rutCliente: string, name: string): Promise<CompanyFileInfo | null> {
    try {
      const head = await this.s3.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: companyFileKey(scope, rutCliente, name) }),
      );
      return {
        filename: name,
        size: head.ContentLength ?? 0,
        lastModified: (head.LastModified ?? new Date(0)).toISOString(),
        contentType: head.ContentType ?? companyFileContentType(name),
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Presigned GET with `Content-Disposition: attachment` for PDFs (a download under `name`), inline for JSON. */
  async signedUrl(scope: FactoringScope, rutCliente: string, name: string, expiresInSeconds: number): Promise<string> {
    const disposition = name.endsWith('.pdf') ? `attachment; filename="${name}"` : undefined;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: companyFileKey(scope, rutCliente, name),
      ResponseContentDisposition: disposition,
    });
    return getSignedUrl(this.s3, command, { expiresIn: expiresInSeconds });
  }

  /** The object's bytes; null when missing. @throws S3's other errors. */
  async read(scope: FactoringScope, rutCliente: string, name: string): Promise<Uint8Array | null> {
    try {
      const object = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: companyFileKey(scope, rutCliente, name) }),
      );
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Stores a file (what the gatherer of the source writes; locally the demo world's seeding). @throws S3's error. */
  async put(scope: FactoringScope, rutCliente: string, name: string, bytes: Uint8Array): Promise<void> {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: companyFileKey(scope, rutCliente, name),
        Body: bytes,
        ContentType: companyFileContentType(name),
      }),
    );
  }
}
