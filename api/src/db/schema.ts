import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  jsonb,
  smallint,
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Where every user's `nav_version` comes from. One sequence for all users, so a value is never given
 * twice: it names one user's /nav as it stood at one moment (the ETag of `GET /nav`).
 */
export const navVersionSequence = pgSequence('nav_version_seq');

/** People with an account. Email is unique ignoring case; Google users are keyed by their subject. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** argon2id; null for an account created through Google that has not set a password. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** The connected Google account's address as Google last reported it (shown in settings). */
    googleEmail: text('google_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Spec §3 profile: an IANA zone name and one of the spec's four currencies. */
    timezone: text('timezone').notNull().default('Asia/Kolkata'),
    currency: text('currency', { enum: ['INR', 'USD', 'EUR', 'GBP'] })
      .notNull()
      .default('INR'),
    /** The profile picture's storage key prefix (services/storage); null without a picture. */
    imageKey: text('image_key'),
    /**
     * Every sign-up is a client (all the spec's screens). Freelancers (the demo generator's accounts)
     * have a `freelancer_profiles` row and act through the api's `/freelancer/*` endpoints.
     */
    role: text('role', { enum: ['client', 'freelancer'] })
      .notNull()
      .default('client'),
    /**
     * Set when the person deleted their account (issue 17 §3): the row stays as "Deleted user" for
     * the records the other side keeps, with every personal field erased and no way to sign in.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Changes whenever anything `GET /nav` shows this user changes: their name, email or verification
     * (a trigger on this table), their notifications and their unread messages (triggers on those
     * tables), in the same transaction as the change (migration 0002_nav_version_triggers).
     */
    navVersion: bigint('nav_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('nav_version_seq')`),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
  ],
);

/** Signed-in sessions: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When this session last proved the owner again (password, fresh Google sign-in or an
     * authenticator code; issue 17 §2): sensitive changes need it within the window. Signing in does
     * not set it.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * Single-use links mailed to a user (email verification, password reset, email change, account
 * deletion); only the hash is stored. `newEmail` is the address an email-change link confirms.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['email_verification', 'password_reset', 'email_change', 'account_deletion'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_key').on(table.tokenHash),
    index('user_tokens_user_id_idx').on(table.userId),
  ],
);

/** Spec §3: a notification; `description` is HTML sanitized when stored. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['simple', 'warning', 'error', 'payment', 'milestone'] }).notNull(),
    description: text('description').notNull(),
    action: text('action').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_id_id_idx').on(table.userId, table.id)],
);

/**
 * Direct messages between users. The messages area builds on this table; the header's unread
 * badge counts the rows addressed to the user that they have not read.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The other side's conversation: kept when either person deletes their account (issue 17 §3).
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    /** The conversation it belongs to (null only for messages older than threads). */
    threadId: bigint('thread_id', { mode: 'number' }).references((): AnyPgColumn => threads.id, {
      onDelete: 'cascade',
    }),
    /** `text` from a person; anything else is a hiring event the action wrote, with its details in `data`. */
    kind: text('kind', {
      enum: [
        'text',
        'proposal',
        'offer_sent',
        'offer_accepted',
        'offer_declined',
        'contract_ended',
        'milestone_created',
        'milestone_submitted',
        'milestone_completed',
        'milestone_funded',
        'milestone_changes_requested',
        'milestone_cancelled',
        'week_paid',
        'hours_disputed',
      ],
    })
      .notNull()
      .default('text'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The message this one answers (a reply quotes it); in the same thread. */
    replyToId: bigint('reply_to_id', { mode: 'number' }).references((): AnyPgColumn => messages.id, {
      onDelete: 'restrict',
    }),
    /**
     * The sender's own key for a message from the composer (a retried send after a lost answer is the
     * same message, never a second one): unique per sender.
     */
    clientKey: text('client_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_recipient_unread_idx').on(table.recipientId, table.readAt),
    index('messages_thread_id_idx').on(table.threadId, table.id),
    uniqueIndex('messages_sender_client_key_key').on(table.senderId, table.clientKey),
    // Search over the text of the threads a person is in (issue 18): the same parser as jobs.
    index('messages_body_search_idx').using('gin', sql`to_tsvector('simple', ${table.body})`),
    // A thread's unread messages for its list's counts.
    index('messages_thread_unread_idx')
      .on(table.threadId, table.recipientId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Pages whose content is managed on the server (privacy policy, terms); HTML sanitized when stored. */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail and SMS sent while no provider is configured (and readable at /dev/outbox with DEV_OUTBOX=1),
 * plus every mail not sent because its category is switched off (`skippedReason` says why).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    /** The mail's category (services/mail-categories); security mails are always sent. */
    category: text('category').notNull().default('security'),
    skippedReason: text('skipped_reason'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.id)],
);

