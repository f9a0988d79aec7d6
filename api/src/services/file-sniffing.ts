/**
 * What a file is, judged from its bytes alone (never its name or the type a browser declared), for
 * the types messages take (spec §5): documents (PDF, Word, Excel, PowerPoint, plain text, ZIP, RAR),
 * images (JPEG, PNG, GIF, WebP) and videos (MP4, QuickTime MOV, WebM). Anything else is refused.
 *
 * Written here rather than taken from `file-type`: its current releases need Node 22 (the api runs on
 * 20) and tell Office files apart by inflating entries of the zip, which a zip bomb must never get.
 * These checks read headers only: the first bytes, a zip's local entry names, an MP4's box headers as
 * the bytes pass, an Office 97 file's first directory sector. Nothing is ever decompressed or decoded.
 */

export type SniffedKind = 'image' | 'video' | 'document';

export interface FileType {
  kind: SniffedKind;
  contentType: string;
  /** The extensions a name of this type may end in; the first is the one given when it ends otherwise. */
  extensions: readonly string[];
}

/** Why a file is refused: not one of the accepted types, or one of them but cut short or broken. */
export class FileRefusedError extends Error {
  constructor(readonly reason: 'type' | 'damaged') {
    super(reason === 'type' ? 'file type not accepted' : 'file damaged');
    this.name = 'FileRefusedError';
  }
}

const type = (kind: SniffedKind, contentType: string, ...extensions: string[]): FileType => ({
  kind,
  contentType,
  extensions,
});

