import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  fromMinorUnits,
  weekOf,
  type DeveloperType,
  type ExperienceLevel,
  type JobDuration,
  type Place,
} from '@talentindia/contracts';
import {
  charges,
  contracts,
  creditEntries,
  freelancerProfiles,
  invoices,
  jobs,
  messageAttachments,
  messages,
  milestones,
  moneyTransactions,
  notifications,
  offers,
  proposals,
  rateLimitHits,
  refunds,
  releases,
  reviews,
  threads,
  timeEntries,
  users,
} from '../db/schema';
import { createSession, findByEmail } from '../modules/accounts';
import { closeEndedWeeks, releaseReviewedWeeks, REVIEW_DAYS } from '../modules/contracts';
import { addCreditEntry } from '../modules/credit-ledger';
import { hashPassword } from '../services/passwords';
import { DEMO_ACCOUNT } from './demo-account';
import { DEMO_CONVERSATIONS, type ChatLine } from './demo-conversations';
import { demoUpload, multipartBody, type DemoUpload } from './demo-files';
import { DEMO_FREELANCER_PASSWORD, type DemoFreelancer } from './freelancer-generator';

/** The demo client's newest notifications left unseen, for the bell to show something new. */
export const DEMO_UNSEEN_NOTIFICATIONS = 3;
/**
 * The demo client's marketplace (DEMO_DATA=1), made through the api the way people make it: the
 * demo client (a session of theirs) posts jobs and hires; the demo freelancers sign in with the
 * README password and propose, accept, log hours and submit milestones; other demo clients hire and
 * review some freelancers so profiles have history. The accounts are rows, like the demo client's;
 * everything they do is an `app.inject` request, so the jobs, proposals, contracts, thread events,
 * notifications and mails are the api's own, by its rules.
 *
 * Deterministic: the same jobs, proposals, offers, hours and reviews every time, by the same people
 * (the freelancer generator is seeded). The api stamps everything "now"; each step is then moved
 * back to its place on a timeline (days before the seeding), so lists have realistic dates and an
 * hourly contract can have hours on past days. Only timestamps are moved, never a state. The hourly
 * weeks are closed, invoiced and released by the scheduler's own code, run on the timeline as of
 * the moments the scheduled task would have run (the Monday after each week, the end of its review).
 *
 * Idempotent: a client who has any job is left alone (the seeding ran, or they work on their own),
 * so a restart adds nothing and later starts keep what the user changed.
 */

/** The requests of the seeding come from this address (TEST-NET-1), so they spend no real address's rate limits. */
export const DEMO_SEED_ADDRESS = '192.0.2.10';

/** Other clients whose closed contracts give demo freelancers reviews; they sign in with the demo password. */
export const OTHER_DEMO_CLIENTS = [
  { firstName: 'Ananya', lastName: 'Kapoor', email: 'ananya.kapoor@clients.talentindia.dev' },
  { firstName: 'Vikram', lastName: 'Rao', email: 'vikram.rao@clients.talentindia.dev' },
  { firstName: 'Sneha', lastName: 'Iyer', email: 'sneha.iyer@clients.talentindia.dev' },
] as const;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A freelancer in a scenario: the n-th (0-based) demo freelancer of a developer type. */
interface Who {
  type: DeveloperType;
  n: number;
}

interface JobSpec {
  title: string;
  description: string;
  developerType: DeveloperType;
  level: ExperienceLevel;
  duration: JobDuration;
  skills: string[];
  /** Hourly: the rate range in dollars and hours per week; fixed: the budget in dollars. */
  pay: { hourly: [number, number]; weeklyHours: number } | { budget: number };
}

interface ProposalSpec {
  by: Who;
  /** Where the client put it; `messaged` also opens the conversation. `withdrawn`: the freelancer took it back. */
  then?: 'shortlisted' | 'archived' | 'messaged' | 'shortlisted+messaged' | 'withdrawn';
}

interface HireSpec {
  /** Which proposal (index into `proposals`) the offer answers. */
  proposal: number;
  daysAgo: number;
  /** Hourly: the weekly limit. Fixed: the milestones, and how far each got. */
  terms:
    | { weeklyLimit: number; hours: { from: number; to: number; minutes: number; daysOfSeven: number[] } }
    | {
        milestones: {
          name: string;
          amount: number;
          dueInDays: number;
          state: 'pending' | 'submitted' | 'approved';
          /**
           * Funded first with a card that declines (not the first milestone, funded on accepting): its
           * invoice waits, unpaid, until the client pays it again the next day with their first card.
           */
          declinedFirst?: true;
        }[];
      };
  /** Ending the contract with a review closes the job (its only contract). */
  end?: { daysAgo: number; rating: number; review: string };
  /**
   * Just before the offer, the client fills in their billing details (a company in Karnataka, with
   * its GSTIN) and claims the dashboard's sign-up credits, so the payments after it spend them first.
   */
  claimsCreditsFirst?: true;
}

interface Scenario {
  job: JobSpec;
  /** Posted this many days before the seeding; a draft is never published. */
  postedDaysAgo: number;
  draft?: boolean;
  proposals?: ProposalSpec[];
  hire?: HireSpec;
}

/**
 * Which days of every seven (counted back from the seeding, by remainder) have hours. Any seven days
 * in a row, so any Monday-to-Sunday week, hold each remainder once: the same number of entries
 * whatever the weekday of the seeding, and a week's total is these days' minutes, within the limit.
 */
const FOUR_DAYS_OF_SEVEN = [0, 1, 3, 5];

