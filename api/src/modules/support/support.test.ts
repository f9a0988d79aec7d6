import { eq } from 'drizzle-orm';
import { marketplaceMessages, supportRequestResponseSchema } from '@talentindia/contracts';
import { notifications, outbox, supportRequests } from '../../db/schema';
import { createClient, createFreelancer } from '../../testing/marketplace-fixtures';
import { createTestApp, latestMail, type TestApp } from '../../testing/test-app';

// The real limits (RATE_LIMIT_SCALE 1): 10 support requests per account an hour.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: '/support-requests', token, payload: payload as Record<string, unknown> });

const EXPERT = {
  kind: 'hire_expert',
  subject: 'Help me scope a React Native app',
  details: 'I need an expert to review my requirements and estimate the work.',
};

async function rowsOf(userId: number) {
  return {
    requests: await t.app.db.select().from(supportRequests).where(eq(supportRequests.userId, userId)),
    bell: await t.app.db.select().from(notifications).where(eq(notifications.userId, userId)),
  };
}

/** One account for every refusal (sign-ups are rate-limited per address too). */
let refused: Awaited<ReturnType<typeof createClient>> | undefined;

describe('POST /support-requests', () => {
  it('answers 401 without a token', async () => {
    const response = await send(undefined, EXPERT);
    expect(response.statusCode).toBe(401);
  });

  it('stores "Hire an expert", confirms it on the bell and by mail ($10.00 per hour), 201', async () => {
    const client = await createClient(t, { first_name: 'Meera' });
    const response = await send(client.token, { ...EXPERT, subject: `  ${EXPERT.subject}  ` });
    expect(response.statusCode).toBe(201);
    const body = supportRequestResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      message: marketplaceMessages.supportRequestSent,
      data: { id: expect.any(Number), kind: 'hire_expert', subject: EXPERT.subject, created_at: expect.any(String) },
    });

    const { requests, bell } = await rowsOf(client.id);
    expect(requests).toEqual([
      expect.objectContaining({
        id: body.data.id,
        kind: 'hire_expert',
        subject: EXPERT.subject,
        details: EXPERT.details,
        status: 'open',
      }),
    ]);
    expect(bell).toEqual([
      expect.objectContaining({
        type: 'simple',
        action: '/dashboard',
        seen: false,
        description: `We received your request to hire an expert ($10.00 per hour): <strong>${EXPERT.subject}</strong>. Our team will reply by email within one business day.`,
      }),
    ]);
    const mail = (await latestMail(t, client.email))!;
    expect(mail.subject).toBe(`Hire an expert: we received your request #${body.data.id}`);
    expect(mail.text).toContain('Hi Meera,');
    expect(mail.text).toContain(`Hire an expert: “${EXPERT.subject}”.`);
    expect(mail.text).toContain(EXPERT.details);
    expect(mail.text).toContain('Experts are billed at $10.00 per hour.');
  });

  it('stores "Raise an issue" for any signed-in user, freelancers too', async () => {
    const freelancer = await createFreelancer(t);
    const response = await send(freelancer.token, {
      kind: 'issue',
      subject: 'Cannot log hours',
      details: 'The hours form refuses Sunday.',
    });
    expect(response.statusCode).toBe(201);
    const { requests, bell } = await rowsOf(freelancer.id);
    expect(requests.map((row) => [row.kind, row.subject])).toEqual([['issue', 'Cannot log hours']]);
    expect(bell[0]!.description).toBe(
      'We received your issue <strong>Cannot log hours</strong>. Our team will reply by email within one business day.',
    );
    const mail = (await latestMail(t, freelancer.email))!;
    expect(mail.subject).toBe(`Raise an issue: we received your request #${response.json().data.id}`);
    expect(mail.text).toContain('Our support team will look into it and reply by email within one business day.');
  });

  it('shows the user’s words as text: markup in the subject is escaped on the bell and in the mail', async () => {
    const client = await createClient(t);
    const subject = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const response = await send(client.token, { kind: 'issue', subject, details: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const { bell } = await rowsOf(client.id);
    expect(bell[0]!.description).toContain(
      '<strong>&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</strong>',
    );
    const mail = (await latestMail(t, client.email))!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['no kind', { subject: 'A', details: 'B' }, 'kind', marketplaceMessages.supportKindRequired],
    [
      'an unknown kind',
      { kind: 'refund', subject: 'A', details: 'B' },
      'kind',
      marketplaceMessages.supportKindRequired,
    ],
    [
      'a blank subject',
      { kind: 'issue', subject: '   ', details: 'B' },
      'subject',
      marketplaceMessages.subjectRequired,
    ],
    [
      'a subject too long',
      { kind: 'issue', subject: 'x'.repeat(151), details: 'B' },
      'subject',
      marketplaceMessages.subjectTooLong,
    ],
    ['no details', { kind: 'issue', subject: 'A' }, 'details', marketplaceMessages.detailsRequired],
    [
      'details too long',
      { kind: 'issue', subject: 'A', details: 'x'.repeat(5001) },
      'details',
      marketplaceMessages.detailsTooLong,
    ],
  ])('refuses %s with 422 naming the field, and stores nothing', async (_case, payload, field, message) => {
    refused ??= await createClient(t);
    const client = refused;
    const response = await send(client.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect(await rowsOf(client.id)).toEqual({ requests: [], bell: [] });
  });

  it('confirms on the bell even when the Miscellaneous mails are switched off (the mail is skipped)', async () => {
    const client = await createClient(t);
    const off = await t.request({
      method: 'POST',
      url: '/settings/email-preference',
      token: client.token,
      payload: { email_miscellaneous: 0 },
    });
    expect(off.statusCode).toBe(200);
    expect((await send(client.token, EXPERT)).statusCode).toBe(201);
    expect((await rowsOf(client.id)).bell).toHaveLength(1);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, client.email));
    expect(mails.filter((mail) => mail.category === 'email_miscellaneous')).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(/^Hire an expert: we received your request #\d+$/),
        skippedReason: 'email_miscellaneous is switched off in Email Preference',
      }),
    ]);
  });

  it('allows 10 requests per account an hour, then answers 429 and stores nothing more', async () => {
    const client = await createClient(t);
    const other = await createClient(t);
    for (let index = 0; index < 10; index += 1)
      expect((await send(client.token, { ...EXPERT, subject: `Request ${index}` })).statusCode).toBe(201);
    const limited = await send(client.token, EXPERT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in /);
    expect((await rowsOf(client.id)).requests).toHaveLength(10);
    // Another account is counted on its own.
    expect((await send(other.token, EXPERT)).statusCode).toBe(201);
  });
});
