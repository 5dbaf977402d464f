import { openDatabase } from '../src/adapters/db';

/** With DATABASE_URL, migrate once before the workers start, so they never race to create tables. */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.close();
}