/** Attempts counted for rate limits, so a limit holds across api instances and restarts. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Spec §3: what the user wants mailed (the eight email_* flags, 1 on and 0 off). A user without a
 * row has every flag on; payment receipts and invoices are always sent and have no flag.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jobUpdates: boolean('email_job_updates').notNull().default(true),
  newProposals: boolean('email_new_proposals').notNull().default(true),
  offerUpdates: boolean('email_offer_updates').notNull().default(true),
  contractUpdates: boolean('email_contract_updates').notNull().default(true),
  weeklyTimeLogs: boolean('email_weekly_time_logs').notNull().default(true),
  paymentRequests: boolean('email_payment_requests').notNull().default(true),
  accountInfoChanges: boolean('email_account_info_changes').notNull().default(true),
  miscellaneous: boolean('email_miscellaneous').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Countries and their states, seeded from the country-state-city package. Ids are stable: a row is
 * found by its ISO code when the seed runs again, so an id once given never changes meaning.
 */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
    phoneCode: text('phone_code').notNull().default(''),
  },
  (table) => [uniqueIndex('countries_iso_code_key').on(table.isoCode)],
);

export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('states_country_iso_code_key').on(table.countryId, table.isoCode)],
);

/** Spec §3 billing: one row per user once they save it; country and state by id, shown by name. */
export const billingDetails = pgTable('billing_details', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `individual` or `llc` (the spec's company type, sent as llc). */
  type: text('type', { enum: ['individual', 'llc'] }).notNull(),
  fullName: text('full_name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  /** Null only for a country that has no states (territories such as Puerto Rico or Macau). */
  stateId: integer('state_id').references(() => states.id),
  pincode: text('pincode').notNull(),
  taxId: text('tax_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Two-step sign-in, one row per user who ever started setting it up (spec §4). The authenticator's
 * secret is stored encrypted (services/secret-box); `totpPendingSecret` is the one shown by setup
 * until a code confirms it. `totpLastStep` is the time step of the last code accepted, so a code is
 * never accepted twice. The SMS number is E.164; `smsEnabledAt` set means SMS codes are on.
 */
export const twoFactor = pgTable('two_factor', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  smsPhone: text('sms_phone'),
  smsCountryId: integer('sms_country_id').references(() => countries.id),
  smsEnabledAt: timestamp('sms_enabled_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Six-digit codes sent by SMS: to confirm a number in settings (`sms_setup`, with the number being
 * confirmed) or to finish a login (`login`, with its challenge). Only the hash is stored; a code lives
 * 10 minutes and allows 5 tries; a resend replaces it (the old one is marked used). Rows are kept for
 * the daily caps (per number and per account).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['sms_setup', 'login'] }).notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    challengeId: bigint('challenge_id', { mode: 'number' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sms_codes_user_id_idx').on(table.userId, table.createdAt),
    index('sms_codes_phone_idx').on(table.phone, table.createdAt),
  ],
);

/** Single-use recovery codes for two-step sign-in (10 at a time); only their hashes are stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * A password (or Google) sign-in waiting for its second step: the token's hash, 5 minutes, 5 tries.
 * A session is created only when a code finishes it.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('login_challenges_token_hash_key').on(table.tokenHash)],
);

/** The payment provider's customer for a user (Stripe `cus_…`, or the built-in test provider's). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_customers_user_provider_key').on(table.userId, table.provider),
    uniqueIndex('payment_customers_customer_key').on(table.provider, table.customerId),
  ],
);

/**
 * Spec §3: saved cards. Only what the provider reports is kept (brand, last 4, expiry), never a
 * number or CVC. At most one default per user (a partial unique index).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_methods_provider_pm_key').on(table.provider, table.providerPaymentMethodId),
    index('payment_methods_user_id_idx').on(table.userId),
    uniqueIndex('payment_methods_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * The built-in test provider's own records, as Stripe keeps them in test mode: setup intents
 * (`seti_…`, confirmed with a card once), the payment methods they made (`pm_…`), and the charges
 * (`pi_…`) and refunds (`re_…`) of those cards. Card numbers and CVCs are checked and dropped, never
 * stored: a saved card keeps only what its charges do (`charge_behaviour`, from the test number).
 */
export const testProviderSetupIntents = pgTable('test_provider_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  clientSecretHash: text('client_secret_hash').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  paymentMethodId: text('payment_method_id'),
  createdAt: createdAt(),
});

export const testProviderPaymentMethods = pgTable('test_provider_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  chargeBehaviour: text('charge_behaviour', { enum: ['succeeds', 'declines', 'authenticates'] })
    .notNull()
    .default('succeeds'),
  createdAt: createdAt(),
});

/**
 * One row per idempotency key: a retried charge finds its row instead of charging again. A charge
 * waiting for authentication keeps the hash of its client secret, never the secret.
 */
export const testProviderCharges = pgTable(
  'test_provider_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => testProviderPaymentMethods.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['INR', 'USD', 'EUR', 'GBP'] }).notNull(),
    status: text('status', { enum: ['succeeded', 'requires_action', 'declined'] }).notNull(),
    clientSecretHash: text('client_secret_hash'),
    declineCode: text('decline_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('test_provider_charges_amount_check', sql`${table.amountMinor} > 0`)],
);

/** Refunds of succeeded test charges; never more in total than the charge (the provider checks, under a lock). */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => testProviderCharges.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('test_provider_refunds_amount_check', sql`${table.amountMinor} > 0`),
    index('test_provider_refunds_charge_idx').on(table.chargeId),
  ],
);

