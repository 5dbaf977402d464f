import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts with an OpenID provider between the authorize call and the provider's callback.
 * Kept in the database, not in memory, so the callback may land on any server process. The state
 * sent to the provider is stored only as its hash; a row is deleted when it is used (single use).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    // Hash of the random cookie of the browser that started the attempt (login-CSRF defence).
    browserHash: text('browser_hash').notNull(),
    provider: text('provider', { enum: ['google'] })
      .notNull()
      .default('google'),
    flow: text('flow', { enum: ['login', 'register'] }).notNull(),
    userRole: text('user_role', { enum: ['Member', 'Mentor'] }).notNull(),
    learningLanguage: text('learning_language'),
    siteLanguage: text('site_language'),
    redirectUri: text('redirect_uri').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_states_state_hash_key').on(t.stateHash), index('oauth_states_expires_idx').on(t.expiresAt)],
);
export type OauthStateRow = typeof oauthStates.$inferSelect;
