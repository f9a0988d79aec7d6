import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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
    async putStream(key, body, contentType) {
      // A multipart upload in 5 MB parts, a few at a time: the stream is never held whole. When the
      // stream fails, the SDK aborts the multipart upload, so no object and no stray parts stay.
      const upload = new Upload({
        client,
        params: { Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!object.Body) return null;
        // "bytes 0-1/12345" when the server sent a part; a server that ignored the Range sent it all.
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: part ? Number(part[3]) : (object.ContentLength ?? 0),
          etag: object.ETag ?? `"${key.replace(/\W/g, '')}"`,
          ...(part ? { range: { start: Number(part[1]), end: Number(part[2]) } } : {}),
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