/**
 * Credits (spec §2, §9): an append-only ledger in integer minor units; a balance is the sum of a
 * user's entries in a currency. The $1000 claim, spending on contracts and refunds add entries;
 * nothing updates or deletes one.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // A record of money: never deleted, not even with the account (issue 17 §3).
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: ['INR', 'USD', 'EUR', 'GBP'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['claim', 'spend', 'refund', 'adjustment'] }).notNull(),
    /** What the entry is for (the claim, a contract payment's id); unique per user and kind when set. */
    reference: text('reference'),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_entries_user_id_idx').on(table.userId, table.id),
    uniqueIndex('credit_entries_reference_key').on(table.userId, table.kind, table.reference),
  ],
);

/* The marketplace: freelancers, jobs, proposals, offers, contracts, reviews and message threads. */

const MONEY_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
const DEVELOPER_TYPE_VALUES = ['full_stack', 'front_end', 'web', 'mobile'] as const;
const WORK_TYPES = ['hourly', 'fixed'] as const;
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A user's own row (their profile's parts, their support requests): erased with the person. */
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/**
 * A party to a record the other side keeps (issue 17 §3): a job, proposal, offer, contract, review,
 * thread or message outlives the person, who is erased to "Deleted user" (`users.deleted_at`)
 * instead of deleted. RESTRICT, so no delete of a user row can take the other side's records along.
 */
/** Spec §3 and issue 19: a milestone's steps (`milestones.status`). */
const MILESTONE_STATUSES = ['pending', 'funded', 'submitted', 'changes_requested', 'approved', 'cancelled'] as const;

const partyRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'restrict' });

/**
 * Spec §3: a freelancer's profile (users with role `freelancer`). Place names are stored as shown.
 * `search_text` is what the directory's search reads (name, title, skills, city; kept by the
 * service), through a full-text index. Totals (earnings, jobs, hours) are never stored: they are
 * computed from contracts.
 */
export const freelancerProfiles = pgTable(
  'freelancer_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    developerType: text('developer_type', { enum: DEVELOPER_TYPE_VALUES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    hoursPerWeek: smallint('hours_per_week').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: jsonb('languages').$type<{ name: string; fluency: string }[]>().notNull().default([]),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('freelancer_profiles_type_rate_idx').on(table.developerType, table.hourlyRateMinor),
    index('freelancer_profiles_rate_idx').on(table.hourlyRateMinor),
    index('freelancer_profiles_skills_idx').using('gin', table.skills),
    index('freelancer_profiles_search_idx').using('gin', sql`to_tsvector('simple', ${table.searchText})`),
  ],
);

/** Spec §3: employment history; no `ended_at` means "Present". Dates are the first of a month. */
export const freelancerEmployments = pgTable(
  'freelancer_employments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    endedAt: date('ended_at', { mode: 'string' }),
  },
  (table) => [index('freelancer_employments_user_id_idx').on(table.userId)],
);

/** Spec §3: education. */
export const freelancerEducations = pgTable(
  'freelancer_educations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    institutionName: text('institution_name').notNull(),
    degree: text('degree').notNull(),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    endedAt: date('ended_at', { mode: 'string' }),
  },
  (table) => [index('freelancer_educations_user_id_idx').on(table.userId)],
);

/** A freelancer's portfolio: past work with a title, a description and an optional link. */
export const freelancerPortfolioItems = pgTable(
  'freelancer_portfolio_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    url: text('url'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    completedAt: date('completed_at', { mode: 'string' }),
  },
  (table) => [index('freelancer_portfolio_items_user_id_idx').on(table.userId)],
);