/** The demo client's jobs: two drafts, three open with proposals, an hourly and a fixed contract, a closed job. */
const DEMO_CLIENT_SCENARIOS: Scenario[] = [
  {
    postedDaysAgo: 58,
    job: {
      title: 'Website performance audit and fixes',
      description:
        'Our marketing site scores poorly on Core Web Vitals. Audit it, fix the biggest problems (images, fonts, ' +
        'render-blocking scripts) and leave a short report of what changed and what to watch.',
      developerType: 'web',
      level: 'expert',
      duration: 'less_than_1_month',
      skills: ['Lighthouse', 'JavaScript', 'Web Performance', 'CSS'],
      pay: { hourly: [30, 50], weeklyHours: 15 },
    },
    proposals: [{ by: { type: 'web', n: 0 }, then: 'shortlisted+messaged' }, { by: { type: 'web', n: 1 } }],
    hire: {
      proposal: 0,
      daysAgo: 55,
      claimsCreditsFirst: true,
      terms: { weeklyLimit: 15, hours: { from: 54, to: 40, minutes: 180, daysOfSeven: FOUR_DAYS_OF_SEVEN } },
      end: {
        daysAgo: 38,
        rating: 5,
        review:
          'Our Lighthouse score went from 48 to 96 in three weeks. Clear explanations of every change and a tidy ' +
          'report at the end. Would hire again without a second thought.',
      },
    },
  },
  {
    postedDaysAgo: 30,
    job: {
      title: 'React Native developer for a fitness app',
      description:
        'We have designs for a workout tracking app (iOS and Android). Build the screens in React Native, connect ' +
        'them to our REST API and set up push notifications. Long-term work for the right person.',
      developerType: 'mobile',
      level: 'intermediate',
      duration: 'more_than_6_months',
      skills: ['React Native', 'TypeScript', 'Redux', 'Firebase'],
      pay: { hourly: [20, 40], weeklyHours: 20 },
    },
    proposals: [
      { by: { type: 'mobile', n: 0 }, then: 'shortlisted+messaged' },
      { by: { type: 'mobile', n: 1 }, then: 'shortlisted' },
      { by: { type: 'mobile', n: 2 }, then: 'archived' },
    ],
    hire: {
      proposal: 0,
      daysAgo: 26,
      terms: { weeklyLimit: 20, hours: { from: 25, to: 2, minutes: 240, daysOfSeven: FOUR_DAYS_OF_SEVEN } },
    },
  },
  {
    postedDaysAgo: 21,
    job: {
      title: 'E-commerce storefront in Next.js with Stripe',
      description:
        'Build our online store: product listing and detail pages, a cart, Stripe checkout and a small admin to ' +
        'manage products. Designs are ready in Figma.',
      developerType: 'full_stack',
      level: 'expert',
      duration: '1_to_3_months',
      skills: ['Next.js', 'React', 'Node.js', 'Stripe', 'PostgreSQL'],
      pay: { budget: 2400 },
    },
    proposals: [
      { by: { type: 'full_stack', n: 0 }, then: 'shortlisted+messaged' },
      { by: { type: 'full_stack', n: 1 } },
      { by: { type: 'full_stack', n: 2 }, then: 'archived' },
    ],
    hire: {
      proposal: 0,
      daysAgo: 18,
      terms: {
        milestones: [
          { name: 'Design system and product pages', amount: 800, dueInDays: 3, state: 'approved' },
          { name: 'Cart and Stripe checkout', amount: 900, dueInDays: 10, state: 'submitted', declinedFirst: true },
          { name: 'Admin and launch', amount: 700, dueInDays: 24, state: 'pending' },
        ],
      },
    },
  },
  {
    postedDaysAgo: 10,
    job: {
      title: 'Landing page for a fintech product launch',
      description:
        'A one-page site for our savings app launch: hero, features, pricing and a waitlist form. Responsive, fast ' +
        'and accessible; we provide copy and brand assets.',
      developerType: 'web',
      level: 'entry',
      duration: 'less_than_1_month',
      skills: ['HTML', 'CSS', 'JavaScript', 'Tailwind CSS'],
      pay: { budget: 800 },
    },
    proposals: [
      { by: { type: 'web', n: 2 }, then: 'messaged' },
      { by: { type: 'web', n: 3 } },
      { by: { type: 'web', n: 4 }, then: 'withdrawn' },
    ],
  },
  {
    postedDaysAgo: 7,
    job: {
      title: 'Node.js and PostgreSQL API for a booking platform',
      description:
        'Design and build the REST API of a salon booking platform: services, staff calendars, bookings and ' +
        'reminders by SMS. Tests and API documentation are part of the work.',
      developerType: 'full_stack',
      level: 'intermediate',
      duration: '1_to_3_months',
      skills: ['Node.js', 'PostgreSQL', 'TypeScript', 'REST APIs'],
      pay: { budget: 3000 },
    },
    proposals: [
      { by: { type: 'full_stack', n: 3 }, then: 'shortlisted+messaged' },
      { by: { type: 'full_stack', n: 4 } },
      { by: { type: 'full_stack', n: 5 }, then: 'archived' },
      { by: { type: 'full_stack', n: 6 } },
    ],
  },
  {
    postedDaysAgo: 4,
    job: {
      title: 'React developer for an analytics dashboard',
      description:
        'Build the charts and tables of our SaaS analytics dashboard in React and TypeScript against an existing ' +
        'GraphQL API. Experience with large data sets and accessibility is a plus.',
      developerType: 'front_end',
      level: 'expert',
      duration: '3_to_6_months',
      skills: ['React', 'TypeScript', 'GraphQL', 'D3.js'],
      pay: { hourly: [25, 45], weeklyHours: 30 },
    },
    proposals: [
      { by: { type: 'front_end', n: 0 }, then: 'shortlisted+messaged' },
      { by: { type: 'front_end', n: 1 }, then: 'shortlisted' },
      { by: { type: 'front_end', n: 2 }, then: 'archived' },
      { by: { type: 'front_end', n: 3 } },
      { by: { type: 'front_end', n: 4 } },
    ],
  },
  {
    postedDaysAgo: 5,
    draft: true,
    job: {
      title: 'WordPress to headless CMS migration',
      description:
        'Move our blog (about 400 posts) from WordPress to a headless CMS and a static front end, keeping URLs ' +
        'and SEO intact.',
      developerType: 'web',
      level: 'intermediate',
      duration: '1_to_3_months',
      skills: ['WordPress', 'Headless CMS', 'Next.js'],
      pay: { hourly: [20, 35], weeklyHours: 15 },
    },
  },
  {
    postedDaysAgo: 2,
    draft: true,
    job: {
      title: 'Flutter developer for a food delivery app',
      description:
        'Customer app for a local food delivery service: menus, cart, live order tracking and payments. Android ' +
        'first, iOS later.',
      developerType: 'mobile',
      level: 'expert',
      duration: '3_to_6_months',
      skills: ['Flutter', 'Dart', 'Firebase', 'Google Maps API'],
      pay: { budget: 4500 },
    },
  },
];

