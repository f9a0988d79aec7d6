import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import * as core from 'zod/v4/core';
import { CANONICAL_ID } from '@talentindia/contracts';
import type { RouteEntry } from '../plugins/route-table';

/**
 * Generators of bad requests for the fuzz test (`bad-requests.test.ts`). A generated request is a
 * plan: a route, and one to three mutations of a valid example of it. Plans hold no fixture values,
 * only their names (resolved when the request is sent, since sessions and ids are renewed during a
 * run), and no huge strings, only their recipe (so fast-check's report of a failure stays readable).
 */

/** A big value, made when the request is sent and shown by its recipe in reports. */
export class Big {
  private made: string | undefined;
  constructor(
    readonly label: string,
    private readonly make: () => string,
  ) {}
  get value(): string {
    return (this.made ??= this.make());
  }
  [fc.toStringMethod]() {
    return `Big(${this.label})`;
  }
}

/** The name of a fixture (a token, an id, an address), resolved when the request is sent. */
export class Fixture {
  constructor(readonly name: FixtureName) {}
  [fc.toStringMethod]() {
    return `Fixture(${this.name})`;
  }
}

export const FIXTURE_NAMES = [
  'aliceEmail',
  'bobEmail',
  'aliceToken',
  'bobToken',
  'revokedToken',
  'expiredToken',
  'aliceNotificationId',
  'bobNotificationId',
  'missingNotificationId',
  'bobResetToken',
  'bobVerifyToken',
  'usedVerifyToken',
  'googleCredential',
  'googleUnverifiedEmail',
  'googleOddNames',
  'googleNulEmail',
  'googleWrongAudience',
  'googleExpired',
  'googleForeignKey',
  'indiaId',
  'maharashtraId',
  'karnatakaId',
  'germanyId',
  'bavariaId',
  'puertoRicoId',
  'daveEmailChangeToken',
  'daveDeletionToken',
  'alicePictureKey',
  'aliceAppCode',
  'aliceSmsCode',
  'erinChallengeToken',
  'erinAppCode',
  'erinRecoveryCode',
  'aliceSetupSecret',
  'bobSetupSecret',
  'alicePaymentMethod',
  'bobPaymentMethod',
  'aliceCardId',
  'bobCardId',
  // The marketplace's hiring: Frank is a freelancer; Alice and Bob (clients) each hire one.
  'frankToken',
  'frankId',
  'hireJobId',
  'hireBobJobId',
  'hireProposalId',
  'aliceOfferId',
  'bobOfferId',
  'aliceContractId',
  'aliceFixedContractId',
  'aliceMilestoneId',
  'bobContractId',
  'bobMilestoneId',
  'aliceJobId',
  'aliceDraftJobId',
  'bobJobId',
  'aliceProposalId',
  'bobProposalId',
  'ginaProposalId',
  // Messages: Alice's thread with Frank (and a message in it); Bob's with Gina, another's to both.
  'aliceThreadId',
  'aliceMessageId',
  'bobThreadId',
  // Attachments: a file Alice sent in her thread with Frank, and a download URL signed for her.
  'aliceAttachmentId',
  'aliceAttachmentExpires',
  'aliceAttachmentSignature',
  // Invoices: one to Alice (for a milestone Frank works on), one to Bob.
  'aliceInvoiceId',
  'bobInvoiceId',
] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];
export type Fixtures = Record<FixtureName, string | number>;

/** Who a request is sent as: Alice and Bob are clients, Frank a freelancer. */
export const SENDERS = ['alice', 'bob', 'frank', 'revoked', 'expired', 'unknown'] as const;
export type Sender = (typeof SENDERS)[number];

export type Value = string | number | boolean | null | Big | Fixture | Value[] | { [key: string]: Value };

/** A valid request for a route, the base every mutation starts from. */
export interface Example {
  /** Who sends it when no mutation says otherwise (Alice by default; Frank for the freelancers' routes). */
  as?: Sender;
  params?: Record<string, Value>;
  query?: Record<string, Value>;
  body?: Record<string, Value>;
  /** Send the body as a multipart form (its fields as text), as a browser's FormData does, not as JSON. */
  multipart?: boolean;
  headers?: Record<string, string>;
  /** The session the request is sent with when unchanged (a freelancer's for `/freelancer/*`); Alice's by default. */
  token?: Value;
  /** A file sent as a multipart form with the body's fields (an upload route's file part). */
  file?: MultipartFile;
}

