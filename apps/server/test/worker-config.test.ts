import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const pg = 'postgres://db.example/lb';
const redis = 'redis://cache.example:6379';

describe('ROLE', () => {
  it('defaults to all: one process serves HTTP and runs the jobs (npm start)', () => {
    expect(loadConfig({}).role).toBe('all');
  });

  it('splits web and worker processes only on PostgreSQL and Redis, which they share', () => {
    expect(loadConfig({ ROLE: 'web', DATABASE_URL: pg, REDIS_URL: redis }).role).toBe('web');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: pg, REDIS_URL: redis }).role).toBe('worker');
    for (const env of [{ ROLE: 'web' }, { ROLE: 'worker', DATABASE_URL: pg }, { ROLE: 'web', REDIS_URL: redis }])
      expect(() => loadConfig(env)).toThrow(/ROLE: .* set DATABASE_URL and REDIS_URL/);
  });

  it('names the variable for an unknown role', () => {
    expect(() => loadConfig({ ROLE: 'jobs' })).toThrow(ConfigError);
    expect(() => loadConfig({ ROLE: 'jobs' })).toThrow(/ROLE: must be all, web or worker/);
  });
});
