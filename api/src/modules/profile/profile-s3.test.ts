import sharp from 'sharp';
import { startTestS3 } from '../../testing/s3-server';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { picture, PROFILE_FIELDS, uploadProfile } from './profile-testing';

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

describe('profile pictures in an S3-compatible bucket', () => {
  it('stores the sizes in the bucket, serves them through the api, and deletes the old ones', async () => {
    const me = await signUp(t);
    const first = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('jpeg') },
    );
    expect(first.statusCode).toBe(200);
    const firstUrl = new URL(first.json().data.image as string);
    expect(firstUrl.origin).toBe('https://api.example.com');
    const firstKeys = [...s3.objects.keys()];
    expect(firstKeys).toHaveLength(3);
    expect(firstKeys.every((key) => key.startsWith('avatars/') && key.endsWith('.webp'))).toBe(true);
    expect(s3.objects.get(firstKeys[0]!)!.contentType).toBe('image/webp');

    const served = await t.request({ method: 'GET', url: firstUrl.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    const second = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('png') },
    );
    expect(second.statusCode).toBe(200);
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(3);
    expect(keys.some((key) => firstKeys.includes(key))).toBe(false);
    expect((await t.request({ method: 'GET', url: firstUrl.pathname })).statusCode).toBe(404);
  });
});