export const FILE_TYPES = {
  jpeg: type('image', 'image/jpeg', 'jpg', 'jpeg'),
  png: type('image', 'image/png', 'png'),
  gif: type('image', 'image/gif', 'gif'),
  webp: type('image', 'image/webp', 'webp'),
  mp4: type('video', 'video/mp4', 'mp4', 'm4v'),
  mov: type('video', 'video/quicktime', 'mov', 'qt'),
  webm: type('video', 'video/webm', 'webm'),
  pdf: type('document', 'application/pdf', 'pdf'),
  doc: type('document', 'application/msword', 'doc'),
  xls: type('document', 'application/vnd.ms-excel', 'xls'),
  ppt: type('document', 'application/vnd.ms-powerpoint', 'ppt'),
  docx: type('document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: type('document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: type('document', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'),
  txt: type('document', 'text/plain', 'txt'),
  zip: type('document', 'application/zip', 'zip'),
  rar: type('document', 'application/vnd.rar', 'rar'),
} as const;
export type FileTypeName = keyof typeof FILE_TYPES;

/** How many first bytes the judgement reads (a zip's first entries' names fit in them). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Follows a file's bytes as they stream past, after its first bytes named a candidate type, and
 * settles the type at the end: an MP4 whose boxes do not end exactly at the file's end is damaged, an
 * Office 97 file is Word, Excel or PowerPoint by its directory, text must be UTF-8 to the last byte.
 */
export interface FileCheck {
  /** The type the first bytes say (an Office 97 file is settled as Word, Excel or PowerPoint at the end). */
  readonly candidate: FileTypeName;
  update(chunk: Buffer): void;
  /** The settled type; throws FileRefusedError. */
  finish(totalBytes: number): FileTypeName;
}

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/**
 * Judges the first bytes of a file (`head`: SNIFF_BYTES of them, or the whole file when shorter) and
 * returns the check that follows the whole file. Throws FileRefusedError('type') for anything else.
 */
export function sniffFile(head: Buffer): FileCheck {
  const settled = (name: FileTypeName): FileCheck => ({
    candidate: name,
    update: () => undefined,
    finish: () => name,
  });
  if (startsWith(head, [0xff, 0xd8, 0xff])) return settled('jpeg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return settled('png');
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return settled('gif');
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return settled('webp');
  if (startsWith(head, '%PDF-')) return settled('pdf');
  if (startsWith(head, 'Rar!\x1a\x07\x00') || startsWith(head, 'Rar!\x1a\x07\x01\x00')) return settled('rar');
  if (startsWith(head, 'PK\x03\x04')) return zipCheck(head);
  if (startsWith(head, 'PK\x05\x06')) return settled('zip'); // an empty archive
  if (startsWith(head, 'ftyp', 4)) return isoBmffCheck(head);
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return webmCheck(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return compoundFileCheck(head);
  return plainTextCheck(head);
}

// ─── ZIP, and the Office Open XML files that are zips ────────────────────────────────────────────

/** How many last bytes of a zip are kept as they pass, for its central directory (the list of its names). */
const ZIP_TAIL_BYTES = 256 * 1024;
/** At most this many names are read from a zip's headers. */
const ZIP_NAMES = 5000;

/**
 * A zip, or an Office Open XML file (a zip with `[Content_Types].xml` and a `word/`, `xl/` or `ppt/`
 * folder), told by the names of its entries only, never their contents: the central directory at the
 * file's end (kept as the bytes pass), or, when that is out of reach, the first local entries' names.
 */
function zipCheck(head: Buffer): FileCheck {
  let tail = Buffer.alloc(0);
  return {
    candidate: 'zip',
    update(chunk) {
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > ZIP_TAIL_BYTES) tail = tail.subarray(tail.length - ZIP_TAIL_BYTES);
    },
    finish(totalBytes) {
      const names = [...centralDirectoryNames(tail, totalBytes), ...localEntryNames(head)];
      if (!names.includes('[Content_Types].xml')) return 'zip';
      if (names.some((name) => name.startsWith('word/'))) return 'docx';
      if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
      if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
      return 'zip';
    },
  };
}

/** The names in a zip's central directory, when it lies within `tail` (the file's last bytes). */
function centralDirectoryNames(tail: Buffer, totalBytes: number): string[] {
  const end = tail.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  if (end < 0 || end + 22 > tail.length) return [];
  const directoryAt = tail.readUInt32LE(end + 16) - (totalBytes - tail.length);
  const names: string[] = [];
  for (let at = directoryAt; at >= 0 && at + 46 <= end && names.length < ZIP_NAMES;) {
    if (tail.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = tail.readUInt16LE(at + 28);
    names.push(tail.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return names;
}

/**
 * The names of a zip's first local entries within its head. An entry whose size follows its data
 * (flag bit 3, as streaming writers do) is stepped over by finding the next entry's signature.
 */
function localEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < 50 && at >= 0 && at + 30 <= head.length && head.readUInt32LE(at) === 0x04034b50) {
    const flags = head.readUInt16LE(at + 6);
    const compressedSize = head.readUInt32LE(at + 18);
    const nameLength = head.readUInt16LE(at + 26);
    const dataAt = at + 30 + nameLength + head.readUInt16LE(at + 28);
    if (at + 30 + nameLength > head.length) break;
    names.push(head.toString('utf8', at + 30, at + 30 + nameLength));
    const sizeUnknown = (flags & 0x08 && compressedSize === 0) || compressedSize === 0xffffffff;
    at = sizeUnknown ? head.indexOf('PK\x03\x04', dataAt, 'latin1') : dataAt + compressedSize;
  }
  return names;
}

// ─── MP4 and QuickTime (ISO base media file format) ──────────────────────────────────────────────

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'mmp4', 'dash']);

/**
 * MP4 or MOV by the `ftyp` box's major brand (QuickTime's is `qt  `; audio-only, HEIF and other
 * brands are refused), then a walk over the top-level box headers as the bytes pass: the file must
 * hold a `moov` box, and its boxes must end exactly at its last byte (a cut-off upload does not).
 */
function isoBmffCheck(head: Buffer): FileCheck {
  const brand = head.toString('latin1', 8, 12);
  const name: FileTypeName | null = brand === 'qt  ' ? 'mov' : MP4_BRANDS.has(brand) ? 'mp4' : null;
  if (!name || head.length < 12) throw new FileRefusedError('type');
  let seen = 0;
  let nextBox = 0;
  let header = Buffer.alloc(0);
  let boxes = 0;
  let sawMoov = false;
  let lastBoxToEnd = false;
  let broken = false;
  return {
    candidate: name,
    update(chunk) {
      const chunkStart = seen;
      seen += chunk.length;
      while (!lastBoxToEnd && !broken && nextBox < seen) {
        const from = Math.max(nextBox, chunkStart) - chunkStart;
        header = Buffer.concat([header, chunk.subarray(from, from + 16 - header.length)]);
        if (header.length < 8) return;
        const size32 = header.readUInt32BE(0);
        if (size32 === 1 && header.length < 16) return;
        const boxType = header.toString('latin1', 4, 8);
        if (boxes === 0 && boxType !== 'ftyp') broken = true;
        if (boxType === 'moov') sawMoov = true;
        boxes += 1;
        if (size32 === 0) lastBoxToEnd = true;
        else {
          const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32;
          if (size < (size32 === 1 ? 16 : 8)) broken = true;
          nextBox += size;
        }
        header = Buffer.alloc(0);
      }
    },
    finish(totalBytes) {
      if (broken || !sawMoov || (!lastBoxToEnd && nextBox !== totalBytes)) throw new FileRefusedError('damaged');
      return name;
    },
  };
}

// ─── WebM (EBML) ─────────────────────────────────────────────────────────────────────────────────

/** An EBML variable-length integer at `at`: its value (the length marker removed) and its length. */
function readVint(bytes: Buffer, at: number, keepMarker = false): { value: number; length: number; unknown: boolean } {
  if (at >= bytes.length) throw new FileRefusedError('damaged');
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || at + length > bytes.length) throw new FileRefusedError('damaged');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[at + index]!;
    if (bytes[at + index] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * WebM: an EBML header whose DocType is `webm` (Matroska's `matroska` is not on the list), followed by
 * the Segment; when the Segment says its size, the file must not be shorter than it.
 */
function webmCheck(head: Buffer): FileCheck {
  const headerSize = readVint(head, 4);
  const headerEnd = 4 + headerSize.length + headerSize.value;
  if (headerSize.unknown || headerEnd > head.length) throw new FileRefusedError('damaged');
  let docType: string | null = null;
  for (let at = 4 + headerSize.length; at < headerEnd;) {
    const id = readVint(head, at, true);
    const size = readVint(head, at + id.length);
    const dataAt = at + id.length + size.length;
    if (size.unknown || dataAt + size.value > headerEnd) throw new FileRefusedError('damaged');
    if (id.value === 0x4282) docType = head.toString('latin1', dataAt, dataAt + size.value).replace(/\0+$/, '');
    at = dataAt + size.value;
  }
  if (docType !== 'webm') throw new FileRefusedError('type');
  if (!startsWith(head, [0x18, 0x53, 0x80, 0x67], headerEnd)) throw new FileRefusedError('damaged');
  const segmentSize = readVint(head, headerEnd + 4);
  const segmentEnd = headerEnd + 4 + segmentSize.length + segmentSize.value;
  return {
    candidate: 'webm',
    update: () => undefined,
    finish(totalBytes) {
      if (!segmentSize.unknown && totalBytes < segmentEnd) throw new FileRefusedError('damaged');
      return 'webm';
    },
  };
}

// ─── Office 97–2003 (Compound File Binary) ───────────────────────────────────────────────────────

/**
 * Word, Excel or PowerPoint 97–2003 are compound files, as are installers and other things: which one
 * is told by the streams named in the file's first directory sector (`WordDocument`, `Workbook` or
 * `Book`, `PowerPoint Document`), read as the bytes pass. Any other compound file is refused.
 */
function compoundFileCheck(head: Buffer): FileCheck {
  if (head.length < 512) throw new FileRefusedError('damaged');
  const sectorShift = head.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) throw new FileRefusedError('damaged');
  const sectorSize = 1 << sectorShift;
  const directoryAt = (head.readUInt32LE(48) + 1) * sectorSize;
  const directory = Buffer.alloc(sectorSize);
  let captured = 0;
  let seen = 0;
  return {
    candidate: 'doc',
    update(chunk) {
      const chunkStart = seen;
      seen += chunk.length;
      const from = Math.max(directoryAt + captured, chunkStart);
      const to = Math.min(directoryAt + sectorSize, seen);
      if (from >= to) return;
      chunk.copy(directory, from - directoryAt, from - chunkStart, to - chunkStart);
      captured = to - directoryAt;
    },
    finish() {
      if (captured < sectorSize) throw new FileRefusedError('damaged');
      const names = new Set<string>();
      for (let at = 0; at + 128 <= sectorSize; at += 128) {
        const nameBytes = Math.min(directory.readUInt16LE(at + 64), 64);
        if (nameBytes >= 2) names.add(directory.toString('utf16le', at, at + nameBytes - 2));
      }
      if (names.has('WordDocument')) return 'doc';
      if (names.has('Workbook') || names.has('Book')) return 'xls';
      if (names.has('PowerPoint Document')) return 'ppt';
      throw new FileRefusedError('type');
    },
  };
}

// ─── Plain text ──────────────────────────────────────────────────────────────────────────────────

/** Control characters text never holds (tab, line feed, form feed and carriage return are allowed). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
/**
 * Text that would be markup or a program if opened: HTML, SVG, XML, or a script with a `#!` line.
 * It is refused, so no such file is ever stored, let alone served.
 */
const ACTIVE_TEXT = /^\uFEFF?\s*(?:<|#!)|<\s*(?:script|svg|html|!doctype|iframe|object|embed|\?xml|\?php)\b/i;

/** Plain text: valid UTF-8 to the last byte, no NULs or other binary control characters, no markup. */
function plainTextCheck(head: Buffer): FileCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let broken = false;
  const read = (chunk: Buffer, end: boolean) => {
    if (broken) return '';
    try {
      const text = decoder.decode(chunk, { stream: !end });
      if (BINARY_CONTROL.test(text)) broken = true;
      return text;
    } catch {
      broken = true;
      return '';
    }
  };
  // The head decides before any byte is stored (a multi-byte character cut at its end is fine).
  const probe = new TextDecoder('utf-8', { fatal: true });
  try {
    const text = probe.decode(head, { stream: true });
    if (head.length === 0 || BINARY_CONTROL.test(text) || ACTIVE_TEXT.test(text)) throw new FileRefusedError('type');
  } catch (error) {
    if (error instanceof FileRefusedError) throw error;
    throw new FileRefusedError('type');
  }
  return {
    candidate: 'txt',
    update: (chunk) => void read(chunk, false),
    finish() {
      read(Buffer.alloc(0), true);
      if (broken) throw new FileRefusedError('type');
      return 'txt';
    },
  };
}

// ─── Names ───────────────────────────────────────────────────────────────────────────────────────

export const MAX_NAME_LENGTH = 200;

/**
 * The name a file is shown and downloaded with: the chosen name's last path segment, without control
 * or direction-changing characters (a right-to-left override can make `gpj.exe` read `exe.jpg`), at
 * most 200 characters, and ending in an extension of its real type (`photo.png` that is a JPEG is
 * shown as `photo.jpg`).
 */
export function cleanFileName(chosen: string, fileType: FileType): string {
  const base = (chosen.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  let stem = dot > 0 ? base.slice(0, dot) : base;
  if (!fileType.extensions.includes(extension) && dot > 0 && extension.length > 5) stem = base;
  stem = stem.replace(/[.\s]+$/, '') || 'file';
  const ending = fileType.extensions.includes(extension) ? extension : fileType.extensions[0]!;
  return `${[...stem].slice(0, MAX_NAME_LENGTH - ending.length - 1).join('')}.${ending}`;
}
