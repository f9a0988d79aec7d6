import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CURRENCIES, messages, settingsMessages } from '@talentindia/contracts';
import { users } from '../../db/schema';
import { MALFORMED_MULTIPART_MESSAGE } from '../../plugins/multipart';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { jpegWithGps, multipart, picture, PROFILE_FIELDS, uploadProfile } from './profile-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const getProfile = (token?: string) => t.request({ method: 'GET', url: '/settings/profile', token });
const postJson = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/settings/profile', token, payload });
const userRow = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)).limit(1))[0]!;
/** The stored files, as paths under the uploads folder. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.config.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
    .map((entry) => path.relative(t.config.uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
const fileUrlPath = (url: string) => new URL(url).pathname;

describe('GET /settings/profile', () => {
  it('needs a session', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Please log in to continue.' });
  });

  it('returns the profile, the four currencies and every IANA time zone', async () => {
    const me = await signUp(t);
    const response = await getProfile(me.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.profile).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: me.email,
      image: null,
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      pending_email: null,
    });
    expect(data.currencies).toEqual(CURRENCIES);
    expect(data.timezones).toEqual([...data.timezones].sort());
    expect(data.timezones).toEqual(
      expect.arrayContaining(['Asia/Kolkata', 'UTC', 'Europe/London', 'America/New_York']),
    );
    // Today's IANA names, not ICU's old ones.
    expect(data.timezones).not.toContain('Asia/Calcutta');
    expect(data.timezones.length).toBeGreaterThan(300);
  });
});

describe('POST /settings/profile: the fields', () => {
  it('needs a session, as JSON and as multipart', async () => {
    expect((await t.request({ method: 'POST', url: '/settings/profile', payload: PROFILE_FIELDS })).statusCode).toBe(
      401,
    );
    const form = await multipart({ ...PROFILE_FIELDS, email: 'x@example.com' });
    expect((await t.request({ method: 'POST', url: '/settings/profile', ...form })).statusCode).toBe(401);
  });

  it('saves the fields from JSON and answers with the profile and the toast', async () => {
    const me = await signUp(t);
    const response = await postJson(me.token, {
      first_name: ' Meera ',
      last_name: 'Iyer',
      email: me.email,
      timezone: 'Europe/London',
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: settingsMessages.profileUpdated,
      data: {
        image: null,
        profile: {
          first_name: 'Meera',
          last_name: 'Iyer',
          email: me.email,
          image: null,
          timezone: 'Europe/London',
          currency: 'GBP',
          pending_email: null,
        },
      },
    });
    expect((await getProfile(me.token)).json().data.profile).toMatchObject({ first_name: 'Meera', currency: 'GBP' });
  });

  it('saves the fields from multipart without a picture', async () => {
    const me = await signUp(t);
    const response = await uploadProfile(t, me.token, { ...PROFILE_FIELDS, email: me.email, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile.currency).toBe('USD');
  });

  it.each([
    ['first_name', '', messages.firstNameRequired],
    ['last_name', '  ', messages.lastNameRequired],
    ['email', '', messages.emailRequired],
    ['email', 'not-an-email', messages.emailInvalid],
    ['timezone', '', settingsMessages.timezoneRequired],
    ['currency', '', settingsMessages.currencyRequired],
    ['currency', 'JPY', settingsMessages.currencyRequired],
  ])('refuses %s = %j with a 422 naming it: %s', async (field, value, message) => {
    const me = await signUp(t);
    const response = await postJson(me.token, { ...PROFILE_FIELDS, email: me.email, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect((await userRow(me.email)).firstName).toBe('Asha');
  });

  it('refuses a time zone that is not in the list, as multipart too', async () => {
    const me = await signUp(t);
    const response = await uploadProfile(t, me.token, {
      ...PROFILE_FIELDS,
      first_name: 'Changed',
      email: me.email,
      timezone: 'Mars/Olympus_Mons',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.timezoneInvalid,
      errors: { timezone: settingsMessages.timezoneInvalid },
    });
    expect((await userRow(me.email)).firstName).toBe('Asha');
  });

  it('changes only the caller’s own profile', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await postJson(bob.token, { ...PROFILE_FIELDS, first_name: 'Bobby', email: bob.email });
    expect((await getProfile(bob.token)).json().data.profile).toMatchObject({ first_name: 'Bobby', email: bob.email });
    expect((await getProfile(alice.token)).json().data.profile).toMatchObject({
      first_name: 'Asha',
      email: alice.email,
    });
    // An id or user field in the body is ignored: the session decides whose profile it is.
    const alicesId = (await userRow(alice.email)).id;
    await postJson(bob.token, {
      ...PROFILE_FIELDS,
      first_name: 'Mallory',
      email: bob.email,
      id: alicesId,
      user_id: alicesId,
    });
    expect((await userRow(alice.email)).firstName).toBe('Asha');
  });
});

describe('POST /settings/profile: the picture', () => {
  it('stores a PNG as square WebP sizes, answers its URL, and serves it', async () => {
    const me = await signUp(t);
    const response = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('png'), filename: 'me.png', type: 'image/png' },
    );
    expect(response.statusCode).toBe(200);
    const { image, profile } = response.json().data;
    expect(image).toMatch(/^http:\/\/localhost:4000\/files\/avatars\/[A-Za-z0-9_-]{24}\/256\.webp$/);
    expect(profile.image).toBe(image);
    expect((await getProfile(me.token)).json().data.profile.image).toBe(image);

    const base = (await userRow(me.email)).imageKey!;
    for (const size of [96, 256, 512]) {
      const file = await t.request({ method: 'GET', url: `/files/${base}/${size}.webp` });
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'webp',
        width: size,
        height: size,
      });
    }
  });

  it('serves a file with its type, nosniff, a year-long immutable cache, cross-origin embedding and an ETag', async () => {
    const me = await signUp(t);
    const upload = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('jpeg') },
    );
    const url = fileUrlPath(upload.json().data.image);
    const file = await t.request({ method: 'GET', url, headers: { origin: 'http://localhost:3000' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const head = await t.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
    const again = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a missing or malformed key with the 404 envelope, never a file outside the store', async () => {
    for (const url of [
      '/files/avatars/nothing/256.webp',
      '/files/../package.json',
      '/files/avatars/..%2F..%2Fpackage.json',
      '/files/avatars/%2e%2e/%2e%2e/package.json',
      '/files/avatars/x/256.webp.type',
      '/files/',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json().status).toBe(false);
    }
  });

  it('strips EXIF (camera, GPS) and the colour profile', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('SecretCam');
    expect(before.icc).toBeDefined();

    const me = await signUp(t);
    const upload = await uploadProfile(t, me.token, { ...PROFILE_FIELDS, email: me.email }, { bytes: original });
    expect(upload.statusCode).toBe(200);
    const base = (await userRow(me.email)).imageKey!;
    for (const size of [96, 256, 512]) {
      const stored = await t.app.storage.get(`${base}/${size}.webp`);
      const bytes = Buffer.isBuffer(stored!.body) ? stored!.body : await streamBytes(stored!.body);
      const metadata = await sharp(bytes).metadata();
      expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, space: metadata.space }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        space: 'srgb',
      });
      expect(bytes.toString('latin1')).not.toContain('SecretCam');
    }
  });

  it('deletes the old picture’s files once a new picture is stored', async () => {
    const me = await signUp(t);
    const first = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('jpeg') },
    );
    const firstBase = (await userRow(me.email)).imageKey!;
    const second = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('webp') },
    );
    expect(second.statusCode).toBe(200);
    const secondBase = (await userRow(me.email)).imageKey!;
    expect(secondBase).not.toBe(firstBase);
    const files = await storedFiles();
    expect(files.filter((file) => file.startsWith(firstBase))).toEqual([]);
    expect(files.filter((file) => file.startsWith(secondBase))).toHaveLength(3);
    expect((await t.request({ method: 'GET', url: fileUrlPath(first.json().data.image) })).statusCode).toBe(404);
  });

  it('changes the /nav user’s image and its ETag', async () => {
    const me = await signUp(t);
    const before = await t.request({ method: 'GET', url: '/nav', token: me.token });
    expect(before.json().data.user.image).toBeNull();
    const upload = await uploadProfile(
      t,
      me.token,
      { ...PROFILE_FIELDS, email: me.email },
      { bytes: await picture('png') },
    );
    const after = await t.request({
      method: 'GET',
      url: '/nav',
      token: me.token,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.user.image).toBe(upload.json().data.image);
  });

  describe('a wrong file changes nothing, the old picture included', () => {
    let me: { email: string; token: string };
    let oldImage: string;
    let oldFiles: string[];
    beforeAll(async () => {
      me = await signUp(t);
      const upload = await uploadProfile(
        t,
        me.token,
        { ...PROFILE_FIELDS, email: me.email },
        { bytes: await picture('jpeg') },
      );
      oldImage = upload.json().data.image;
      oldFiles = await storedFiles();
    });

    const cases: [string, () => Promise<{ bytes: Buffer; filename?: string; type?: string }>, number, string][] = [
      [
        'text named photo.jpg and declared a JPEG',
        async () => ({ bytes: Buffer.from('This is not a picture at all, only some text.\n'.repeat(20)) }),
        422,
        settingsMessages.imageWrongType,
      ],
      [
        'a GIF',
        async () => ({ bytes: await picture('gif'), filename: 'cat.gif', type: 'image/gif' }),
        422,
        settingsMessages.imageWrongType,
      ],
      [
        'an SVG named like a PNG',
        async () => ({
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
          filename: 'me.png',
          type: 'image/png',
        }),
        422,
        settingsMessages.imageWrongType,
      ],
      [
        'a truncated JPEG',
        async () => {
          const whole = await picture('jpeg', { width: 1200, height: 900 });
          return { bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
        },
        422,
        settingsMessages.imageUnreadable,
      ],
      [
        'a PNG whose pixel data is corrupt',
        async () => {
          const whole = Buffer.from(await picture('png'));
          whole.fill(0x41, 100, whole.length - 20);
          return { bytes: whole, filename: 'me.png', type: 'image/png' };
        },
        422,
        settingsMessages.imageUnreadable,
      ],
      [
        'a 6 MB file',
        async () => ({ bytes: Buffer.concat([await picture('jpeg'), Buffer.alloc(6 * 1024 * 1024, 1)]) }),
        413,
        settingsMessages.imageTooLarge,
      ],
    ];

    it.each(cases)('%s', async (_name, file, status, message) => {
      const response = await uploadProfile(
        t,
        me.token,
        { ...PROFILE_FIELDS, first_name: 'Changed', currency: 'EUR', email: me.email },
        await file(),
      );
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ status: false, message, errors: { image: message } });
      const { profile } = (await getProfile(me.token)).json().data;
      expect(profile).toMatchObject({ first_name: 'Asha', currency: 'INR', image: oldImage });
      expect(await storedFiles()).toEqual(oldFiles);
      expect((await t.request({ method: 'GET', url: fileUrlPath(oldImage) })).statusCode).toBe(200);
    });

    it('a decompression bomb (a 50 KB PNG of 49 megapixels)', async () => {
      const bomb = await sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: '#000' } })
        .toColourspace('b-w')
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const response = await uploadProfile(t, me.token, { ...PROFILE_FIELDS, email: me.email }, { bytes: bomb });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.image).toBe(settingsMessages.imageUnreadable);
      expect(await storedFiles()).toEqual(oldFiles);
    });

    it('an image value that is not a file (JSON or a text field)', async () => {
      const json = await postJson(me.token, {
        ...PROFILE_FIELDS,
        first_name: 'Changed',
        email: me.email,
        image: 'data:image/png;base64,AAAA',
      });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ image: settingsMessages.imageWrongType });
      const form = await multipart({ ...PROFILE_FIELDS, first_name: 'Changed', email: me.email, image: 'not a file' });
      const text = await t.request({ method: 'POST', url: '/settings/profile', token: me.token, ...form });
      expect(text.statusCode).toBe(422);
      expect((await userRow(me.email)).firstName).toBe('Asha');
    });

    it('two files, too many fields, or a broken form', async () => {
      const jpeg = await picture('jpeg');
      const two = await multipart({ ...PROFILE_FIELDS, email: me.email }, [
        { name: 'image', bytes: jpeg, filename: 'a.jpg', type: 'image/jpeg' },
        { name: 'image', bytes: jpeg, filename: 'b.jpg', type: 'image/jpeg' },
      ]);
      const twoFiles = await t.request({ method: 'POST', url: '/settings/profile', token: me.token, ...two });
      expect(twoFiles.statusCode).toBe(413);
      expect(twoFiles.json()).toEqual({ status: false, message: 'This form takes at most 1 file.' });

      const many = await multipart(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x'])));
      const manyFields = await t.request({ method: 'POST', url: '/settings/profile', token: me.token, ...many });
      expect(manyFields.statusCode).toBe(413);
      expect(manyFields.json().status).toBe(false);

      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAsha'],
        ['multipart/form-data; boundary=xyz', 'no boundary in here at all'],
        ['multipart/form-data', '--xyz\r\n'],
        ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--xyz--\r\n'],
      ] as const) {
        const broken = await t.request({
          method: 'POST',
          url: '/settings/profile',
          token: me.token,
          headers: { 'content-type': contentType },
          payload,
        });
        const status = broken.statusCode;
        expect(status >= 400 && status < 500 ? 'a 4xx' : `${status} for ${payload}`).toBe('a 4xx');
        expect(broken.json().status).toBe(false);
      }
      const unfinished = await t.request({
        method: 'POST',
        url: '/settings/profile',
        token: me.token,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAsha',
      });
      expect(unfinished.json()).toEqual({ status: false, message: MALFORMED_MULTIPART_MESSAGE });
      expect((await userRow(me.email)).firstName).toBe('Asha');
      expect(await storedFiles()).toEqual(oldFiles);
    });
  });

  it('keeps multipart to its own routes: elsewhere a form is still a 415', async () => {
    const form = await multipart({ email: 'asha@example.com', password: 'Secret@123' });
    const response = await t.request({ method: 'POST', url: '/login', ...form });
    expect(response.statusCode).toBe(415);
  });

  it('never writes a picture’s bytes or a mailed token into the logs', async () => {
    const me = await signUp(t);
    const marker = 'LOGMARKER';
    const bytes = Buffer.concat([Buffer.from(marker), Buffer.alloc(100, 7)]);
    await uploadProfile(t, me.token, { ...PROFILE_FIELDS, email: me.email }, { bytes });
    await uploadProfile(t, me.token, { ...PROFILE_FIELDS, email: me.email }, { bytes: await picture('png') });
    expect(t.logs.join('\n')).not.toContain(marker);
    expect(t.logs.join('\n')).not.toContain(me.token);
  });
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
