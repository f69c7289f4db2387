import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every table of DESIGN §4, for PGlite and PostgreSQL alike. Property names are what the code
 * (and better-auth's adapter) uses; column names are snake_case SQL.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** bytea that reads back as a Buffer on both drivers (PGlite hands relational queries a hex string). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  fromDriver: (value) => {
    if (typeof value === 'string') return Buffer.from(value.replace(/^\\x/, ''), 'hex');
    return Buffer.from(value);
  },
});

// ── better-auth (field names must match better-auth's model: name, email, emailVerified, …) ──

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Balance; changed only by the credit ledger module. */
    credits: integer('credits').notNull().default(0),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('user_credits_non_negative', sql`${table.credits} >= 0`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('account_user_id_idx').on(table.userId),
    uniqueIndex('account_provider_account_uq').on(table.providerId, table.accountId),
  ],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

// ── product ──

/** Key/value settings (pricingUSD, pricingINR, …); defaults are seeded by a migration. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Every credit change; `ref` makes each business event (signup, order, application, refund) count once. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('credit_ledger_user_id_idx').on(table.userId)],
);

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['resume', 'receipt'] }).notNull(),
    originalName: text('original_name').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    mediaType: text('media_type').notNull(),
    /** Where the FileStore keeps the bytes: a path under DATA_DIR, or a file_blobs id. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_owner_id_idx').on(table.ownerId)],
);

/** Bytes for FILE_STORE=db, kept apart from `files` so listing files never drags blobs along. */
export const fileBlobs = pgTable('file_blobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['paypal', 'upi'] }).notNull(),
    status: text('status', { enum: ['created', 'pending', 'paid', 'rejected', 'failed'] })
      .notNull()
      .default('created'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency', { enum: ['USD', 'INR'] }).notNull(),
    credits: integer('credits').notNull(),
    /** The provider's order id (PayPal); unique so a capture maps to exactly one of ours. */
    providerOrderId: text('provider_order_id').unique(),
    /** The UPI reference as the buyer typed it (shown to admins). */
    upiReference: text('upi_reference'),
    /**
     * The same reference without spaces and separators, upper-cased (upiReferenceKey()): what
     * uniqueness is decided on, so "UTRA-123" and "utra 123" are one transaction.
     */
    upiReferenceKey: text('upi_reference_key'),
    /** How often a proof for another order was refused because it reused this order's reference. */
    upiReferenceReuseAttempts: integer('upi_reference_reuse_attempts').notNull().default(0),
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId),
    index('orders_status_idx').on(table.status, table.createdAt),
    // One UPI transaction reference pays one order: unique among proofs under review or approved.
    uniqueIndex('orders_upi_reference_key_live_uq')
      .on(table.upiReferenceKey)
      .where(sql`${table.upiReferenceKey} is not null and ${table.status} in ('pending', 'paid')`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    jobDescription: text('job_description').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'complete', 'failed'] })
      .notNull()
      .default('queued'),
    parseMethod: text('parse_method'),
    /** ParseWarning[] ({code, message}): what reading the upload moved, left out or could not recognise. */
    parseWarnings: jsonb('parse_warnings'),
    sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** ResumeDocument as parsed from the upload. */
    parsedResume: jsonb('parsed_resume'),
    /** ResumeDocument after tailoring. */
    optimizedResume: jsonb('optimized_resume'),
    templateId: text('template_id'),
    /** The cover letter's template; the resume's (templateId) until the person picks another. */
    coverLetterTemplateId: text('cover_letter_template_id'),
    /** 'A4' or 'Letter' for previews and exports; A4 until the person picks. */
    pageSize: text('page_size', { enum: ['A4', 'Letter'] }),
    coverLetter: text('cover_letter'),
    /** The person chose to send no cover letter with this application (offered on a poor fit): no letter download. */
    coverLetterSkipped: boolean('cover_letter_skipped').notNull().default(false),
    keywordAnalysis: jsonb('keyword_analysis'),
    readability: jsonb('readability'),
    /** ScoreComparison: the uploaded and the tailored resume on the same formula. */
    scores: jsonb('scores'),
    /** The writer's recorded edits (each with its reason, rule, keywords served and source facts). */
    changes: jsonb('changes'),
    /** Rewrites with placeholders, kept beside the document for the person to complete. */
    suggestions: jsonb('suggestions'),
    /** The person's review: a decision per recorded edit and the figures they typed into suggestions. */
    review: jsonb('review'),
    /** The number of the revision the application shows now (0 until the first review action). */
    revision: integer('revision').notNull().default(0),
    /** Which writer produced the result ('built-in' or 'llm') and, for an LLM, which model. */
    writer: text('writer'),
    model: text('model'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('applications_user_id_idx').on(table.userId, table.createdAt)],
);

/** The resume builder's current draft, one per user (the builder module owns it). */
/**
 * Every version the person made of an application while reviewing it (accept, reject, fill,
 * template, letter, restore): who, when, what, and the full state to go back to. Deleted with it.
 */
export const applicationRevisions = pgTable(
  'application_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    description: text('description').notNull(),
    /** The application's reviewable state as of this revision (document, letter, templates, review). */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('application_revisions_number_idx').on(table.applicationId, table.number)],
);

export const builderDrafts = pgTable('builder_drafts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The BuilderDraft as the person left it (validated by the contract's schema on the way in and out). */
  draft: jsonb('draft').notNull(),
  updatedAt: updatedAt(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'error'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    index('jobs_application_id_idx').on(table.applicationId),
  ],
);

/** AI provider configurations (DESIGN §6). The key is stored AES-GCM encrypted with APP_SECRET. */
/**
 * AI provider configurations (SPEC §3 'API configuration'). The key is stored encrypted
 * (AES-256-GCM, see modules/ai/key-crypto.ts); a curl configuration keeps the pasted command, which
 * is parsed without a shell on every use.
 */
export const apiConfigs = pgTable(
  'api_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['api_key', 'curl'] })
      .notNull()
      .default('api_key'),
    baseUrl: text('base_url'),
    model: text('model'),
    apiKeyEncrypted: text('api_key_encrypted'),
    curlCommand: text('curl_command'),
    /** Where a curl answer keeps its text, e.g. 'choices.0.message.content'. */
    answerPath: text('answer_path'),
    priority: integer('priority').notNull().default(1),
    rateLimitPerHour: integer('rate_limit_per_hour').notNull().default(1000),
    isActive: boolean('is_active').notNull().default(true),
    isHealthy: boolean('is_healthy').notNull().default(true),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** Start of the hourly window the usage count belongs to. */
    lastReset: timestamp('last_reset', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('api_configs_priority_min', sql`${table.priority} >= 1`),
    check('api_configs_rate_limit_min', sql`${table.rateLimitPerHour} >= 1`),
    index('api_configs_priority_idx').on(table.priority),
  ],
);

/** Calls per provider config per hour, for the hourly limit. */
export const apiUsage = pgTable(
  'api_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    configId: uuid('config_id')
      .notNull()
      .references(() => apiConfigs.id, { onDelete: 'cascade' }),
    /** Start of the hour, UTC. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [uniqueIndex('api_usage_config_hour_uq').on(table.configId, table.hour)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  ip: text('ip'),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt)],
);

/**
 * Rate-limit counters shared by every web process (plugins/rate-limit-store.ts): one row per
 * limit and caller, keyed by a hash so no email or address is stored, reset when its window ends.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
