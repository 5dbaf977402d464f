import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../src/adapters/rate-limit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { call, getTestEnv, uniqueEmail } from './helpers';

/** Whose address is the rate-limit key when a client writes X-Forwarded-For (docs/decisions/0056). */
const env = await getTestEnv();

/** An app on the shared ports, configured as production with 3 attempts a minute per account (9 per address). */
async function productionApp(trustProxy: string[], lines: string[] = []) {
  const log = pino({ level: 'warn' }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
  const config = { ...env.ctx.config, production: true, authRatePerMinute: 3, trustProxy };
  return buildApp({ ...env.ctx, config, log, limiter: createMemoryRateLimiter() });
}

/** A password-spraying login: a new account each time, so only the per-address limit can stop it. */
const spray = (app: Awaited<ReturnType<typeof productionApp>>, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  call(app, { method: 'POST', url: '/api/v1/user/login', remoteAddress, headers, payload: { username: uniqueEmail('spray'), password: 'guess123' } });

describe('TRUST_PROXY in the configuration', () => {
  it('takes addresses, CIDR ranges and named ranges; nothing by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/8,::1, fc00::/7,uniquelocal' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.0/8',
      '::1',
      'fc00::/7',
      'uniquelocal',
    ]);
  });

  it.each(['true', '*', '1', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('says why a hop count or true is refused', () => {
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/any client choose its address/);
  });
});

describe('the per-address rate limit in production', () => {
  it('ignores X-Forwarded-For from a peer that is not a configured proxy: 40 sprayed logins with a rotating header are stopped', async () => {
    const lines: string[] = [];
    const app = await productionApp([], lines);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await spray(app, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(9).every((s) => s === 429)).toBe(true);
    // The operator is told once that forwarded requests arrive and TRUST_PROXY is not set.
    const notices = lines.filter((l) => l.includes('TRUST_PROXY'));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]).level).toBe(40);
  });

  it("behind a configured proxy, the client address from the header is the key, and a client's own entries cannot change it", async () => {
    const app = await productionApp(['127.0.0.1', '10.0.0.0/8']);
    // Through the proxy (peer 127.0.0.1) each client has its own budget.
    for (let i = 0; i < 9; i++) expect((await spray(app, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(400);
    expect((await spray(app, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await spray(app, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(400);
    // The client wrote its own entries before the proxy appended the real address: the rightmost
    // address that is not a trusted proxy is the client, so the forged ones change nothing.
    for (let i = 0; i < 5; i++) expect((await spray(app, { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` })).status).toBe(429);
    // Two proxies in a row (both trusted) still give the client's address.
    expect((await spray(app, { 'x-forwarded-for': '203.0.113.7, 10.1.2.3' })).status).toBe(429);
    // A peer outside the trusted list is the client itself, whatever it writes.
    for (let i = 0; i < 9; i++) expect((await spray(app, { 'x-forwarded-for': `203.0.113.${100 + i}` }, '192.0.2.50')).status).toBe(400);
    expect((await spray(app, { 'x-forwarded-for': '203.0.113.200' }, '192.0.2.50')).status).toBe(429);
  });
});
