import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startTestS3, TEST_S3 } from '../testing/s3-server';
import { createFolderStorage, isStorageKey, type Storage, type StoredFile } from './storage';
import { createS3Storage } from './storage-s3';

async function bytesOf(file: StoredFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every adapter promises, run against each. */
function behavesAsStorage(name: string, open: () => Promise<{ storage: Storage; close: () => Promise<void> }>) {
  describe(name, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('gives back what was put, with its type, size and an ETag', async () => {
      const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 0, 255]);
      await storage.put('avatars/abc123/256.webp', bytes, 'image/webp');
      const file = await storage.get('avatars/abc123/256.webp');
      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/webp');
      expect(file!.size).toBe(bytes.length);
      expect(file!.etag).toMatch(/^"[^"]+"$/);
      expect(await bytesOf(file!)).toEqual(bytes);
    });

    it('answers null for a key never stored', async () => {
      expect(await storage.get('avatars/never/256.webp')).toBeNull();
    });

    it('deletes the keys given, and a missing key is no error', async () => {
      await storage.put('avatars/gone/96.webp', Buffer.from('a'), 'image/webp');
      await storage.put('avatars/kept/96.webp', Buffer.from('b'), 'image/webp');
      await storage.delete(['avatars/gone/96.webp', 'avatars/nothing/96.webp']);
      expect(await storage.get('avatars/gone/96.webp')).toBeNull();
      expect(await bytesOf((await storage.get('avatars/kept/96.webp'))!)).toEqual(Buffer.from('b'));
    });

    it('stores a stream as it arrives, and gives it back whole with its type', async () => {
      const chunks = [Buffer.from('%PDF-1.4\n'), Buffer.alloc(70_000, 1), Buffer.from('%%EOF\n')];
      await storage.putStream('attachments/streamed/file.bin', Readable.from(chunks), 'application/pdf');
      const file = await storage.get('attachments/streamed/file.bin');
      expect(file!.contentType).toBe('application/pdf');
      expect(await bytesOf(file!)).toEqual(Buffer.concat(chunks));
    });

    it('keeps nothing of a stream that fails midway, and rejects with its error', async () => {
      async function* breaksOff() {
        yield Buffer.alloc(10_000, 2);
        throw new Error('the client went away');
      }
      await expect(
        storage.putStream('attachments/broken/file.bin', Readable.from(breaksOff()), 'application/zip'),
      ).rejects.toThrow('the client went away');
      expect(await storage.get('attachments/broken/file.bin')).toBeNull();
    });
  });
}

behavesAsStorage('the folder adapter', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  return { storage: createFolderStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

describe('the folder adapter’s partial writes', () => {
  it('are deleted with their key (a crashed process left them)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    const storage = createFolderStorage(dir);
    await mkdir(path.join(dir, 'attachments', 'crashed'), { recursive: true });
    await writeFile(path.join(dir, 'attachments', 'crashed', 'file.bin.4242.partial'), 'half');
    await writeFile(path.join(dir, 'attachments', 'crashed', 'other.bin.4242.partial'), 'another key');
    await storage.delete(['attachments/crashed/file.bin']);
    expect(await readdir(path.join(dir, 'attachments', 'crashed'))).toEqual(['other.bin.4242.partial']);
    await rm(dir, { recursive: true, force: true });
  });
});

const s3Config = (endpoint: string) => ({
  endpoint,
  bucket: TEST_S3.bucket,
  region: 'us-east-1',
  accessKeyId: TEST_S3.accessKeyId,
  secretAccessKey: TEST_S3.secretAccessKey,
});

behavesAsStorage('the S3 adapter (real SDK against an S3-compatible server on 127.0.0.1)', async () => {
  const s3 = await startTestS3();
  return { storage: createS3Storage(s3Config(s3.endpoint)), close: () => s3.close() };
});

describe('the S3 adapter on the wire', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => (s3 = await startTestS3()));
  afterAll(() => s3.close());

  it('addresses objects path-style in the bucket, with their type, signing every request', async () => {
    const storage = createS3Storage(s3Config(s3.endpoint));
    await storage.put('avatars/wire/96.webp', Buffer.from('x'), 'image/webp');
    await storage.get('avatars/wire/96.webp');
    await storage.delete(['avatars/wire/96.webp']);
    expect(s3.requests).toEqual([
      { method: 'PUT', path: `/${TEST_S3.bucket}/avatars/wire/96.webp` },
      { method: 'GET', path: `/${TEST_S3.bucket}/avatars/wire/96.webp` },
      { method: 'DELETE', path: `/${TEST_S3.bucket}/avatars/wire/96.webp` },
    ]);
  });

  it('fails loudly when the server refuses the credentials, storing nothing', async () => {
    const wrong = createS3Storage({ ...s3Config(s3.endpoint), accessKeyId: 'someone-else' });
    await expect(wrong.put('avatars/refused/96.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/AccessDenied/);
    expect(s3.objects.has('avatars/refused/96.webp')).toBe(false);
  });
});

describe('storage keys', () => {
  it.each(['avatars/abc/256.webp', 'avatars/A_b-9/x/512.png'])('accepts %s', (key) => {
    expect(isStorageKey(key)).toBe(true);
  });
  it.each([
    '../etc/passwd',
    'avatars/../../etc/passwd.webp',
    'avatars/./x.webp',
    'avatars//x.webp',
    '/avatars/x.webp',
    'avatars\\x.webp',
    'avatars/x.webp.type',
    'avatars/x',
    'avatars/%2e%2e/x.webp',
    'Avatars/x.webp',
  ])('refuses %s', (key) => {
    expect(isStorageKey(key)).toBe(false);
  });

  it('never lets the folder adapter write outside its folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    const storage = createFolderStorage(path.join(dir, 'inner'));
    await expect(storage.put('avatars/../../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /not a storage key/,
    );
    expect(await readdir(dir)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });
});
