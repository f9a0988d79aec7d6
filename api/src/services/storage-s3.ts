import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import type { Storage } from './storage';

/**
 * Files in an S3-compatible bucket (MinIO in docker-compose, AWS S3, R2…). Path-style addresses
 * (`endpoint/bucket/key`), which MinIO needs; checksums only where the API requires them, since not
 * every S3-compatible server takes the SDK's newer default trailers.
 */
export function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? `"${key.replace(/\W/g, '')}"`,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(keys) {
      // One request per key (a picture has three): simpler for every S3-compatible server than DeleteObjects.
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))));
    },
  };
}