/**
 * A client's job post. `status` is kept by the transitions themselves, in the same transaction:
 * draft → open (publish) → active (an offer accepted) → closed (the client closes it, or its last
 * active contract ends). Hourly jobs carry a rate range and weekly hours; fixed-price ones a budget.
 * A draft needs its title only (issue 17 §4): what it leaves out is null (no skills: an empty list);
 * every other status has every field, which the checks below hold.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: partyRef('client_id'),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type', { enum: WORK_TYPES }),
    hourlyRateMinMinor: integer('hourly_rate_min_minor'),
    hourlyRateMaxMinor: integer('hourly_rate_max_minor'),
    weeklyHours: smallint('weekly_hours'),
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    developerType: text('developer_type', { enum: DEVELOPER_TYPE_VALUES }),
    experienceLevel: text('experience_level', { enum: ['entry', 'intermediate', 'expert'] }),
    duration: text('duration', {
      enum: ['less_than_1_month', '1_to_3_months', '3_to_6_months', 'more_than_6_months'],
    }),
    status: text('status', { enum: ['draft', 'open', 'active', 'closed'] })
      .notNull()
      .default('draft'),
    /** Title and description, for "Search Job Post" (full-text index). */
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_client_created_idx').on(table.clientId, table.createdAt.desc(), table.id.desc()),
    index('jobs_client_status_created_idx').on(table.clientId, table.status, table.createdAt.desc(), table.id.desc()),
    index('jobs_client_type_created_idx').on(table.clientId, table.type, table.createdAt.desc(), table.id.desc()),
    index('jobs_status_published_idx').on(table.status, table.publishedAt.desc(), table.id.desc()),
    index('jobs_search_idx').using('gin', sql`to_tsvector('simple', ${table.searchText})`),
    // Every job: the pay of its own type only, none before a type is chosen (a CASE, so a null type
    // is a branch of its own, not an unknown that a CHECK lets through).
    check(
      'jobs_type_fields_check',
      sql`CASE ${table.type}
        WHEN 'hourly' THEN ${table.budgetMinor} IS NULL
        WHEN 'fixed' THEN ${table.hourlyRateMinMinor} IS NULL AND ${table.hourlyRateMaxMinor} IS NULL AND ${table.weeklyHours} IS NULL
        ELSE ${table.hourlyRateMinMinor} IS NULL AND ${table.hourlyRateMaxMinor} IS NULL AND ${table.weeklyHours} IS NULL AND ${table.budgetMinor} IS NULL
      END`,
    ),
    check('jobs_hourly_rate_range_check', sql`${table.hourlyRateMinMinor} <= ${table.hourlyRateMaxMinor}`),
    // A published job (open, active or closed): every field, and the whole pay of its type.
    check(
      'jobs_published_complete_check',
      sql`${table.status} = 'draft'
        OR (${table.description} IS NOT NULL AND ${table.type} IS NOT NULL AND cardinality(${table.skills}) > 0
          AND ${table.developerType} IS NOT NULL AND ${table.experienceLevel} IS NOT NULL AND ${table.duration} IS NOT NULL
          AND (${table.type} <> 'hourly' OR (${table.hourlyRateMinMinor} IS NOT NULL AND ${table.hourlyRateMaxMinor} IS NOT NULL AND ${table.weeklyHours} IS NOT NULL))
          AND (${table.type} <> 'fixed' OR ${table.budgetMinor} IS NOT NULL))`,
    ),
  ],
);

/**
 * A freelancer's proposal for an open job: an hourly rate (with an optional raise every six months
 * and a weekly limit) or a fixed bid, and a cover letter. One live proposal per freelancer and job;
 * a withdrawn one may be sent again. `messaged_at`: the client opened a thread from it (the job's
 * "Messaged" count).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    freelancerId: partyRef('freelancer_id'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    rateIncreasePercent: smallint('rate_increase_percent'),
    weeklyLimit: smallint('weekly_limit'),
    coverLetter: text('cover_letter').notNull(),
    status: text('status', { enum: ['submitted', 'shortlisted', 'archived', 'withdrawn', 'hired'] })
      .notNull()
      .default('submitted'),
    messagedAt: timestamp('messaged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('proposals_live_job_freelancer_key')
      .on(table.jobId, table.freelancerId)
      .where(sql`${table.status} <> 'withdrawn'`),
    index('proposals_job_id_idx').on(table.jobId, table.createdAt.desc(), table.id.desc()),
    index('proposals_freelancer_id_idx').on(table.freelancerId, table.createdAt.desc()),
  ],
);

/**
 * The client's offer to a freelancer for a job: hourly (rate and weekly limit) or fixed price
 * (milestones in `milestones`). One pending offer per job and freelancer. Accepting it makes a contract.
 */
export const offers = pgTable(
  'offers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    proposalId: bigint('proposal_id', { mode: 'number' }).references(() => proposals.id, { onDelete: 'set null' }),
    type: text('type', { enum: WORK_TYPES }).notNull(),
    hourlyRateMinor: integer('hourly_rate_minor'),
    weeklyLimit: smallint('weekly_limit'),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('offers_pending_job_freelancer_key')
      .on(table.jobId, table.freelancerId)
      .where(sql`${table.status} = 'pending'`),
    index('offers_freelancer_id_idx').on(table.freelancerId, table.status),
    index('offers_job_id_idx').on(table.jobId),
  ],
);