/** Other clients' finished work: closed jobs with reviews of freelancers the demo client has not hired. */
const OTHER_CLIENT_SCENARIOS: Record<(typeof OTHER_DEMO_CLIENTS)[number]['email'], Scenario[]> = {
  'ananya.kapoor@clients.talentindia.dev': [
    {
      postedDaysAgo: 80,
      job: {
        title: 'Android app bug fixes and Play Store release',
        description: 'Fix crash reports from our Android app and publish the new version on the Play Store.',
        developerType: 'mobile',
        level: 'intermediate',
        duration: 'less_than_1_month',
        skills: ['Kotlin', 'Android', 'Firebase Crashlytics'],
        pay: { budget: 600 },
      },
      proposals: [{ by: { type: 'mobile', n: 3 } }],
      hire: {
        proposal: 0,
        daysAgo: 78,
        terms: { milestones: [{ name: 'Crash fixes and release', amount: 600, dueInDays: 14, state: 'approved' }] },
        end: {
          daysAgo: 70,
          rating: 5,
          review: 'Fixed every crash on the list and shipped the release two days early. Great communication.',
        },
      },
    },
  ],
  'vikram.rao@clients.talentindia.dev': [
    {
      postedDaysAgo: 75,
      job: {
        title: 'Vue.js admin panel for a logistics company',
        description: 'Build the admin panel of our shipment tracking system in Vue 3 with role-based access.',
        developerType: 'front_end',
        level: 'expert',
        duration: '1_to_3_months',
        skills: ['Vue.js', 'TypeScript', 'Pinia'],
        pay: { hourly: [25, 40], weeklyHours: 20 },
      },
      proposals: [{ by: { type: 'front_end', n: 5 } }],
      hire: {
        proposal: 0,
        daysAgo: 72,
        terms: { weeklyLimit: 20, hours: { from: 71, to: 50, minutes: 300, daysOfSeven: [0, 2, 4] } },
        end: {
          daysAgo: 48,
          rating: 4,
          review:
            'Solid Vue work and clean code. A couple of deadlines slipped by a day, but the panel works well and ' +
            'our team uses it daily.',
        },
      },
    },
  ],
  'sneha.iyer@clients.talentindia.dev': [
    {
      postedDaysAgo: 90,
      job: {
        title: 'Shopify theme customisation',
        description: 'Adapt our Shopify theme to the new brand: colours, typography, product page layout.',
        developerType: 'web',
        level: 'intermediate',
        duration: 'less_than_1_month',
        skills: ['Shopify', 'Liquid', 'CSS'],
        pay: { budget: 500 },
      },
      proposals: [{ by: { type: 'web', n: 5 } }],
      hire: {
        proposal: 0,
        daysAgo: 88,
        terms: { milestones: [{ name: 'Theme changes', amount: 500, dueInDays: 10, state: 'approved' }] },
        end: {
          daysAgo: 80,
          rating: 5,
          review: 'Exactly what we asked for, pixel perfect, and very patient with our feedback rounds.',
        },
      },
    },
    {
      postedDaysAgo: 65,
      job: {
        title: 'Laravel API maintenance',
        description: 'Keep our Laravel API up to date, fix bugs from our tracker and add small features.',
        developerType: 'full_stack',
        level: 'intermediate',
        duration: '1_to_3_months',
        skills: ['PHP', 'Laravel', 'MySQL'],
        pay: { hourly: [20, 30], weeklyHours: 10 },
      },
      proposals: [{ by: { type: 'full_stack', n: 7 } }],
      hire: {
        proposal: 0,
        daysAgo: 63,
        terms: { weeklyLimit: 10, hours: { from: 62, to: 45, minutes: 120, daysOfSeven: [1, 4] } },
        end: {
          daysAgo: 42,
          rating: 5,
          review: 'Reliable and quick. Our bug backlog is empty for the first time in a year.',
        },
      },
    },
  ],
};

const COVER_LETTER_OPENINGS = [
  'I have delivered several projects very close to this one and would love to help.',
  'This is exactly the kind of work I enjoy, and I have done it for clients in India and abroad.',
  'I read your description carefully and I am confident I can deliver it on time.',
  'I specialise in this stack and can start this week.',
];

function coverLetter(person: DemoFreelancer, job: JobSpec, index: number): string {
  return [
    `Hello, I am ${person.firstName}.`,
    COVER_LETTER_OPENINGS[index % COVER_LETTER_OPENINGS.length]!,
    `For "${job.title}" I would use ${job.skills.slice(0, 3).join(', ')}, share progress every few days and keep the code documented.`,
    'Happy to talk through the details in a call.',
  ].join(' ');
}

