/** Business constants of the specification (spec 01 §9, spec 02 §9). Keep names and numbers exact. */
export const PASSWORD_MIN_LENGTH = 6;
export const FREE_USE_LIMIT = 3;
export const GROUP_OFFER_MIN_SUBSCRIPTIONS = 35;
export const PRICE_MONTHLY_CENTS = 1648;
export const PRICE_YEARLY_CENTS = 15820;

export const LIST_SIZES = {
  mentor: 250,
  member: 250,
  admin: 20,
  debateFilter: 50,
  allVideos: 1500,
  notebook: 10,
  videoPanelFloating: 5,
  videoPanelUpload: 10,
  vocabularyHistory: 20,
} as const;

export const POLLING = {
  videoStatusMs: 10_000,
  playerTimeMs: 500,
  fakeProgressStepMs: 1_500,
  fakeProgressCap: 99,
  chatReconnectMs: 3_000,
  recorderTickMs: 1_000,
} as const;

export const CHAT_MAX_FILES = 10;
export const CHAT_EMOJI_COUNT = 60;
export const VIDEO_MAX_MINUTES = 60;
export const FILE_NAME_MAX = 100;

export const PLAYER = {
  speedStep: 0.25,
  speedMin: 0.25,
  speedMax: 2,
  dividerMin: 40,
  dividerMax: 80,
  dividerDefault: 50,
  dividerGrabPx: 10,
} as const;

export const EVENT_DURATIONS = [15, 30, 45, 60] as const;

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const CATEGORIES = [
  'Arts & Beauty',
  'Business & Economics',
  'Culture & History',
  'Daily life',
  'Entertainment & Sports',
  'Food & Healthy Living',
  'Me & Family',
  'Nature & Environment',
  'People & Psychology',
  'Politics & Sociology',
  'Professions & Work',
  'Science & Technology',
  'Travel & Vacation',
] as const;

/** Local storage keys (spec 01 §3 Current user). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  isPaid: 'isPaid',
  userRole: 'userRole',
  learningLanguage: 'learningLanguage',
  siteLanguage: 'siteLanguage',
} as const;

export const DEFAULT_LEARNING_LANGUAGE = 'Simplified_Chinese';
export const DEFAULT_SITE_LANGUAGE = 'en';

/** Time-of-day periods of the activity tracker (spec 01 §4). */
export function periodOfDay(hour: number): 'Morning' | 'Afternoon' | 'Evening' | 'Night' {
  if (hour >= 5 && hour < 12) return 'Morning';
  if (hour >= 12 && hour < 17) return 'Afternoon';
  if (hour >= 17 && hour < 21) return 'Evening';
  return 'Night';
}

/** A category name in a URL: lower case, `&` as "and", spaces as dashes (`food-and-healthy-living`). */
export function categorySlug(name: string) {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Learners a teacher creates have no e-mail: the account keeps a reserved address built from the
 * user name (docs/decisions/0092), and signing in with a user name (no @) looks that address up.
 */
export const LEARNER_EMAIL_DOMAIN = 'learners.lingbridge.invalid';
export const learnerEmail = (userName: string) => `${userName.trim().toLowerCase()}@${LEARNER_EMAIL_DOMAIN}`;
/** The user name of a learner account, null for an account with a real e-mail address. */
export const userNameOf = (email: string) => (email.endsWith(`@${LEARNER_EMAIL_DOMAIN}`) ? email.slice(0, -LEARNER_EMAIL_DOMAIN.length - 1) : null);