/** An accepted offer: the terms are copied from it; `ended_at` and status `ended` when the client ends it. */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    title: text('title').notNull(),
    type: text('type', { enum: WORK_TYPES }).notNull(),
    hourlyRateMinor: integer('hourly_rate_minor'),
    weeklyLimit: smallint('weekly_limit'),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contracts_offer_id_key').on(table.offerId),
    index('contracts_job_id_idx').on(table.jobId, table.status),
    index('contracts_client_id_idx').on(table.clientId, table.status),
    index('contracts_freelancer_id_idx').on(table.freelancerId, table.status, table.endedAt.desc()),
  ],
);

/** A fixed-price offer's milestones; `contract_id` is set when the offer is accepted. */
export const milestones = pgTable(
  'milestones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    contractId: bigint('contract_id', { mode: 'number' }).references(() => contracts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull().default('USD'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /**
     * pending (not funded yet) → funded (its invoice paid, held in escrow) → submitted → approved
     * (released to the freelancer), or changes_requested (back to the freelancer with a note, then
     * submitted again); pending or funded → cancelled (a funded one refunded).
     */
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The client's note of the last request for changes. */
    changesNote: text('changes_note'),
    changesRequestedAt: timestamp('changes_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('milestones_offer_id_idx').on(table.offerId, table.position),
    index('milestones_contract_id_idx').on(table.contractId, table.position),
  ],
);