const FORM_BOUNDARY = 'fuzz-form-boundary';
const FORM_TYPE = `multipart/form-data; boundary=${FORM_BOUNDARY}`;

/** A body as multipart/form-data: each field as text (objects and arrays as their JSON). */
function formBody(body: Record<string, unknown>): string {
  const parts = Object.entries(body).map(([name, value]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${text}\r\n`;
  });
  return `${parts.join('')}--${FORM_BOUNDARY}--\r\n`;
}

type Where = 'body' | 'query' | 'params';
export type Mutation =
  | { kind: 'method'; method: string }
  | { kind: 'auth'; auth: { as: Sender } | { header: string } | 'none' }
  | { kind: 'field'; where: Where; field: string; value: Value }
  | { kind: 'remove'; where: Where; field: string }
  | { kind: 'extra'; where: 'body' | 'query'; fields: Record<string, Value> }
  | { kind: 'raw body'; body: string | Big; contentType: string | null }
  | { kind: 'content type'; contentType: string | null }
  | { kind: 'no body' }
  | { kind: 'raw query'; query: string | Big }
  | { kind: 'raw param'; param: string; raw: string | Big }
  | { kind: 'path'; change: (typeof PATH_CHANGES)[number] }
  | { kind: 'header'; name: string; value: string | Big }
  | { kind: 'multipart'; file: MultipartFile | null };

/**
 * A file part of a multipart body: which bytes (made when the request is sent) under which field,
 * name and declared type. Routes that take no file must refuse it; the profile must judge its bytes.
 */
export interface MultipartFile {
  field: string;
  filename: string;
  type: string;
  bytes: (typeof FILE_CONTENTS)[number];
}

export interface Plan {
  route: RouteEntry;
  /** Which of the example's variants is the base (the right and the wrong user's id, say). */
  variant: number;
  mutations: Mutation[];
}

/** Picks one of an example's variants: `pick(own, otherUsers, missing)`. */
export type Pick = <T>(...variants: T[]) => T;

// ─── What a route takes, read from the route itself ───────────────────────────────────────────

// Read through zod's core classes, so contracts in full zod and in zod/mini are read alike.
function unwrap(schema: core.$ZodType): core.$ZodType {
  if (schema instanceof core.$ZodOptional || schema instanceof core.$ZodNullable || schema instanceof core.$ZodDefault)
    return unwrap(schema._zod.def.innerType);
  if (schema instanceof core.$ZodPipe) return unwrap(schema._zod.def.in);
  return schema;
}

/** The fields of an object schema, or of both sides of an intersection of objects (a form and a flag). */
function shapeOf(schema: core.$ZodType): Record<string, core.$ZodType> | undefined {
  const inner = unwrap(schema);
  if (inner instanceof core.$ZodObject) return inner._zod.def.shape;
  if (inner instanceof core.$ZodIntersection) {
    const left = shapeOf(inner._zod.def.left);
    const right = shapeOf(inner._zod.def.right);
    return left && right ? { ...left, ...right } : undefined;
  }
  return undefined;
}

/** The fields of a route's body, query string or params schema (a zod object), with whether each is text. */
export function fieldsOf(route: RouteEntry, where: Where): { name: string; text: boolean }[] {
  const key = where === 'query' ? 'querystring' : where;
  const schema = (route.schema as Record<string, unknown> | undefined)?.[key];
  if (schema === undefined) return [];
  if (!(schema instanceof core.$ZodType)) throw new Error(`${route.method} ${route.url}: its ${key} schema is not zod`);
  const shape = shapeOf(schema);
  if (!shape) throw new Error(`${route.method} ${route.url}: its ${key} is not an object`);
  return Object.entries(shape).map(([name, field]) => ({
    name,
    text: unwrap(field) instanceof core.$ZodString && !(where === 'params' ? hasPattern : isId)(unwrap(field)),
  }));
}

/** An id in a path (the contracts' idParam): digits only, whatever else it holds is a 404, not a text error. */
function isId(schema: core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).some(
    (check) => (check._zod.def as { pattern?: RegExp }).pattern?.source === CANONICAL_ID.source,
  );
}

/**
 * A path parameter of a set shape (an id, a week's Monday as YYYY-MM-DD): a path whose parameter is
 * not of that shape names nothing, a 404 (the errors plugin), not a text error.
 */
function hasPattern(schema: core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).some((check) => (check._zod.def as { pattern?: RegExp }).pattern !== undefined);
}

/** The path parameters of a route's pattern (`:id`, and `*` for a wildcard). */
export function paramsOf(route: RouteEntry): string[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return route.url.endsWith('*') && route.url !== '*' ? [...names, '*'] : names;
}

/** Whether a route needs an example to be reached at all: it takes input, or its path has parameters. */
export function takesInput(route: RouteEntry): boolean {
  const schema = route.schema as Record<string, unknown> | undefined;
  return Boolean(schema?.body || schema?.querystring || schema?.params) || paramsOf(route).length > 0;
}

export function needsSession(route: RouteEntry): boolean {
  return Array.isArray((route.schema as { security?: unknown } | undefined)?.security);
}

// ─── Values ───────────────────────────────────────────────────────────────────────────────────

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const oddCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u202e', // right-to-left override
  '\u200f', // right-to-left mark
  '\u061c', // Arabic letter mark
  '\u200b', // zero-width space
  '\ufeff', // byte-order mark
  '\ufffd',
  '\u0301', // combining accent
  '😀',
  '🇮🇳',
  'आ',
  '\n',
  '\\',
  '"',
  "'",
  '%',
  '<',
  '&',
);

/** Strings a careless or hostile client sends. */
const oddString: fc.Arbitrary<Value> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t\n ',
      '\u0000',
      'asha\u0000@example.com',
      '\ud800',
      'x\udfff',
      '\udc00\ud800',
      '\u202eadmin\u202c@example.com',
      '\u200e\u200f\u061c',
      '\ufeffasha@example.com',
      '😀🇮🇳',
      'आशा@उदाहरण.भारत',
      'Ａｓｈａ',
      "' or '1'='1' --",
      '"; drop table users; --',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '${7*7}{{7*7}}',
      '%00',
      '%zz',
      '../../../etc/passwd',
      'null',
      'NaN',
      '-1',
      '0',
      '1e309',
      '9007199254740993',
      '__proto__',
      'constructor',
      'Secret@123',
      'asha@example.com',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.oneof(oddCharacter, loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      maxLength: 24,
    }),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      new Big('"a" × 101', () => 'a'.repeat(101)),
      new Big('"x" × 255 + "@example.com"', () => `${'x'.repeat(255)}@example.com`),
      new Big('"€" × 5,000', () => '€'.repeat(5_000)),
      new Big('"😀" × 3,000', () => '😀'.repeat(3_000)),
      new Big('"a" × 100,000', () => 'a'.repeat(100_000)),
      new Big('"b" × 1 MB', () => 'b'.repeat(1_000_000)),
      new Big('"\\u0000" × 1,000', () => '\u0000'.repeat(1_000)),
    ),
  },
);

/** Values of the wrong type for a text field (and text for a number field). */
const wrongType: fc.Arbitrary<Value> = fc.oneof<fc.Arbitrary<Value>[]>(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant<Value>([]),
  fc.constant<Value>({}),
  fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { minKeys: 1, maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Value>,
);

/** Real values in the wrong place: other users' ids and tokens, spent links, odd Google tokens. */
const fixtureValue: fc.Arbitrary<Value> = fc.constantFrom(...FIXTURE_NAMES).map((name) => new Fixture(name));

export const anyValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 3, arbitrary: wrongType },
  { weight: 2, arbitrary: fixtureValue },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '*/*',
  'json',
  '',
  null,
] as const;
const contentType = fc.constantFrom<string | null>(...CONTENT_TYPES);

const rawBody: fc.Arbitrary<string | Big> = fc.oneof(
  fc.constantFrom<string | Big>(
    '',
    ' ',
    '{',
    '{"email":',
    '[',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'null',
    'true',
    '1',
    '"x"',
    '[]',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"email":"\\u0000"}',
    '{"email":"\\ud800"}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\ufeff{}',
    'email=asha%40example.com&password=x',
    '<login><email>asha@example.com</email></login>',
    new Big('[ × 20,000 then ] × 20,000 (deep JSON)', () => `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
    new Big('{"a": × 10,000 (deep, unclosed)', () => '{"a":'.repeat(10_000)),
    new Big('a JSON object of 150 KB', () => JSON.stringify({ email: 'a'.repeat(150_000) })),
    new Big('1 MB of spaces', () => ' '.repeat(1_000_000)),
  ),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
);

const rawQuery: fc.Arbitrary<string | Big> = fc.oneof(
  fc.constantFrom<string | Big>(
    'page=1&page=2',
    'page[]=1',
    'page[a]=1',
    'page=%zz',
    'page=%00',
    'page=',
    'page',
    '=',
    '&&&',
    '?',
    'to=a%00b',
    'to=%ED%A0%80',
    'to=%F0%9F',
    'to=a&to=b',
    'to[]=a',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    'a=%',
    '%=%',
    '+++',
    new Big('a query of 1 MB', () => `to=${'q'.repeat(1_000_000)}`),
    new Big('10,000 parameters', () => Array.from({ length: 10_000 }, (_, i) => `p${i}=${i}`).join('&')),
  ),
  fc.string({ maxLength: 30 }),
);

/** A 1×1 PNG, the smallest real picture. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_CONTENTS = ['png', 'truncated png', 'text', 'gif', 'empty', 'svg', '6 MB', 'pdf'] as const;
function fileBytes(kind: MultipartFile['bytes']): Buffer {
  switch (kind) {
    case 'png':
      return TINY_PNG;
    case 'truncated png':
      return TINY_PNG.subarray(0, 40);
    case 'text':
      return Buffer.from('not a picture\n');
    case 'gif':
      return Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    case 'empty':
      return Buffer.alloc(0);
    case 'svg':
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case '6 MB':
      return Buffer.alloc(6 * 1024 * 1024, 0x41);
    case 'pdf':
      return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  }
}

const multipartFile: fc.Arbitrary<MultipartFile | null> = fc.option(
  fc.record({
    field: fc.constantFrom('image', 'file', 'first_name', '__proto__'),
    filename: fc.constantFrom('photo.jpg', 'me.png', '../../etc/passwd', '', 'a"b.png', 'ö.webp'),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream'),
    bytes: fc.constantFrom(...FILE_CONTENTS),
  }),
  { nil: null },
);

/** The body as a browser's multipart form sends it: a text part per value (JSON for objects), then the file. */
function multipartBody(body: Record<string, unknown>, file: MultipartFile | null, boundary: string): Buffer {
  const parts: Buffer[] = [];
  const disposition = (name: string, filename?: string) =>
    `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"${
      filename === undefined ? '' : `; filename="${filename.replace(/["\r\n]/g, '_')}"`
    }`;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const json = typeof value === 'object';
    parts.push(
      Buffer.from(
        `--${boundary}\r\n${disposition(name)}\r\n${json ? 'Content-Type: application/json\r\n' : ''}\r\n${
          json ? JSON.stringify(value) : String(value as string | number | boolean | null | undefined)
        }\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\n${disposition(file.field, file.filename)}\r\nContent-Type: ${file.type}\r\n\r\n`),
      fileBytes(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'] as const;

const PATH_CHANGES = [
  'trailing slash',
  'double slash',
  'upper case',
  'dot segment',
  'suffix /x',
  'suffix /%zz',
  'suffix ;a=1',
  'suffix %00',
  'prefix /api',
] as const;

const AUTH_HEADERS = [
  'Bearer',
  'Bearer ',
  'bearer {alice}',
  'Basic YWxpY2U6cGFzcw==',
  'Bearer {alice} extra',
  'Token {alice}',
  '{alice}',
  'Bearer {alice}{bob}',
  'Bearer a.b.c',
  'Bearer {alice}=',
  'Bearer %00',
  'Bearer \u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
];

const auth: fc.Arbitrary<Mutation> = fc
  .oneof(
    fc.constant<'none'>('none'),
    fc.constantFrom(...SENDERS).map((as) => ({ as })),
    fc.constantFrom(...AUTH_HEADERS).map((header) => ({ header })),
    fc.constant({ header: `Bearer ${'A'.repeat(5_000)}` }),
  )
  .map((value) => ({ kind: 'auth', auth: value }));

const header: fc.Arbitrary<Mutation> = fc.oneof(
  fc
    .constantFrom('*', '"x"', 'W/"x"', '', ',,,', 'W/', '"' + 'e'.repeat(2_000) + '"')
    .map((value) => ({ kind: 'header', name: 'if-none-match', value })),
  fc
    .constantFrom('text/html', 'application/xml', '*/*;q=0', 'application/json;q=0', '')
    .map((value) => ({ kind: 'header', name: 'accept', value })),
  fc
    .constantFrom('http://localhost:3000', 'https://evil.example', 'null', '')
    .map((value) => ({ kind: 'header', name: 'origin', value })),
  fc.constantFrom('1.2.3.4, ::1', 'not-an-ip', '', '999.999.999.999').map((value) => ({
    kind: 'header',
    name: 'x-forwarded-for',
    value,
  })),
  fc.constantFrom('1.x', '>=2', 'x').map((value) => ({ kind: 'header', name: 'accept-version', value })),
  fc.constantFrom('gzip', 'br', 'identity;q=0').map((value) => ({ kind: 'header', name: 'accept-encoding', value })),
  fc.constantFrom('deflate', 'gzip', 'x-unknown').map((value) => ({ kind: 'header', name: 'content-encoding', value })),
  fc.constantFrom('0', '5', 'abc', '99999999').map((value) => ({ kind: 'header', name: 'content-length', value })),
) as fc.Arbitrary<Mutation>;

/** One mutation of a request to this route, from what the route takes. */
export function mutationFor(route: RouteEntry): fc.Arbitrary<Mutation> {
  const options: fc.WeightedArbitrary<Mutation>[] = [
    { weight: 2, arbitrary: fc.constantFrom(...METHODS).map((method) => ({ kind: 'method', method })) },
    { weight: 3, arbitrary: auth },
    {
      weight: 2,
      arbitrary: fc.record({ body: rawBody, contentType }).map(({ body, contentType: type }) => ({
        kind: 'raw body',
        body,
        contentType: type,
      })),
    },
    { weight: 1, arbitrary: contentType.map((type) => ({ kind: 'content type', contentType: type })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
    { weight: 2, arbitrary: rawQuery.map((query) => ({ kind: 'raw query', query })) },
    { weight: 1, arbitrary: fc.constantFrom(...PATH_CHANGES).map((change) => ({ kind: 'path', change })) },
    { weight: 2, arbitrary: header },
    { weight: 2, arbitrary: multipartFile.map((file) => ({ kind: 'multipart', file }) as Mutation) },
    ...(['body', 'query'] as const).map((where) => ({
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('__proto__', 'constructor', 'id', 'user_id', 'is_admin'),
          ),
          anyValue,
          {
            minKeys: 1,
            maxKeys: 4,
          },
        )
        .map((fields) => ({ kind: 'extra', where, fields }) as Mutation),
    })),
  ];
  for (const where of ['body', 'query'] as const) {
    const names = fieldsOf(route, where).map((field) => field.name);
    if (names.length === 0) continue;
    options.push(
      {
        weight: 8,
        arbitrary: fc
          .record({ field: fc.constantFrom(...names), value: anyValue })
          .map(({ field, value }) => ({ kind: 'field', where, field, value })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...names).map((field) => ({ kind: 'remove', where, field })),
      },
    );
  }
  const params = paramsOf(route);
  if (params.length > 0) {
    options.push(
      {
        weight: 5,
        arbitrary: fc
          .record({
            param: fc.constantFrom(...params),
            value: fc.oneof(
              anyValue,
              fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', ' 1', '+1', '0001'),
              fc
                .constantFrom<FixtureName>('aliceNotificationId', 'bobNotificationId', 'missingNotificationId')
                .map((name) => new Fixture(name)),
            ),
          })
          .map(({ param, value }) => ({ kind: 'field', where: 'params', field: param, value })),
      },
      {
        weight: 3,
        arbitrary: fc
          .record({
            param: fc.constantFrom(...params),
            raw: fc.constantFrom<string | Big>(
              '%',
              '%zz',
              '%E0%A4%A',
              '%C0%AF',
              '%ED%A0%80',
              '%00',
              '%2F',
              '%2e%2e',
              '..',
              '',
              new Big('"x" × 101', () => 'x'.repeat(101)),
              new Big('"1" × 300', () => '1'.repeat(300)),
              new Big('"%41" × 2,000', () => '%41'.repeat(2_000)),
            ),
          })
          .map(({ param, raw }) => ({ kind: 'raw param', param, raw })),
      },
    );
  }
  return fc.oneof(...options);
}

/** Any bad request to any of these routes: one to three mutations of the route's example. */
export function planFor(routes: readonly RouteEntry[]): fc.Arbitrary<Plan> {
  // Shown as "POST /login" in fast-check's report, not as the route's whole schema.
  const named = routes.map((route) => ({ ...route, [fc.toStringMethod]: () => `${route.method} ${route.url}` }));
  return fc.constantFrom(...named).chain((route) =>
    fc.record({
      route: fc.constant(route),
      variant: fc.nat({ max: 11 }),
      mutations: fc.array(mutationFor(route), { minLength: 1, maxLength: 3 }),
    }),
  );
}

// ─── From a plan to a request ─────────────────────────────────────────────────────────────────

/** %-encodes a value as a client would; a lone surrogate becomes its three WTF-8 bytes (a URL cannot carry it). */
export function encodeUrlValue(value: string): string {
  let encoded = '';
  for (const character of value) {
    if (/\p{Cs}/u.test(character)) {
      const code = character.charCodeAt(0);
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

export interface Resolver {
  fixtures: Fixtures;
  tokenOf(sender: Sender): string;
}

function resolve(value: Value, resolver: Resolver): unknown {
  if (value instanceof Big) return value.value;
  if (value instanceof Fixture) return resolver.fixtures[value.name];
  if (Array.isArray(value)) return value.map((item) => resolve(item, resolver));
  if (value !== null && typeof value === 'object') {
    // defineProperty, so a "__proto__" key stays a key, as it would arrive in JSON.
    const object: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(object, key, {
        value: resolve(item, resolver),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return object;
  }
  return value;
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) pairs.push(encodeUrlValue(key));
    else if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (typeof value === 'object')
      for (const [inner, item] of Object.entries(value as Record<string, unknown>)) add(`${key}[${inner}]`, item);
    else
      pairs.push(
        `${encodeUrlValue(key)}=${encodeUrlValue(String(value as string | number | boolean | null | undefined))}`,
      );
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

const raw = (value: string | Big) => (value instanceof Big ? value.value : value);

/** The request a plan describes, ready for `app.inject`. */
export function buildRequest(
  plan: Plan,
  example: Example,
  resolver: Resolver,
): InjectOptions & { method: string; url: string } {
  const { route } = plan;
  let method = route.method;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(example.params ?? {})) params[key] = resolve(value, resolver);
  const rawParams: Record<string, string> = {};
  let query = resolve(example.query ?? {}, resolver) as Record<string, unknown>;
  let rawQueryText: string | undefined;
  let body = example.body === undefined ? undefined : (resolve(example.body, resolver) as Record<string, unknown>);
  let rawBodyText: string | undefined;
  let type: string | null = body === undefined ? null : example.multipart ? FORM_TYPE : 'application/json';
  const sessionToken =
    example.token === undefined ? resolver.tokenOf(example.as ?? 'alice') : String(resolve(example.token, resolver));
  let authorization = needsSession(route) ? `Bearer ${sessionToken}` : undefined;
  const headers: Record<string, string> = { ...example.headers };
  const pathChanges: string[] = [];
  /** Set by a multipart mutation: the body goes as a form (with this file), unless a later mutation replaces it. */
  let form: { file: MultipartFile | null } | undefined;
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  if (example.file) {
    form = { file: example.file };
    type = `multipart/form-data; boundary=${boundary}`;
  }

  for (const mutation of plan.mutations) {
    switch (mutation.kind) {
      case 'method':
        method = mutation.method;
        break;
      case 'auth':
        authorization =
          mutation.auth === 'none'
            ? undefined
            : 'as' in mutation.auth
              ? `Bearer ${resolver.tokenOf(mutation.auth.as)}`
              : mutation.auth.header
                  .replaceAll('{alice}', resolver.tokenOf('alice'))
                  .replaceAll('{bob}', resolver.tokenOf('bob'));
        break;
      case 'field': {
        const value = resolve(mutation.value, resolver);
        if (mutation.where === 'params') params[mutation.field] = value;
        else if (mutation.where === 'query') query = { ...query, [mutation.field]: value };
        else {
          body = { ...(body ?? {}), [mutation.field]: value };
          type ??= 'application/json';
        }
        break;
      }
      case 'remove':
        if (mutation.where === 'params') params[mutation.field] = '';
        else if (mutation.where === 'query')
          query = Object.fromEntries(Object.entries(query).filter(([key]) => key !== mutation.field));
        else if (body) body = Object.fromEntries(Object.entries(body).filter(([key]) => key !== mutation.field));
        break;
      case 'extra': {
        const extra = resolve(mutation.fields, resolver) as Record<string, unknown>;
        if (mutation.where === 'query') query = { ...query, ...extra };
        else {
          const merged = { ...(body ?? {}) };
          for (const [key, value] of Object.entries(extra))
            Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
          body = merged;
          type ??= 'application/json';
        }
        break;
      }
      case 'raw body':
        rawBodyText = raw(mutation.body);
        type = mutation.contentType;
        form = undefined;
        break;
      case 'content type':
        type = mutation.contentType;
        break;
      case 'no body':
        body = undefined;
        rawBodyText = undefined;
        type = null;
        form = undefined;
        break;
      case 'multipart':
        form = { file: mutation.file };
        rawBodyText = undefined;
        type = `multipart/form-data; boundary=${boundary}`;
        break;
      case 'raw query':
        rawQueryText = raw(mutation.query);
        break;
      case 'raw param':
        rawParams[mutation.param] = raw(mutation.raw);
        break;
      case 'path':
        pathChanges.push(mutation.change);
        break;
      case 'header':
        headers[mutation.name] = raw(mutation.value);
        break;
    }
  }

  const segment = (name: string) => {
    if (name in rawParams) return rawParams[name]!;
    const value = params[name];
    const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
    return name === '*' ? text.split('/').map(encodeUrlValue).join('/') : encodeUrlValue(text);
  };
  let path =
    route.url === '*'
      ? '/login'
      : route.url.replace(/:(\w+)/g, (_match, name: string) => segment(name)).replace(/\*$/, () => segment('*'));
  for (const change of pathChanges) {
    if (change === 'trailing slash') path = `${path}/`;
    else if (change === 'double slash') path = `/${path}`;
    else if (change === 'upper case') path = path.toUpperCase();
    else if (change === 'dot segment') path = `/x/..${path}`;
    else if (change === 'prefix /api') path = `/api${path}`;
    else path = `${path}${change.slice('suffix '.length)}`;
  }
  const search = rawQueryText ?? queryString(query);
  const payload =
    rawBodyText ??
    (form
      ? multipartBody(body ?? {}, form.file, boundary)
      : body === undefined
        ? undefined
        : type === FORM_TYPE
          ? formBody(body)
          : JSON.stringify(body));
  if (type !== null && payload !== undefined) headers['content-type'] = type;
  if (authorization !== undefined) headers.authorization = authorization;
  return {
    method: method as InjectOptions['method'] & string,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}
