import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declaredAccess } from '../src/actor/access';
import { users, type UserRow } from '../src/db/schema';
import { call, createUser, getTestEnv } from './helpers';
import { operationsOf, sampleOf } from './openapi-walk';
import { ROUTE_ROLES } from './route-roles.table';

/**
 * Every role against every route (issue 21). The table in route-roles.table.ts says once per route
 * who may call it; this suite reads the app's own route table (every route's `config.access`), asks
 * each rule about one account of each role, and fails on a route missing from the table, a table
 * entry for a route that is gone, or a rule that answers otherwise. Then it sends each route's
 * well-formed request as every refused role: a visitor gets 401 and a signed-in user 403.
 * Object-level rules (whose video, which order) are in the features' *-policy tests.
 * A new route: add its line to the table by hand, or run this file once with ROUTE_ROLES_WRITE=1
 * to write the table as the rules answer now, and read the diff before committing it.
 */
const env = await getTestEnv();
const made = {
  unverified: await createUser(env.ctx, { verified: false }),
  learner: await createUser(env.ctx),
  pro: await createUser(env.ctx),
  mentor: await createUser(env.ctx, { role: 'Mentor' }),
  editor: await createUser(env.ctx),
  admin: await createUser(env.ctx, { role: 'Admin', superuser: true }),
};
const rows: Record<keyof typeof made, UserRow> = {
  ...Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.user])),
  pro: { ...made.pro.user, isPaid: true },
  editor: { ...made.editor.user, canEditArticle: true },
} as Record<keyof typeof made, UserRow>;
await env.ctx.db.update(users).set({ isPaid: true }).where(eq(users.id, made.pro.user.id));
await env.ctx.db.update(users).set({ canEditArticle: true }).where(eq(users.id, made.editor.user.id));

const ROLES = ['visitor', 'unverified', 'learner', 'pro', 'mentor', 'editor', 'admin'] as const;
type Role = (typeof ROLES)[number];
const rowOf = (r: Role) => (r === 'visitor' ? null : rows[r]);

/** Who a rule lets in, as a name when it is one of the usual sets. */
function classOf(allowed: Role[]): string {
  const key = allowed.join(',');
  const names: Record<string, string> = {
    [ROLES.join(',')]: 'anyone',
    'unverified,learner,pro,mentor,editor,admin': 'signed-in',
    'learner,pro,mentor,editor,admin': 'verified',
    'mentor,admin': 'mentor',
    'editor,admin': 'editor',
    'pro,admin': 'pro',
    admin: 'admin',
    '': 'nobody',
  };
  return names[key] ?? key;
}

// The API's routes (other files may add routes of their own to the shared test app, outside /api).
const routes = [...declaredAccess(env.ctx)]
  .filter(([route]) => / \/api\//.test(route))
  .map(([route, rule]) => ({
    route: route.replace(/:(\w+)/g, '{$1}'),
    allowed: ROLES.filter((r) => rule(rowOf(r))),
  }));

describe('every role against every route', () => {
  it('reads a route table with every feature in it', () => {
    expect(routes.length).toBeGreaterThan(200);
  });

  it('has one entry per route, and each rule lets in exactly the roles its entry says', () => {
    const actual = Object.fromEntries(routes.map((r) => [r.route, classOf(r.allowed)]));
    if (process.env.ROUTE_ROLES_WRITE) {
      const lines = Object.keys(actual)
        .sort()
        .map((r) => `  '${r}': '${actual[r]}',`);
      const head = '// Who may call each route (route-roles.test.ts): written once per route, read by the test.\n';
      fs.writeFileSync(
        new URL('./route-roles.table.ts', import.meta.url),
        `${head}export const ROUTE_ROLES: Record<string, string> = {\n${lines.join('\n')}\n};\n`,
      );
    }
    const missing = Object.keys(actual).filter((r) => !(r in ROUTE_ROLES));
    const gone = Object.keys(ROUTE_ROLES).filter((r) => !(r in actual));
    const differ = Object.keys(actual)
      .filter((r) => r in ROUTE_ROLES && ROUTE_ROLES[r] !== actual[r])
      .map((r) => `${r}: table says ${ROUTE_ROLES[r]}, the route lets in ${actual[r]}`);
    expect({ missing, gone, differ }).toEqual({ missing: [], gone: [], differ: [] });
  });

  it('asks each route its rule before its input is validated and before any other hook reads it', () => {
    // The check is the first preValidation hook (decision 0158): a refused caller gets 401 or 403,
    // never a 422 that describes the body. Fastify runs hooks of a kind in the order they were added, a
    // parent scope's before its children's and a scope's before a route's own: one added ahead of the
    // access check would read the request with no actor known. The printed route tree names each
    // route's hooks in the order they run, under paths nested by indentation.
    const tree = env.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const stack: { col: number; path: string }[] = [];
    const first = new Map<string, string>();
    let route = '';
    for (const line of tree) {
      const node = /^([│├└─ ]*?)(?:[├└]── )?(\S+) \(([A-Z, ]+)\)$/.exec(line);
      if (node) {
        const col = line.indexOf(node[2], node[1].length);
        while (stack.length && stack[stack.length - 1].col >= col) stack.pop();
        const path = (stack[stack.length - 1]?.path ?? '') + node[2];
        stack.push({ col, path });
        route = `${node[3]} ${path}`;
        if (path.startsWith('/api/') && !path.startsWith('/api/docs')) first.set(route, 'none');
      }
      const hooks = /• \(preValidation\) (\[.*\])$/.exec(line);
      if (hooks) first.set(route, (JSON.parse(hooks[1]) as string[])[0]);
    }
    expect(first.get('GET, PATCH /api/v1/user/me')).toBe('accessCheck()');
    expect(first.size).toBeGreaterThan(200);
    expect([...first].filter(([, hook]) => hook !== 'accessCheck()')).toEqual([]);
  });

  it('refuses each role the table refuses, at the route: 401 for a visitor, 403 for a signed-in user', async () => {
    const ops = new Map(operationsOf(env.app.swagger()).map((op) => [`${op.method} ${op.path}`, op]));
    const failures: string[] = [];
    let checked = 0;
    for (const { route, allowed } of routes) {
      const op = ops.get(route);
      if (!op || allowed.length === ROLES.length) continue;
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const p = op.parameters.find((x) => x.name === name);
          return encodeURIComponent(String(p?.schema.type === 'integer' ? 2_147_483_647 : sampleOf(p?.schema ?? {}, name)));
        }) +
        (() => {
          const q = op.parameters.filter((p) => p.in === 'query' && p.required);
          return q.length ? `?${new URLSearchParams(q.map((p) => [p.name, String(sampleOf(p.schema, p.name))]))}` : '';
        })();
      const body =
        op.body && op.bodyType === 'application/json' ? { payload: JSON.stringify(sampleOf(op.body)), headers: { 'content-type': 'application/json' } } : {};
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await call(env.app, { method: op.method as 'GET', url, token: role === 'visitor' ? undefined : made[role].token, ...body });
        // Input is checked before access (bad input is a 422 for everyone): such a request says nothing here.
        if (res.status === 422 || res.status === 400 || res.status === 415) continue;
        checked++;
        const want = role === 'visitor' ? 401 : 403;
        if (res.status !== want) failures.push(`${route} as ${role}: ${res.status}, not ${want}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});