/** Hours a freelancer logs on an hourly contract, within its weekly limit. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    // The minutes too, so the reports sum a contract's weeks from the index alone.
    index('time_entries_contract_id_idx').on(table.contractId, table.workDate, table.minutes),
    check('time_entries_minutes_check', sql`${table.minutes} > 0 AND ${table.minutes} <= 1440`),
  ],
);

/** The client's review when ending a contract: one per contract, shown on the freelancer's profile. */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reviews_contract_id_key').on(table.contractId),
    index('reviews_freelancer_id_idx').on(table.freelancerId, table.createdAt.desc(), table.id.desc()),
    check('reviews_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/*
 * Money (issue 19, ADR 021): invoices with their lines, the charges of their card part, refunds,
 * releases to the freelancer, the transactions the reports read, and the credits ledger above.
 * A record of money is never deleted, and its amounts never change: a correction is a new row (a
 * refund). A charge's status moves once, from pending (or waiting for the cardholder) to its outcome.
 */

/** The last invoice number given in each financial year (GST: unique and consecutive within the year). */
export const invoiceSequences = pgTable('invoice_sequences', {
  /** '2026-27'. */
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/** What a payment is for, which the invoice names and the reports filter by. */
const INVOICE_KINDS = ['milestone', 'hourly_week'] as const;
const TAX_TREATMENTS = ['cgst_sgst', 'igst', 'none'] as const;

/**
 * An invoice to a client: one per funded milestone or closed hourly week. Its amounts, lines and the
 * client's billing details as they were when it was issued never change; whether it is paid is
 * read from its charges (and is at once when credits cover it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `TI/2627/00000001`: 16 characters at most, as GST invoices require. */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    milestoneId: bigint('milestone_id', { mode: 'number' }).references(() => milestones.id, {
      onDelete: 'restrict',
    }),
    /** The hourly week's Monday and Sunday (the platform's calendar), or null. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** "Milestone: Design" or "Hours, 2 to 8 March 2026", as the invoice and the reports show it. */
    description: text('description').notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    workMinor: bigint('work_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Paid from the client's credits when it was issued; the rest is the card's. */
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull(),
    cardMinor: bigint('card_minor', { mode: 'number' }).notNull(),
    taxTreatment: text('tax_treatment', { enum: TAX_TREATMENTS }).notNull(),
    /** The GST state code of the place of supply (the client's state), for clients billed in India. */
    placeOfSupply: text('place_of_supply'),
    /** The client's billing details as they were (name, address, GSTIN): later edits do not change an issued invoice. */
    billedTo: jsonb('billed_to').$type<Record<string, string | null>>().notNull(),
    /** The platform's legal name, address and GSTIN as they were (a later move does not change an issued invoice). */
    issuedBy: jsonb('issued_by').$type<{ legalName: string; addressLines: string[]; gstin: string }>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.financialYear, table.sequence),
    // A milestone is funded once and a week closed once, however often it is asked.
    uniqueIndex('invoices_milestone_key').on(table.milestoneId),
    uniqueIndex('invoices_week_key').on(table.contractId, table.periodStart),
    index('invoices_client_id_idx').on(table.clientId, table.issuedAt.desc(), table.id.desc()),
    check(
      'invoices_amounts_check',
      sql`${table.totalMinor} = ${table.workMinor} + ${table.feeMinor} + ${table.taxMinor}
      and ${table.creditsMinor} + ${table.cardMinor} = ${table.totalMinor} and ${table.creditsMinor} >= 0 and ${table.cardMinor} >= 0`,
    ),
  ],
);

/** An invoice's lines: the work, the marketplace fee, and GST on the fee (CGST and SGST, or IGST). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['work', 'fee', 'cgst', 'sgst', 'igst'] }).notNull(),
    description: text('description').notNull(),
    rateBps: integer('rate_bps'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('invoice_lines_invoice_position_key').on(table.invoiceId, table.position)],
);

export const CHARGE_STATUSES = ['pending', 'requires_action', 'succeeded', 'declined', 'failed'] as const;

/**
 * An attempt to take an invoice's card part: its idempotency key is written before the provider is
 * called, so a retry or a restart after a crash asks the provider with the same key and is answered
 * with the same charge. Paying again after a decline is a new attempt with a new key.
 */
export const charges = pgTable(
  'charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    clientId: partyRef('client_id'),
    attempt: smallint('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The card as it was: the provider's id and what the page shows of it (the saved card may be removed later). */
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('pending'),
    providerChargeId: text('provider_charge_id'),
    declineCode: text('decline_code'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('charges_idempotency_key_key').on(table.idempotencyKey),
    uniqueIndex('charges_invoice_attempt_key').on(table.invoiceId, table.attempt),
    // At most one attempt of an invoice in flight or paid.
    uniqueIndex('charges_invoice_open_key')
      .on(table.invoiceId)
      .where(sql`${table.status} in ('pending', 'requires_action', 'succeeded')`),
    index('charges_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A closed week of an hourly contract (the platform's week, Monday to Sunday UTC): its hours at the
 * contract's rate, invoiced to the client when the week ended, and held for the client's review
 * until `review_ends_at`, then released to the freelancer. One per contract and week: a week is
 * closed exactly once, whichever api process closes it and however late.
 */
export const hourlyWeeks = pgTable(
  'hourly_weeks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    monday: date('monday', { mode: 'string' }).notNull(),
    sunday: date('sunday', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    hourlyRateMinor: integer('hourly_rate_minor').notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['in_review', 'released'] })
      .notNull()
      .default('in_review'),
    reviewEndsAt: timestamp('review_ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('hourly_weeks_contract_monday_key').on(table.contractId, table.monday),
    index('hourly_weeks_review_idx')
      .on(table.reviewEndsAt)
      .where(sql`${table.status} = 'in_review'`),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded'] as const;

/**
 * Money given back to a client from a paid invoice (a funded milestone cancelled, disputed hours the
 * freelancer agreed to): credits first, back to the ledger, then the card through the provider. The
 * refund is decided when the row is written; its card part is pending until the provider confirms
 * it, asked with the key saved here (a restart asks again with the same key, never refunding twice).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The succeeded charge the card part goes back to; null when the refund is all credits. */
    chargeId: bigint('charge_id', { mode: 'number' }).references(() => charges.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason', { enum: ['milestone_cancelled', 'hours_disputed'] }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    /** What is given back, each a positive number: the work, its fee and GST, and how it is returned. */
    workMinor: bigint('work_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull(),
    cardMinor: bigint('card_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key_key').on(table.idempotencyKey),
    index('refunds_invoice_id_idx').on(table.invoiceId),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'refunds_amounts_check',
      sql`${table.totalMinor} = ${table.workMinor} + ${table.feeMinor} + ${table.taxMinor}
        and ${table.creditsMinor} + ${table.cardMinor} = ${table.totalMinor} and ${table.creditsMinor} >= 0 and ${table.cardMinor} >= 0`,
    ),
  ],
);

/**
 * What the freelancer is paid from an invoice once the client approves the milestone or the week's
 * review ends: the work, less what was refunded. One per invoice.
 */
export const releases = pgTable(
  'releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    freelancerId: partyRef('freelancer_id'),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('releases_invoice_id_key').on(table.invoiceId),
    index('releases_freelancer_id_idx').on(table.freelancerId, table.releasedAt.desc()),
  ],
);

/**
 * An unpaid invoice that will never be paid: its milestone was cancelled before any attempt to
 * charge it succeeded. The credits it took are given back (a ledger entry), no charge of it can be
 * tried again, and the invoice itself (numbered, so kept) is shown as cancelled. One per invoice.
 */
export const invoiceVoids = pgTable(
  'invoice_voids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    creditsReturnedMinor: bigint('credits_returned_minor', { mode: 'number' }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('invoice_voids_invoice_id_key').on(table.invoiceId)],
);

/**
 * A client's dispute of hours of a closed week during its review: the minutes they ask back and
 * why. Open until the freelancer agrees (the minutes are refunded) or the client withdraws it; the
 * week is not released while one is open. At most one open dispute per week.
 */
export const hourlyWeekDisputes = pgTable(
  'hourly_week_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hourlyWeekId: bigint('hourly_week_id', { mode: 'number' })
      .notNull()
      .references(() => hourlyWeeks.id, { onDelete: 'restrict' }),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'withdrawn'] })
      .notNull()
      .default('open'),
    /** The refund made when the freelancer agreed. */
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('hourly_week_disputes_week_idx').on(table.hourlyWeekId),
    uniqueIndex('hourly_week_disputes_open_key')
      .on(table.hourlyWeekId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * What the reports read: one row per payment or refund, written in the transaction that made it and
 * never changed. Amounts are signed (a refund is negative), in the invoice's currency.
 */
export const moneyTransactions = pgTable(
  'money_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The refund a refund's row is for (one row per refund). */
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'restrict' }),
    contractType: text('contract_type', { enum: WORK_TYPES }).notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    workMinor: bigint('work_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One payment row per invoice, however often a settlement is retried.
    uniqueIndex('money_transactions_payment_key')
      .on(table.invoiceId)
      .where(sql`${table.kind} = 'payment'`),
    uniqueIndex('money_transactions_refund_key').on(table.refundId),
    // Transaction History's pages in order, and every column the reports' sums and filters read
    // after (time, id), so a summary over a client's rows is an index-only scan. The columns after
    // `id` never change the order (the id is unique): they are there to be read, as an INCLUDE
    // list would be (which drizzle cannot declare).
    index('money_transactions_client_idx').on(
      table.clientId,
      table.occurredAt.desc(),
      table.id.desc(),
      table.contractId,
      table.freelancerId,
      table.contractType,
      table.currency,
      table.feeMinor,
      table.creditsMinor,
      table.taxMinor,
      table.totalMinor,
    ),
  ],
);

