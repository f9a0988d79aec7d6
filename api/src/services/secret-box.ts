import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Encrypts small secrets at rest (authenticator secrets) with AES-256-GCM under the api's secrets key. */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was not sealed with this key or was changed. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * SECRETS_KEY when set; otherwise the key in `secretsKeyFile`, made (32 random bytes, readable by this
 * user only) on the first start. Production needs one of the two (config.ts).
 */
export function loadSecretsKey(config: Pick<Config, 'secretsKey' | 'secretsKeyFile'>): Buffer {
  if (config.secretsKey) return config.secretsKey;
  try {
    const key = Buffer.from(readFileSync(config.secretsKeyFile, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${config.secretsKeyFile} does not hold a 32-byte base64 key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  mkdirSync(path.dirname(config.secretsKeyFile), { recursive: true });
  // `wx`: two api processes starting at once never overwrite each other's key.
  try {
    writeFileSync(config.secretsKeyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretsKey(config);
    throw error;
  }
}
