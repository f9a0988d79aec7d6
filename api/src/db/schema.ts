import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
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
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('messages_recipient_unread_idx').on(table.recipientId, table.readAt)],
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
 * (`seti_…`, confirmed with a card once) and the payment methods they made (`pm_…`). Card numbers
 * and CVCs are checked and dropped, never stored.
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
  createdAt: createdAt(),
});

/**
 * Credits (spec §2, §9): an append-only ledger in integer minor units; a balance is the sum of a
 * user's entries in a currency. The $1000 claim, spending on contracts and refunds add entries;
 * nothing updates or deletes one.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
