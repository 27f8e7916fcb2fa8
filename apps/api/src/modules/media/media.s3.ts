import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { parseKey } from './media.keys.ts';
import type { ObjectBackend, StoredObject } from './media.types.ts';

export type S3Config = Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/**
 * S3-compatible object storage (AWS, Cloudflare R2, MinIO, DigitalOcean Spaces…). Keys are used
 * as object keys unchanged; private ones start with "private/", which the bucket policy must
 * keep unreadable to the public (docs/operations.md). No ACLs are sent: many providers disable
 * them and the policy is the one place that decides what is public.
 */
export function s3Backend(config: S3Config): ObjectBackend {
  const Bucket = config.S3_BUCKET!;
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // Custom endpoints (MinIO and most self-hosted ones) need path-style addressing.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    // The SDK's default CRC32 checksums are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(Key, Body, ContentType) {
      const isPrivate = parseKey(Key)?.visibility !== 'public';
      // Keys are never rewritten (a new upload gets a new key), so public copies cache for a year.
      const CacheControl = isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable';
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, CacheControl }));
    },
    async get(Key): Promise<StoredObject | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key }));
        const bytes = Buffer.from(await res.Body!.transformToByteArray());
        return { bytes, contentType: res.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
