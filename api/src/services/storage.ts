import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

/** A stored file as it is served: its bytes (a stream when the adapter has one), type, size and ETag. */
export interface StoredFile {
  body: Readable | Buffer;
  contentType: string;
  /** The whole file's size, also when `body` holds only a range of it. */
  size: number;
  etag: string;
  /** Set when `body` holds only these bytes (inclusive), as asked. */
  range?: ByteRange;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Uploaded files (profile pictures; attachments later) go through this interface: a folder by default
 * (UPLOADS_DIR), an S3-compatible bucket when S3_* is set. Keys are made by the api, never by a client.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream under `key` without holding it in memory (message attachments). Rejects with the
   * stream's own error when it fails, and then nothing of it is left under the key.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file, or only `range` of it (a video played from the middle); null when nothing is stored under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deletes what exists of these keys; a missing key is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/**
 * What a storage key looks like: lower-case area, one to four segments of URL-safe characters, and a
 * short extension. No dots elsewhere, so no `..`, and no empty segment: a key is never a path outside
 * the store, whatever the adapter.
 */
export const STORAGE_KEY_PATTERN = /^[a-z]{1,20}(?:\/[A-Za-z0-9_-]{1,64}){1,4}\.[a-z0-9]{1,5}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

function assertKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

/**
 * The offline default: each file in the folder under its key, with its content type in a sidecar file
 * (`<file>.type`, which no key can name: keys end in their own extension). Writes go to a temporary
 * name first (`<file>.<pid>.partial`), so a reader never sees half a file; deleting a key also deletes
 * what a crashed write left of it.
 */
export function createFolderStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('a storage key left the folder');
    return file;
  };
  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(`${file}.type`, contentType);
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async putStream(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      try {
        await writeFile(`${file}.type`, contentType);
        await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await Promise.all([rm(partial, { force: true }), rm(`${file}.type`, { force: true })]);
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, 'utf8')]);
        const part = range && range.start <= range.end && range.end < info.size ? range : undefined;
        return {
          body: createReadStream(file, part),
          contentType,
          size: info.size,
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          ...(part ? { range: part } : {}),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.flatMap((file) => [rm(file, { force: true }), rm(`${file}.type`, { force: true })]));
      await Promise.all(files.map(removePartials));
      // A picture's folder goes with its last file (a folder still holding files stays).
      for (const folder of new Set(files.map((file) => path.dirname(file)))) await rmdir(folder).catch(() => undefined);
    },
  };
}

/** Removes what interrupted writes (of any process) left of a file: `<file>.<pid>.partial`. */
async function removePartials(file: string) {
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && /^\d+\.partial$/.test(name.slice(prefix.length)))
      .map((name) => rm(path.join(path.dirname(file), name), { force: true })),
  );
}

/** The store the config names: the S3-compatible bucket when S3_* is set, else the uploads folder. */
/** The bucket's client (the AWS SDK) is loaded only when a bucket is configured. */
export async function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<Storage> {
  if (!config.s3) return createFolderStorage(config.uploadsDir);
  const { createS3Storage } = await import('./storage-s3');
  return createS3Storage(config.s3);
}