/** The days an hourly contract has hours (on the chosen days between the two), each logged the same evening. */
function hourDays(hours: { from: number; to: number; daysOfSeven: number[] }, now: Date): Date[] {
  const days: Date[] = [];
  for (let ago = hours.from; ago >= hours.to; ago -= 1)
    if (hours.daysOfSeven.includes(ago % 7)) days.push(daysAgo(now, ago, 13));
  return days;
}

/** A calendar day `days` before `now` (UTC), at a fixed time of day: the timeline's points. */
function daysAgo(now: Date, days: number, hour = 5): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour, 30));
}
const dateText = (date: Date) => date.toISOString().slice(0, 10);

/** What a step of the api answered, or the seeding stops with why (a changed rule, a bug). */
type Answer = { status: boolean; message?: string; data: Record<string, unknown> & { id?: number } };

class DemoApi {
  /** The freelancers' sessions, signed in once each. */
  private readonly freelancerTokens = new Map<number, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly freelancers: readonly DemoFreelancer[],
  ) {}

  /** A request as `token`'s holder; it must succeed, or answer `expectedStatus` when one is given (a decline's 402). */
  async call(
    token: string | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    expectedStatus?: number,
  ): Promise<Answer> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: DEMO_SEED_ADDRESS,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    if (expectedStatus === undefined ? response.statusCode >= 300 : response.statusCode !== expectedStatus)
      throw new Error(`marketplace demo: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json() as Answer;
  }

  /** Whether cards can be saved here: the built-in test provider's, not Stripe's (which needs a browser). */
  get savesTestCards(): boolean {
    return this.app.payments.name === 'test';
  }

  /** Saves one of the test provider's cards through its card form, as a client does; answers the card's id. */
  async saveTestCard(token: string, cardNumber: string): Promise<number> {
    const setup = await this.call(token, 'GET', '/settings/payment-methods/stripe/setup');
    const confirmed = await this.call(token, 'POST', '/settings/payment-methods/test-provider/confirm', {
      client_secret: setup.data.client_secret,
      card_number: cardNumber,
      exp_month: 12,
      exp_year: this.app.clock.now().getUTCFullYear() + 4,
      cvc: '123',
    });
    const saved = await this.call(token, 'POST', '/settings/payment-methods/stripe/setup', {
      payment_method: confirmed.data.payment_method,
    });
    return Number(saved.data.id);
  }

  /** Uploads a file into a thread as a browser would (multipart); answers the attachment's id. */
  async upload(token: string, threadId: number, file: DemoUpload): Promise<number> {
    const { body, contentType } = multipartBody(file);
    const response = await this.app.inject({
      method: 'POST',
      url: `/threads/${threadId}/attachments`,
      remoteAddress: DEMO_SEED_ADDRESS,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    if (response.statusCode >= 300)
      throw new Error(`marketplace demo: uploading ${file.name} answered ${response.statusCode} ${response.body}`);
    return Number((response.json() as Answer).data.id);
  }

  freelancer(pick: Who): DemoFreelancer {
    const person = this.freelancers.filter((each) => each.developerType === pick.type)[pick.n];
    if (!person) throw new Error(`marketplace demo: no demo freelancer ${pick.type} #${pick.n}`);
    return person;
  }

  /** Signs the freelancer in as anyone would, with the README password. */
  async tokenOf(person: DemoFreelancer): Promise<string> {
    let token = this.freelancerTokens.get(person.id);
    if (!token) {
      const answer = await this.call(null, 'POST', '/login', {
        email: person.email,
        password: DEMO_FREELANCER_PASSWORD,
        remember_me: false,
      });
      token = String(answer.data.token);
      this.freelancerTokens.set(person.id, token);
    }
    return token;
  }

  /** Ends every session the seeding opened: no demo freelancer stays signed in by it. */
  async signOutAll(clientTokens: string[]) {
    for (const token of [...this.freelancerTokens.values(), ...clientTokens]) await this.call(token, 'POST', '/logout');
  }
}