/**
 * The reports' running totals of `money_transactions` (issue 20 §3): per client, UTC calendar month,
 * contract and currency, the rows and their signed sums. Kept by a statement trigger in the same
 * transaction as the rows it counts (migration 0017), never written by code: a summary reads whole
 * months here and only the days at a range's ends from `money_transactions`. Derived, not a record
 * of money: the rows it sums are the records. The freelancer and the contract's type are its
 * contract's, kept beside it for the filters.
 */
export const moneyTransactionMonths = pgTable(
  'money_transaction_months',
  {
    clientId: partyRef('client_id'),
    /** The month's first day (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    freelancerId: partyRef('freelancer_id'),
    contractType: text('contract_type', { enum: WORK_TYPES }).notNull(),
    rows: integer('rows').notNull(),
    workMinor: bigint('work_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.month, table.contractId, table.currency] })],
);

/**
 * The minutes logged on each contract in each platform week (Monday to Sunday, UTC: ADR 016), kept
 * by statement triggers on `time_entries` (migration 0017), never written by code. Weekly Summary
 * reads a contract's weeks here instead of summing its entries.
 */
export const contractWeekMinutes = pgTable(
  'contract_week_minutes',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    monday: date('monday', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.monday] })],
);

/**
 * Each client's hours per platform week over all their hourly contracts, and those hours at each
 * contract's rate (each contract's week rounded on its own, as its invoice would be), per currency.
 * Kept with `contract_week_minutes` by the same triggers; Weekly Summary's weeks read it when no
 * freelancer or contract narrows them.
 */
export const clientWeekTotals = pgTable(
  'client_week_totals',
  {
    clientId: partyRef('client_id'),
    monday: date('monday', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: MONEY_CURRENCIES }).notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.monday, table.currency] })],
);

/**
 * A conversation between a client and a freelancer, about a job when `job_id` is set. Hiring events
 * (a proposal, an offer accepted, a contract ended, milestones) are written into it as messages by
 * the action itself; the messages page reads it.
 */
export const threads = pgTable(
  'threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: partyRef('client_id'),
    freelancerId: partyRef('freelancer_id'),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When each side last opened the thread (read receipts, and the quiet period of message mail). */
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    freelancerReadAt: timestamp('freelancer_read_at', { withTimezone: true }),
    /** When each side was last told of new messages here (bell and mail): once per unread stretch. */
    clientNotifiedAt: timestamp('client_notified_at', { withTimezone: true }),
    freelancerNotifiedAt: timestamp('freelancer_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('threads_participants_job_key').on(table.clientId, table.freelancerId, table.jobId).nullsNotDistinct(),
    index('threads_client_id_idx').on(table.clientId, table.lastMessageAt.desc()),
    index('threads_freelancer_id_idx').on(table.freelancerId, table.lastMessageAt.desc()),
  ],
);

