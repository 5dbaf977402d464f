// Microbenchmark (no HTTP): what serializing one /user/me answer costs with each serializer the
// diagnosis compares. Run: node --import tsx bench/http/serializers.ts
import { currentUser } from '@lingbridge/contracts/accounts';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { nullableAsTypes, serializerCompiler } from '../../apps/server/src/plugins/serializer';

const me = {
  id: 2,
  email: 'learner@lingbridge.local',
  nick_name: 'Lina',
  avatar: null,
  learning_language: 'Simplified_Chinese',
  site_language: 'English',
  teaching_language: null,
  country_region: null,
  city_town: null,
  postal_code: null,
  time_flexibility: null,
  location_flexibility: null,
  year_of_teaching_experience: null,
  educations: [],
  certificates: [],
  relevant_units: [],
  relevant_subject: null,
  relevant_organization: null,
  employments: [],
  language_skills: [],
  skills: [],
  about: null,
  autobiography: null,
  is_paid: false,
  user_role: 'Member',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  verify_status: 'not_verified',
  can_edit_article: false,
  stripe_subscribed: false,
  created_at: '2026-11-22T05:47:44.810Z',
  org_role: 'member',
};
// Keep only the keys the contract has (it may have grown since this sample was written).
const sample = currentUser.parse({ ...Object.fromEntries(Object.keys(currentUser.shape).map((k) => [k, null])), ...me, ...pickDefaults() });
function pickDefaults() {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(currentUser.shape)) if ((v as z.ZodType).safeParse([]).success && !(k in me)) out[k] = [];
  for (const [k, v] of Object.entries(currentUser.shape)) if (!(k in out) && !(k in me) && (v as z.ZodType).safeParse(false).success) out[k] = false;
  return out;
}
const fjs = fastJson(z.toJSONSchema(currentUser, { target: 'draft-7', io: 'output' }) as never);

const fjsTypes = fastJson(nullableAsTypes(z.toJSONSchema(currentUser, { target: 'draft-7', io: 'output' })) as never);
const app = (serializerCompiler as (r: unknown) => (d: unknown) => string)({ schema: currentUser, method: 'GET', url: '/user/me', httpStatus: '200' });
if (fjsTypes(sample) !== fjs(sample) || app(sample) !== fjs(sample)) throw new Error('the serializers disagree');

const cases: [string, () => unknown][] = [
  ['JSON.stringify', () => JSON.stringify(sample)],
  ['fast-json-stringify (JSON Schema from the contract; nullable fields as anyOf)', () => fjs(sample)],
  ['fast-json-stringify, nullable fields as type arrays (the app, plugins/serializer.ts)', () => fjsTypes(sample)],
  ['zod safeParse + JSON.stringify', () => JSON.stringify(currentUser.safeParse(sample).data)],
  ['zod safeEncode + JSON.stringify (fastify-type-provider-zod)', () => JSON.stringify(z.safeEncode(currentUser, sample as never).data)],
];
for (const [label, fn] of cases) {
  for (let i = 0; i < 20_000; i++) fn(); // warm-up
  const n = 200_000;
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  const us = Number(process.hrtime.bigint() - t) / 1000 / n;
  console.log(`${us.toFixed(2).padStart(7)} µs  ${label}`);
}