/** `(1, 2, 3)`, for `in`. */
const idList = (ids: number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Moves what the api wrote for the jobs since `since` back to `to` (the same distance for every row,
 * so their order stays): the jobs, their proposals, offers, contracts, milestones, money, reviews,
 * time entries, conversations and messages, and the people's notifications written meanwhile.
 * One statement (a data-modifying CTE per table), as this runs after every step.
 */
async function moveBack(app: FastifyInstance, { jobIds, people }: Touched, since: Date, to: Date) {
  const by = sql`make_interval(secs => ${(since.getTime() - to.getTime()) / 1000}::float8)`;
  const from = sql`${since.toISOString()}::timestamptz`;
  const jobList = idList(jobIds);
  const offersOfJob = sql`(select ${offers.id} from ${offers} where ${offers.jobId} in ${jobList})`;
  const contractsOfJob = sql`(select ${contracts.id} from ${contracts} where ${contracts.jobId} in ${jobList})`;
  const threadsOfJob = sql`(select ${threads.id} from ${threads} where ${threads.jobId} in ${jobList})`;
  const invoicesOfJob = sql`(select ${invoices.id} from ${invoices} where ${invoices.contractId} in ${contractsOfJob})`;
  const moves: [PgTable, PgColumn[], SQL][] = [
    [jobs, [jobs.createdAt, jobs.updatedAt, jobs.publishedAt, jobs.closedAt], sql`${jobs.id} in ${jobList}`],
    [
      proposals,
      [proposals.createdAt, proposals.updatedAt, proposals.messagedAt],
      sql`${proposals.jobId} in ${jobList}`,
    ],
    [offers, [offers.createdAt, offers.respondedAt], sql`${offers.jobId} in ${jobList}`],
    [contracts, [contracts.startedAt, contracts.endedAt], sql`${contracts.jobId} in ${jobList}`],
    [
      milestones,
      [
        milestones.fundedAt,
        milestones.submittedAt,
        milestones.approvedAt,
        milestones.changesRequestedAt,
        milestones.cancelledAt,
      ],
      sql`${milestones.offerId} in ${offersOfJob}`,
    ],
    // The money the steps moved, dated with them (issue 19: the reports show a history).
    [invoices, [invoices.issuedAt], sql`${invoices.contractId} in ${contractsOfJob}`],
    [charges, [charges.createdAt, charges.settledAt], sql`${charges.invoiceId} in ${invoicesOfJob}`],
    [refunds, [refunds.createdAt, refunds.settledAt], sql`${refunds.invoiceId} in ${invoicesOfJob}`],
    [releases, [releases.releasedAt], sql`${releases.invoiceId} in ${invoicesOfJob}`],
    [moneyTransactions, [moneyTransactions.occurredAt], sql`${moneyTransactions.contractId} in ${contractsOfJob}`],
    [creditEntries, [creditEntries.createdAt], sql`${creditEntries.userId} in ${idList(people)}`],
    [reviews, [reviews.createdAt], sql`${reviews.contractId} in ${contractsOfJob}`],
    [timeEntries, [timeEntries.createdAt], sql`${timeEntries.contractId} in ${contractsOfJob}`],
    [
      threads,
      [
        threads.createdAt,
        threads.lastMessageAt,
        threads.clientReadAt,
        threads.freelancerReadAt,
        threads.clientNotifiedAt,
        threads.freelancerNotifiedAt,
      ],
      sql`${threads.jobId} in ${jobList}`,
    ],
    [messages, [messages.createdAt, messages.readAt], sql`${messages.threadId} in ${threadsOfJob}`],
    [
      messageAttachments,
      [messageAttachments.createdAt, messageAttachments.storedAt],
      sql`${messageAttachments.threadId} in ${threadsOfJob}`,
    ],
    [notifications, [notifications.createdAt], sql`${notifications.userId} in ${idList(people)}`],
  ];
  const updates = moves.map(([table, columns, where], index) => {
    const set = sql.join(
      columns.map(
        (column) =>
          sql`${sql.identifier(column.name)} = case when ${column} >= ${from} then ${column} - ${by} else ${column} end`,
      ),
      sql`, `,
    );
    const touched = sql.join(
      columns.map((column) => sql`${column} >= ${from}`),
      sql` or `,
    );
    return sql`${sql.identifier(`moved_${index}`)} as (update ${table} set ${set} where ${where} and (${touched}))`;
  });
  await app.db.execute(sql`with ${sql.join(updates, sql`, `)} select 1`);
}

/** What a step may write to: the jobs' rows (their ids known once posted), and whom it may notify. */
interface Touched {
  jobIds: number[];
  people: number[];
}

/** One request (or a few) of a scenario, or a run of the hourly weeks, and its moment on the timeline. */
interface Step {
  when: Date;
  touches: () => Touched;
  run: () => Promise<unknown>;
}

/** Every scenario's jobs (those posted so far) and people, from their steps. */
function allTouched(steps: Step[]): () => Touched {
  const scenarios = [...new Set(steps.map((each) => each.touches))];
  return () => {
    const touched = scenarios.map((touches) => touches());
    return {
      jobIds: [...new Set(touched.flatMap((each) => each.jobIds))].filter((id) => id > 0),
      people: [...new Set(touched.flatMap((each) => each.people))],
    };
  };
}

/** The scheduled task of the hourly weeks runs at 10 past the hour (`hourlyWeeksTask`). */
const WEEKS_TASK_MINUTE = 10 * 60 * 1000;

/**
 * The hourly weeks' runs on the timeline, when the scheduled task would have made them: the Monday
 * after each week with hours closes it (its invoice, charged to the client), and the end of its
 * review releases it to the freelancer. Each is the scheduler's own code acting as of its moment;
 * moments still ahead are the scheduler's. A run acts on every contract due, so what it writes is
 * dated back across all the seeded jobs.
 */
function planWeekRuns(app: FastifyInstance, scenarios: Scenario[], now: Date, touches: () => Touched): Step[] {
  const moments = new Set<number>();
  for (const scenario of scenarios) {
    const terms = scenario.hire?.terms;
    if (!terms || !('weeklyLimit' in terms)) continue;
    for (const day of hourDays(terms.hours, now)) {
      const ended = weekOf(day).endsAt.getTime();
      moments.add(ended + WEEKS_TASK_MINUTE);
      moments.add(ended + REVIEW_DAYS * DAY + WEEKS_TASK_MINUTE);
    }
  }
  return [...moments]
    .filter((moment) => moment < now.getTime())
    .map((moment) => {
      const asOf = new Date(moment);
      return {
        when: asOf,
        touches,
        run: async () => {
          await closeEndedWeeks(app, { asOf });
          await releaseReviewedWeeks(app, { asOf });
        },
      };
    });
}

/** An hourly job's rate range in cents, or null for a fixed-price job. */
const rateRange = (job: JobSpec): [number, number] | null =>
  'hourly' in job.pay ? [job.pay.hourly[0] * 100, job.pay.hourly[1] * 100] : null;

/**
 * A scenario as its steps, each at its day: post, proposals a few hours apart, the client sorting
 * them, the hire, the work (hours or milestones), the end with a review. A step reads what earlier
 * ones answered (the job's id, the proposals', the contract's), so the steps of one scenario run in
 * their order; steps of different scenarios interleave by day.
 */
function planScenario(
  api: DemoApi,
  client: { id: number; token: string },
  scenario: Scenario,
  now: Date,
  rates: Map<number, number>,
): Step[] {
  const { job } = scenario;
  const range = rateRange(job);
  const proposalSpecs = scenario.proposals ?? [];
  const state = {
    jobId: 0,
    people: [client.id, ...proposalSpecs.map((proposal) => api.freelancer(proposal.by).id)],
    proposalIds: [] as number[],
    contract: { id: 0, milestoneIds: [] as number[] },
  };
  const steps: Step[] = [];
  const touches = () => ({ jobIds: [state.jobId], people: state.people });
  const step = (when: Date, run: () => Promise<unknown>) => steps.push({ when, touches, run });
  /** A freelancer's asking rate: their profile's, within the job's range. */
  const rateOf = (id: number, [min, max]: [number, number]) => Math.min(Math.max(rates.get(id) ?? min, min), max);

  const posted = daysAgo(now, scenario.postedDaysAgo);
  step(posted, async () => {
    const answer = await api.call(client.token, 'POST', '/jobs', {
      title: job.title,
      description: job.description,
      type: range ? 'hourly' : 'fixed',
      hourly_rate_min: range ? fromMinorUnits(range[0]) : '',
      hourly_rate_max: range ? fromMinorUnits(range[1]) : '',
      weekly_hours: 'hourly' in job.pay ? String(job.pay.weeklyHours) : '',
      budget: 'budget' in job.pay ? String(job.pay.budget) : '',
      skills: job.skills,
      developer_type: job.developerType,
      experience_level: job.level,
      duration: job.duration,
      publish: !scenario.draft,
    });
    state.jobId = Number(answer.data.id);
  });
  if (scenario.draft) return steps;

  // Proposals arrive every few hours after posting.
  for (const [index, spec] of proposalSpecs.entries()) {
    const person = api.freelancer(spec.by);
    step(new Date(posted.getTime() + (index + 1) * 7 * HOUR), async () => {
      const amount = range
        ? rateOf(person.id, range)
        : Math.round(('budget' in job.pay ? job.pay.budget : 0) * (0.85 + 0.05 * index) * 0.1) * 1000;
      const answer = await api.call(await api.tokenOf(person), 'POST', `/freelancer/jobs/${state.jobId}/proposals`, {
        amount: fromMinorUnits(amount),
        cover_letter: coverLetter(person, job, index),
        ...('hourly' in job.pay
          ? { rate_increase_percent: index % 2 === 0 ? 10 : null, weekly_limit: job.pay.weeklyHours }
          : {}),
      });
      state.proposalIds[index] = Number(answer.data.id);
    });
  }

  // The client sorts them a day after the last came in; one freelancer thinks better of theirs.
  step(new Date(posted.getTime() + (proposalSpecs.length * 7 + 24) * HOUR), async () => {
    for (const [index, spec] of proposalSpecs.entries()) {
      const base = `/jobs/${state.jobId}/proposals/${state.proposalIds[index]}`;
      if (spec.then === 'shortlisted' || spec.then === 'shortlisted+messaged')
        await api.call(client.token, 'POST', `${base}/shortlist`);
      if (spec.then === 'archived') await api.call(client.token, 'POST', `${base}/archive`);
      if (spec.then === 'messaged' || spec.then === 'shortlisted+messaged')
        await api.call(client.token, 'POST', `${base}/message`);
      if (spec.then === 'withdrawn')
        await api.call(
          await api.tokenOf(api.freelancer(spec.by)),
          'POST',
          `/freelancer/proposals/${state.proposalIds[index]}/withdraw`,
        );
    }
  });

  const chat = DEMO_CONVERSATIONS[job.title];
  const partner = proposalSpecs[0] && api.freelancer(proposalSpecs[0].by);
  if (chat && partner) {
    const said: number[] = [];
    const talk = { offerId: 0 };
    for (const [index, line] of chat.entries())
      // At a quarter to the hour: never the same moment as another step (those are at half past), so
      // the order of ids is the order of dates.
      step(new Date(daysAgo(now, line.daysAgo, line.hour).getTime() + 15 * 60 * 1000), async () => {
        const sent = await say(api, { client, freelancer: partner, jobId: state.jobId }, line, {
          replyTo: line.replyTo === undefined ? null : said[line.replyTo]!,
          proposalId: state.proposalIds[0]!,
          talk,
          today: daysAgo(now, 0),
        });
        if (sent !== null) said[index] = sent;
      });
  }

  const hire = scenario.hire;
  if (!hire) return steps;
  const freelancer = api.freelancer(proposalSpecs[hire.proposal]!.by);
  const hired = daysAgo(now, hire.daysAgo);
  const today = daysAgo(now, 0);
  const terms = hire.terms;
  if (hire.claimsCreditsFirst && api.savesTestCards) {
    step(new Date(hired.getTime() - HOUR), async () => {
      await api.call(client.token, 'POST', '/settings/billing', await demoCompanyBilling(api, client.token));
      await api.call(client.token, 'POST', '/credits/claim');
    });
  }
  step(hired, async () => {
    const offer = await api.call(client.token, 'POST', '/offers', {
      job_id: state.jobId,
      freelancer_id: freelancer.id,
      proposal_id: state.proposalIds[hire.proposal],
      message: `Hi ${freelancer.firstName}, your proposal was the best fit. Looking forward to working with you!`,
      ...('weeklyLimit' in terms
        ? {
            type: 'hourly',
            hourly_rate: fromMinorUnits(rateOf(freelancer.id, range!)),
            weekly_limit: String(terms.weeklyLimit),
          }
        : {
            type: 'fixed',
            milestones: terms.milestones.map((milestone) => ({
              name: milestone.name,
              amount: String(milestone.amount),
              due_date: dateText(new Date(today.getTime() + milestone.dueInDays * DAY)),
            })),
          }),
    });
    const accepted = await api.call(
      await api.tokenOf(freelancer),
      'POST',
      `/freelancer/offers/${Number(offer.data.id)}/accept`,
    );
    state.contract = {
      id: Number(accepted.data.id),
      milestoneIds: (accepted.data.milestones as { id: number }[]).map((milestone) => milestone.id),
    };
  });

  if ('weeklyLimit' in terms) {
    for (const day of hourDays(terms.hours, now))
      step(day, async () =>
        api.call(await api.tokenOf(freelancer), 'POST', `/freelancer/contracts/${state.contract.id}/hours`, {
          work_date: dateText(day),
          minutes: terms.hours.minutes,
          description: 'Worked on the tasks agreed for this week.',
        }),
      );
  } else {
    for (const [index, milestone] of terms.milestones.entries()) {
      if (milestone.state === 'pending') continue;
      // A milestone takes a few days; the client approves it the next day.
      const submitted = new Date(hired.getTime() + (index + 1) * 4 * DAY);
      const path = () => `/contracts/${state.contract.id}/milestones/${state.contract.milestoneIds[index]}`;
      // The first was funded when the offer was accepted; the client funds each next one as its work starts.
      const funded = new Date(submitted.getTime() - 3 * DAY);
      if (index > 0 && milestone.declinedFirst && api.savesTestCards) {
        // The client funds it with a new card made their default, which the bank declines (402), and
        // removes that card at once (their first is the default again, so no other payment meets it);
        // the next morning they pay the invoice again from its page, and the milestone is funded then.
        step(funded, async () => {
          const cardId = await api.saveTestCard(client.token, DECLINING_CARD);
          await api.call(client.token, 'POST', `/settings/payment-methods/${cardId}/default`);
          await api.call(client.token, 'POST', `${path()}/fund`, undefined, 402);
          await api.call(client.token, 'DELETE', `/settings/payment-methods/${cardId}`);
        });
        step(new Date(funded.getTime() + DAY + 4 * HOUR), async () => {
          const contract = await api.call(client.token, 'GET', `/contracts/${state.contract.id}`);
          const unpaid = (contract.data.milestones as { id: number; invoice: { id: number } | null }[]).find(
            (each) => each.id === state.contract.milestoneIds[index],
          );
          await api.call(client.token, 'POST', `/invoices/${unpaid!.invoice!.id}/pay`);
        });
      } else if (index > 0) step(funded, () => api.call(client.token, 'POST', `${path()}/fund`));
      step(submitted, async () => api.call(await api.tokenOf(freelancer), 'POST', `/freelancer${path()}/submit`));
      if (milestone.state === 'approved')
        step(new Date(submitted.getTime() + DAY), () => api.call(client.token, 'POST', `${path()}/approve`));
    }
  }

  const end = hire.end;
  if (end)
    step(daysAgo(now, end.daysAgo, 9), () =>
      api.call(client.token, 'POST', `/contracts/${state.contract.id}/end`, { rating: end.rating, review: end.review }),
    );
  return steps;
}

/**
 * One line of a demo conversation, through the api as its author: they open the thread (reading what
 * came before), do the line's hiring act, upload its files and send it. Answers the message's id.
 */
async function say(
  api: DemoApi,
  who: { client: { id: number; token: string }; freelancer: DemoFreelancer; jobId: number },
  line: ChatLine,
  context: { replyTo: number | null; proposalId: number; talk: { offerId: number }; today: Date },
): Promise<number | null> {
  const opened = await api.call(who.client.token, 'POST', '/threads', {
    freelancer_id: who.freelancer.id,
    job_id: who.jobId,
  });
  const threadId = Number(opened.data.thread_id);
  const token = line.from === 'client' ? who.client.token : await api.tokenOf(who.freelancer);
  await api.call(token, 'POST', `/threads/${threadId}/read`);
  if (line.act === 'decline-offer') {
    await api.call(token, 'POST', `/freelancer/offers/${context.talk.offerId}/decline`);
  } else if (line.act) {
    const { milestone, amount, dueInDays } = line.act.offer;
    const offer = await api.call(token, 'POST', '/offers', {
      job_id: who.jobId,
      freelancer_id: who.freelancer.id,
      proposal_id: context.proposalId,
      type: 'fixed',
      milestones: [
        {
          name: milestone,
          amount: String(amount),
          due_date: dateText(new Date(context.today.getTime() + dueInDays * DAY)),
        },
      ],
      message: '',
    });
    context.talk.offerId = Number(offer.data.id);
  }
  const attachmentIds: number[] = [];
  for (const name of line.files ?? []) attachmentIds.push(await api.upload(token, threadId, await demoUpload(name)));
  if (!line.text && attachmentIds.length === 0) return null;
  const text = (line.text ?? '')
    .replaceAll('{client}', DEMO_ACCOUNT.firstName)
    .replaceAll('{freelancer}', who.freelancer.firstName);
  const sent = await api.call(token, 'POST', `/threads/${threadId}/messages`, {
    body: text,
    attachment_ids: attachmentIds,
    reply_to_id: context.replyTo,
  });
  return Number(sent.data.id);
}

/** The freelancers' own hourly rates (cents): a proposal asks for it, within the job's range. */
async function profileRates(app: FastifyInstance, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await app.db
    .select({ id: freelancerProfiles.userId, rate: freelancerProfiles.hourlyRateMinor })
    .from(freelancerProfiles)
    .where(inArray(freelancerProfiles.userId, ids));
  return new Map(rows.map((row) => [row.id, row.rate]));
}

/** Whether this client has any job: then their part of the demo is left as it is. */
async function hasJobs(app: FastifyInstance, clientId: number): Promise<boolean> {
  const [row] = await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, clientId)).limit(1);
  return row !== undefined;
}

