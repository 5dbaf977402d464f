// The single list drizzle-kit and the app read; every feature's tables are re-exported here.
export * from './schema/accounts';
export * from './schema/files';
export * from './schema/jobs';
export * from './schema/oauth';
export * from './schema/vocabulary';
export * from './schema/chat';
export * from './schema/billing';
export * from './schema/categories';
export * from './schema/reading';
export * from './schema/quizzes';
export * from './schema/watch';
export * from './schema/notifications';
