import { crc32, deflateRawSync } from 'node:zlib';
import type { TestApp } from '../../testing/test-app';

/** A URL signed for a viewer, as a message carries it (tests sign one for someone else). */
export { signedAttachmentUrl } from './attachment-urls';

/** One part of a multipart form as a browser's FormData sends it. */
export interface FormFile {
  field?: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

export const FORM_BOUNDARY = 'attachment-test-boundary';

/** The head of a file part (its headers), as in a multipart body. */
export function partHead({ field = 'file', filename, type }: Omit<FormFile, 'bytes'>): Buffer {
  return Buffer.from(
    `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
}

export function formBody(files: FormFile[]): Buffer {
  return Buffer.concat([
    ...files.flatMap((file) => [partHead(file), file.bytes, Buffer.from('\r\n')]),
    Buffer.from(`--${FORM_BOUNDARY}--\r\n`),
  ]);
}

/** `POST /threads/:id/attachments` with these parts, as `token`. */
export function upload(t: TestApp, token: string, threadId: number, ...files: FormFile[]) {
  return t.request({
    method: 'POST',
    url: `/threads/${threadId}/attachments`,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
    payload: formBody(files),
  });
}

/**
 * A zip of these entries: stored, or deflated when asked; `streamed` writes the sizes after the data
 * (flag bit 3), as streaming writers (LibreOffice, Java, JSZip) do.
 */
export function zipOf(entries: { name: string; bytes: Buffer; deflate?: boolean }[], streamed = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflate ? deflateRawSync(entry.bytes, { level: 9 }) : entry.bytes;
    const fields = (header: Buffer, at: number, sizesAfter: boolean) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(streamed ? 0x08 : 0, at + 2); // flags
      header.writeUInt16LE(entry.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0, at + 6); // time and date
      if (!sizesAfter) {
        header.writeUInt32LE(crc32(entry.bytes), at + 10);
        header.writeUInt32LE(data.length, at + 14);
        header.writeUInt32LE(entry.bytes.length, at + 18);
      }
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4, streamed);
    const descriptor = Buffer.alloc(streamed ? 16 : 0);
    if (streamed) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc32(entry.bytes), 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(entry.bytes.length, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6, false);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data, descriptor);
    centrals.push(central, name);
    offset += local.length + name.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document (Office Open XML) as Word lays it out: the content types first, then `word/`. */
export function docxBytes(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      bytes: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: '_rels/.rels', bytes: Buffer.from('<?xml version="1.0"?><Relationships/>') },
    { name: 'word/document.xml', bytes: Buffer.from('<?xml version="1.0"?><w:document/>'), deflate: true },
  ]);
}

/** A PDF with one empty page. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An MP4's top-level structure (ftyp, moov, mdat): what the check walks; no decoder reads it. */
export function mp4Bytes(brand = 'isom'): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from('isomiso2mp41')]));
  return Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(5000, 7))]);
}

/**
 * An Office 97 compound file: a 512-byte header and one directory sector naming `streams` (a Word
 * document has `WordDocument`; an installer has other names).
 */
export function compoundFileBytes(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(0, 48); // the directory starts at sector 0, right after the header
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, index) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = index === 0 ? 5 : 2;
  });
  return Buffer.concat([header, directory, Buffer.alloc(512)]);
}

/** A WebM's EBML header (its DocType) and a Segment of `segmentSize` bytes, of which `bodyBytes` are present. */
export function webmBytes(segmentSize: number, bodyBytes = segmentSize, docTypeName = 'webm'): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x80 | docTypeName.length, ...Buffer.from(docTypeName)]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(segmentSize) | (1n << 56n));
  return Buffer.concat([ebml, Buffer.from([0x18, 0x53, 0x80, 0x67]), size, Buffer.alloc(bodyBytes, 1)]);
}
