import type { AdClicks, HouseAd } from '@lingbridge/contracts/cms';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cmsAdClicks, type CmsEntryRow, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { isPro } from '../billing/entitlements';
import { imageUrl, versionFor } from './presenter';
import * as repo from './repo';

type SiteCode = 'en' | 'zh' | 'es';
export type Audience = 'visitor' | 'free' | 'pro';

export const AD_MISSING = 'Banner not found';
/** At most this many banners for one slot at a time; the page shows them in turn. */
const PER_SLOT = 3;

/** Who a reader is to a banner: not signed in, a free member, or PRO (paid; admins count as PRO, as in billing). */
export const audienceOf = (user: Pick<UserRow, 'isPaid' | 'userRole' | 'isSuperuser'> | null): Audience => (!user ? 'visitor' : isPro(user) ? 'pro' : 'free');

const running = (e: CmsEntryRow, now: number) => {
  const ends = Date.parse(String(e.published?.extra.ends_at ?? ''));
  return !Number.isFinite(ends) || ends > now;
};

/** Does a published banner show in this slot to this audience now? (Its start is the publish schedule.) */
export function showsTo(e: CmsEntryRow, slot: string, audience: Audience, now = Date.now()) {
  const x = e.published?.extra;
  return !!x && x.slot === slot && x[`audience_${audience}`] === true && running(e, now);
}

/** The banners for a slot that this reader's audience sees, newest first, in the reader's language. */
export async function adsFor(ctx: AppContext, user: UserRow | null, slot: string, lang: SiteCode): Promise<HouseAd[]> {
  const audience = audienceOf(user);
  const { rows } = await repo.listPublished(ctx.db, 'ad', 1, 200);
  return rows
    .filter((e) => showsTo(e, slot, audience))
    .slice(0, PER_SLOT)
    .map((e) => {
      const { code, version } = versionFor(e.published!, lang);
      return {
        id: e.id,
        title: version.title,
        text: version.summary ?? '',
        image_url: imageUrl(e.published!.cover_file_id),
        href: `/api/v1/ads/${e.id}/click`,
        lang: code,
      };
    });
}

/** A click: counted for today (a number only) and answered with where the banner leads. */
export async function clickAd(ctx: AppContext, id: number): Promise<string> {
  const e = await repo.findEntry(ctx.db, 'ad', id);
  const link = e?.status === 'published' ? String(e.published?.extra.link ?? '') : '';
  if (!e || !link) throw notFound(AD_MISSING);
  const day = new Date().toISOString().slice(0, 10);
  await ctx.db
    .insert(cmsAdClicks)
    .values({ entryId: id, day, clicks: 1 })
    .onConflictDoUpdate({ target: [cmsAdClicks.entryId, cmsAdClicks.day], set: { clicks: sql`${cmsAdClicks.clicks} + 1` } });
  return link;
}

/** The editors' figures: clicks in all and for each of the last 30 days with any. */
export async function clicksOf(ctx: AppContext, id: number): Promise<AdClicks> {
  if (!(await repo.findEntry(ctx.db, 'ad', id))) throw notFound(AD_MISSING);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const [days, [{ total }]] = await Promise.all([
    ctx.db
      .select({ day: cmsAdClicks.day, clicks: cmsAdClicks.clicks })
      .from(cmsAdClicks)
      .where(and(eq(cmsAdClicks.entryId, id), gte(cmsAdClicks.day, since)))
      .orderBy(desc(cmsAdClicks.day)),
    ctx.db
      .select({ total: sql<number>`coalesce(sum(${cmsAdClicks.clicks}), 0)::int` })
      .from(cmsAdClicks)
      .where(eq(cmsAdClicks.entryId, id)),
  ]);
  return { total, days };
}
