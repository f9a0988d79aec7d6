// @ts-check
/** Writes .br and .gz copies of the text assets of a built app, which the static server prefers. */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|css|html|json|svg|txt)$/;

/** @param {string} dir */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true });
  await Promise.all(
    entries
      .filter((name) => TEXT.test(name))
      .map(async (name) => {
        const file = path.join(dir, name);
        if (!(await stat(file)).isFile()) return;
        const content = await readFile(file);
        if (content.length < 1024) return;
        await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
      }),
  );
}
