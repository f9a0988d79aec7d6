import sharp from 'sharp';
import type { Attachment } from '@talentindia/contracts';
import { createClient, createFreelancer } from '../../testing/marketplace-fixtures';
import { startTestS3 } from '../../testing/s3-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openThread } from '../threads';
import { pdfBytes, upload } from './attachment-testing';

let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000', ...s3.env, API_PUBLIC_URL: 'https://api.example.com' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('attachments in an S3-compatible bucket', () => {
  it('streams a document and stores an image with its thumbnail in the bucket, served through the api', async () => {
    const client = await createClient(t);
    const freelancer = await createFreelancer(t);
    const threadId = await openThread(t.app, { clientId: client.id, freelancerId: freelancer.id, jobId: null });
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const sent: Attachment[] = [];
    for (const file of [
      { filename: 'brief.pdf', type: 'application/pdf', bytes: pdfBytes() },
      { filename: 'photo.png', type: 'image/png', bytes: photo },
    ]) {
      const response = await upload(t, freelancer.token, threadId, file);
      expect(response.statusCode).toBe(201);
      sent.push(response.json<{ data: Attachment }>().data);
    }
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key.startsWith('attachments/'))).toBe(true);
    expect(new URL(sent[0]!.download_url).origin).toBe('https://api.example.com');
    const pdf = await t.request({
      method: 'GET',
      url: `/attachments/${sent[0]!.id}/download`,
      token: freelancer.token,
    });
    expect(pdf.rawPayload.equals(pdfBytes())).toBe(true);
    const thumb = await t.request({ method: 'GET', url: `/attachments/${sent[1]!.id}/thumb`, token: freelancer.token });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
  });
});
