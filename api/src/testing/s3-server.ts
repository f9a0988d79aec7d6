import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_S3 = { bucket: 'test-uploads', accessKeyId: 'test-access-key', secretAccessKey: 'test-secret' };

/**
 * A small S3-compatible server on 127.0.0.1 for tests of the S3 adapter through the real SDK:
 * path-style PUT, GET and DELETE of objects in one bucket. Every request must carry an AWS SigV4
 * Authorization header for the test access key, and a signed payload hash that matches the body.
 */
export async function startTestS3() {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const url = new URL(request.url ?? '/', 'http://s3.test');
      requests.push({ method: request.method ?? '', path: url.pathname });
      const fail = (status: number, code: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
        );
      };
      const authorization = String(request.headers.authorization ?? '');
      if (
        !authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${TEST_S3.accessKeyId}/`) ||
        !/Signature=[0-9a-f]{64}/.test(authorization)
      )
        return fail(403, 'AccessDenied');
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== createHash('sha256').update(body).digest('hex'))
        return fail(400, 'XAmzContentSHA256Mismatch');
      const prefix = `/${TEST_S3.bucket}/`;
      if (!url.pathname.startsWith(prefix)) return fail(404, 'NoSuchBucket');
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey');
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
          etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
        });
        return response.end(object.bytes);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      return fail(405, 'MethodNotAllowed');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    requests,
    /** The api's S3_* settings for this server. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_S3.bucket,
      S3_ACCESS_KEY_ID: TEST_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3.secretAccessKey,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
