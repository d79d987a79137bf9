import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text("email").notNull().unique(),
  userName: text("user_name").notNull().unique(),
  fullName: text("full_name").notNull(),
  passwordHash: text("password_hash"),
  avatar: text("avatar").notNull().default(""),
  bio: text("bio").notNull().default(""),
  university: text("university").notNull().default(""),
  yearOfStudy: text("year_of_study").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every API process (sign-in, sign-up, reset limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const stumbles = pgTable(
  "stumbles",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Insertion order; lists are ordered by it so an index means the same item to every reader. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    url: text("url").notNull().default(""),
    platform: text("platform").notNull(),
    hint: text("hint").notNull().default(""),
    intuition: text("intuition").notNull().default(""),
    solution: text("solution").notNull().default(""),
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stumbles_user_seq_idx").on(t.userId, t.seq)],
);

export const concepts = pgTable(
  "concepts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    notes: jsonb("notes").$type<{ basic: string; intermediate: string; advanced: string }>().notNull(),
    problemLinks: jsonb("problem_links").$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("concepts_user_seq_idx").on(t.userId, t.seq)],
);

export const favoriteContests = pgTable(
  "favorite_contests",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    platform: text("platform").notNull(),
    shortNote: text("short_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("favorite_contests_user_url_idx").on(t.userId, t.url)],
);