/**
 * A file sent in a thread. Uploaded first (`message_id` null, the uploader's for an hour), then sent
 * with a message, which takes it. The stored keys are written here before any byte is stored, so a
 * crash or an abandoned upload leaves a row that housekeeping finds and deletes with its files.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => threads.id, { onDelete: 'restrict' }),
    // Part of the conversation the other side keeps (issue 17 §3).
    uploaderId: partyRef('uploader_id'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    /** The name the file was chosen with (shown and offered on download; never a path). */
    name: text('name').notNull(),
    /** The type judged from the bytes (the name's extension is ignored). */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small re-encoded image (images) or the poster frame's (videos). */
    thumbKey: text('thumb_key'),
    /** A video's poster frame at full size. */
    posterKey: text('poster_key'),
    width: integer('width'),
    height: integer('height'),
    /** Set once every byte is stored and checked; a row without it is an upload under way or lost. */
    storedAt: timestamp('stored_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('message_attachments_message_id_idx').on(table.messageId),
    index('message_attachments_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.messageId} is null`),
  ],
);

/** A participant who blocked a thread: nobody sends in it while any block stands. */
export const threadBlocks = pgTable(
  'thread_blocks',
  {
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => threads.id, { onDelete: 'restrict' }),
    blockerId: partyRef('blocker_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('thread_blocks_thread_blocker_key').on(table.threadId, table.blockerId)],
);

/** A participant's report of the other one, kept for the trust team's review. */
export const threadReports = pgTable(
  'thread_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => threads.id, { onDelete: 'restrict' }),
    reporterId: partyRef('reporter_id'),
    reportedId: partyRef('reported_id'),
    reason: text('reason', { enum: ['spam', 'harassment', 'scam_or_fraud', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('thread_reports_thread_id_idx').on(table.threadId)],
);

/**
 * What the live stream tells a user (a message, a read receipt, their badge), kept for a day so a tab
 * that reconnects with its last event id misses nothing. Fan-out between api processes carries only
 * these ids (PostgreSQL NOTIFY or Redis); typing signals are not stored.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('live_events_user_id_id_idx').on(table.userId, table.id),
    index('live_events_created_at_idx').on(table.createdAt),
  ],
);

/** A request to the support team from the dashboard: "Hire an expert" or "Raise an issue". */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: ['hire_expert', 'issue'] }).notNull(),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (table) => [index('support_requests_user_id_idx').on(table.userId, table.createdAt.desc())],
);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The scheduler's periodic tasks (services/scheduler), one row each: when the task is next due, the
 * end of the window its last successful run covered (the next run's window starts there), and the
 * lease of the process running it now. A process claims a due task with one conditional UPDATE, so
 * a run happens once however many api processes tick. Every time here comes from `app.clock`.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: at('next_run_at').notNull(),
  /** Null until the first successful run. */
  coveredUntil: at('covered_until'),
  /** Which process holds the task (host:pid:random) and until when; free when `locked_until` has passed. */
  lockedBy: text('locked_by'),
  lockedUntil: at('locked_until'),
  /** Failed runs since the last success, and the newest failure's message. */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
});

/** Every run of a periodic task, with the window it covered and how it ended (kept 30 days). */
export const scheduledTaskRuns = pgTable(
  'scheduled_task_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    task: text('task')
      .notNull()
      .references(() => scheduledTasks.name, { onDelete: 'cascade' }),
    /** Null on a task's very first run: nothing was covered before it. */
    windowFrom: at('window_from'),
    windowTo: at('window_to').notNull(),
    ranBy: text('ran_by').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    outcome: text('outcome', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
  },
  (table) => [
    index('scheduled_task_runs_task_idx').on(table.task, table.id),
    check('scheduled_task_runs_outcome_check', sql`${table.outcome} IN ('running', 'succeeded', 'failed')`),
  ],
);

/**
 * One-off background work (queued mail now; charge retries later), written in the transaction of the
 * change that asks for it, so a rolled-back change leaves nothing here. A process claims a due item
 * with a lease; a failed attempt waits longer each time (`run_after`), and after `max_attempts` the
 * item is `failed`. Finished items lose what they no longer need (a mail's body) and are kept 7 days.
 */
export const queuedWork = pgTable(
  'queued_work',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAfter: at('run_after').notNull(),
    /** Attempts started (counted when claimed, so an attempt whose process died counts too). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The process that claimed it last (host:pid:random); its lease holds until `locked_until`. */
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('queued_work_due_idx')
      .on(table.runAfter, table.id)
      .where(sql`${table.status} = 'queued'`),
    index('queued_work_finished_idx').on(table.finishedAt),
    check('queued_work_status_check', sql`${table.status} IN ('queued', 'done', 'failed')`),
    check('queued_work_attempts_check', sql`${table.attempts} >= 0 AND ${table.maxAttempts} >= 1`),
  ],
);
