// A teacher who runs a school, set up through the API for the journeys that look at the teacher
// area with something in it: an organisation with paid seats and an invited colleague, a class
// with a code, two learner accounts (sign-in cards) and an assignment of a demo article.
import { DEMO, apiToken, assert, registerViaApi, uniqueEmail } from './app.mjs';
import { demoArticles } from './reading.mjs';

async function call(t, path, token, body, method = body ? 'POST' : 'GET') {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert(res.ok, `${method} ${path}: HTTP ${res.status} ${await res.clone().text()}`);
  return res.json().catch(() => null);
}

/** Returns `{ teacher: { email, password, token }, org, group, learners }`; `prefix` keeps names apart. */
export async function teacherWithSchool(t, prefix) {
  const run = Date.now().toString(36);
  const teacher = await registerViaApi(t, { email: uniqueEmail(`${prefix}-teacher`), nick: `Teacher ${run}`, role: 'Mentor' });
  const token = await apiToken(t, teacher.email, teacher.password);
  const admin = await apiToken(t, DEMO.admin.email, DEMO.admin.password);
  const org = await call(t, '/organization/org', token, { name: `School ${prefix} ${run}`, invite: [uniqueEmail(`${prefix}-invited`)] });
  const paidUntil = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await call(t, `/organization/org/${org.id}`, admin, { seat_count: 10, seats_paid_until: paidUntil }, 'PATCH');
  const group = await call(t, `/organization/org/${org.id}/group`, token, { name: `Class ${run}`, join_code: true });
  const { learners } = await call(t, `/organization/org/${org.id}/group/${group.id}/learner`, token, {
    learners: [{ nick_name: 'Mei' }, { nick_name: 'Leo' }],
  });
  const article = (await demoArticles(t))[0];
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await call(t, `/organization/org/${org.id}/group/${group.id}/assignment`, token, { kind: 'article', resource_id: article.id, due_at: due });
  return { teacher: { ...teacher, token }, org, group, learners };
}