/** The other demo clients' accounts, created once (verified, the demo password). */
async function otherClients(app: FastifyInstance): Promise<{ id: number; email: string }[]> {
  const found = await Promise.all(OTHER_DEMO_CLIENTS.map((client) => findByEmail(app, client.email)));
  const missing = OTHER_DEMO_CLIENTS.filter((_client, index) => !found[index]);
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
    const now = app.clock.now();
    await app.db
      .insert(users)
      .values(
        missing.map((client) => ({
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
          passwordHash,
          emailVerifiedAt: now,
          passwordChangedAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return Promise.all(
    OTHER_DEMO_CLIENTS.map(async (client) => ({
      id: (await findByEmail(app, client.email))!.id,
      email: client.email,
    })),
  );
}

/**
 * A demo client able to pay for their offers (issue 19): a saved card, Visa 4242 of the built-in
 * test provider, saved through its card form as a client does. With Stripe's keys set the demo
 * cannot save a card for them, so their credits are topped up instead (an adjustment, like support's).
 */
async function canPay(app: FastifyInstance, api: DemoApi, clientId: number, token: string) {
  if (api.savesTestCards) {
    await api.saveTestCard(token, GOOD_CARD);
    return;
  }
  await addCreditEntry(app, {
    userId: clientId,
    currency: 'USD',
    amountMinor: DEMO_STRIPE_CREDITS_MINOR,
    kind: 'adjustment',
    reference: 'demo-payments',
    description: 'Demo credits for the demo’s contracts',
  });
}

/**
 * The demo client's billing details as the Billing Details form sends them: a company in Bengaluru
 * with a GSTIN, so their invoices show it and charge CGST and SGST on the fee (the platform's state).
 */
async function demoCompanyBilling(api: DemoApi, token: string) {
  const countries = (await api.call(token, 'GET', '/utils/countries')).data as unknown as Place[];
  const india = countries.find((country) => country.name === 'India')!;
  const states = (await api.call(token, 'GET', `/utils/countries/${india.id}/states`)).data as unknown as Place[];
  const karnataka = states.find((state) => state.name === 'Karnataka')!;
  return {
    type: 'llc',
    full_name: 'Demo Client Technologies Pvt Ltd',
    address1: '4th Floor, 80 Feet Road, Koramangala',
    city: 'Bengaluru',
    country_id: india.id,
    state_id: karnataka.id,
    pincode: '560034',
    tax_id: '29AADCD4321L1ZL',
  };
}

/** The test provider's cards (Stripe's test numbers): every charge of the first succeeds, of the second is declined. */
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINING_CARD = '4000 0000 0000 0341';

/** What a demo client on Stripe gets in credits to pay their demo contracts: $50,000. */
const DEMO_STRIPE_CREDITS_MINOR = 5_000_000;

/**
 * Seeds the marketplace of the demo client and of the other demo clients, each once (see above).
 * Needs the demo client and the demo freelancers to exist.
 */
export async function seedMarketplaceDemo(app: FastifyInstance, freelancers: readonly DemoFreelancer[]) {
  const demo = await findByEmail(app, DEMO_ACCOUNT.email);
  if (!demo) throw new Error('marketplace demo: the demo client is not there');
  const clients = [
    { id: demo.id, scenarios: DEMO_CLIENT_SCENARIOS },
    ...(await otherClients(app)).map((client) => ({
      id: client.id,
      scenarios: OTHER_CLIENT_SCENARIOS[client.email as keyof typeof OTHER_CLIENT_SCENARIOS],
    })),
  ];
  const todo = [];
  for (const client of clients) if (!(await hasJobs(app, client.id))) todo.push(client);
  if (todo.length === 0) return;

  const now = app.clock.now();
  const api = new DemoApi(app, freelancers);
  const rates = await profileRates(
    app,
    freelancers.map((person) => person.id),
  );
  const clientTokens: string[] = [];
  const steps: Step[] = [];
  for (const client of todo) {
    const { token } = await createSession(app, client.id, false);
    clientTokens.push(token);
    await canPay(app, api, client.id, token);
    for (const scenario of client.scenarios)
      steps.push(...planScenario(api, { id: client.id, token }, scenario, now, rates));
  }
  steps.push(
    ...planWeekRuns(
      app,
      todo.flatMap((client) => client.scenarios),
      now,
      allTouched(steps),
    ),
  );
  // Day by day across every scenario (a stable sort keeps each scenario's own order), so ids, the
  // bell and the conversations are in the order things happened.
  steps.sort((a, b) => a.when.getTime() - b.when.getTime());
  for (const each of steps) {
    // Everything the step writes is dated by the app's clock, from this moment on.
    const since = app.clock.now();
    await each.run();
    await moveBack(app, each.touches(), since, each.when);
  }
  // What the seeding notified the demo client of is history, seen as after a visit to the bell, but
  // for the newest few, as if they came since: every one from a real event of the demo, dated with it.
  if (todo[0]?.id === demo.id) {
    await api.call(clientTokens[0]!, 'GET', '/notifications/seen');
    const newest = await app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, demo.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(DEMO_UNSEEN_NOTIFICATIONS);
    await app.db
      .update(notifications)
      .set({ seen: false })
      .where(
        inArray(
          notifications.id,
          newest.map((row) => row.id),
        ),
      );
  }
  await api.signOutAll(clientTokens);
  // The seeding's requests counted against these accounts' limits (jobs, offers, proposals, logins):
  // they are given back, so the people trying the demo start with their whole allowance.
  const accounts = [...todo.map((client) => String(client.id)), ...freelancers.map((person) => String(person.id))];
  await app.db.delete(rateLimitHits).where(
    or(
      sql`${rateLimitHits.key} like ${`%:${DEMO_SEED_ADDRESS}`}`,
      // Login counters per account and address: `login:account-ip:<email>|<address>`.
      sql`${rateLimitHits.key} like ${`%|${DEMO_SEED_ADDRESS}`}`,
      // Per-account counters are named `<rule>:account:<account id, or the address for logins>`.
      inArray(sql`split_part(${rateLimitHits.key}, ':account:', 2)`, [
        ...accounts,
        ...freelancers.map((person) => person.email.toLowerCase()),
      ]),
    ),
  );
}
