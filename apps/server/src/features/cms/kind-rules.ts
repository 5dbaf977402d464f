import { AD_ERRORS, CARTOON_ERRORS, CARTOON_LANGUAGES, CARTOON_LEVELS, EVENT_ERRORS, type ContentKind, type EntryDocument } from '@lingbridge/contracts/cms';
import { unprocessable } from '../../errors';

/** A link an announcement or a banner may point to: ours (a path) or an https address. */
export const isSafeLink = (s: string) => /^\/(?!\/)[^\s]*$/.test(s) || /^https:\/\/[^\s/]+[^\s]*$/.test(s);

const text = (doc: EntryDocument, key: string) => String(doc.extra[key] ?? '').trim();
const time = (doc: EntryDocument, key: string) => {
  const v = text(doc, key);
  const t = v ? Date.parse(v) : NaN;
  return Number.isFinite(t) ? t : null;
};
const refuse = (message: string, path: string) => {
  throw unprocessable(message, [{ path: `extra.${path}`, message }]);
};

/** An event needs a time, and a place or a link (decision 0115). */
function checkEvent(doc: EntryDocument) {
  const starts = time(doc, 'starts_at');
  if (starts == null) refuse(EVENT_ERRORS.when, 'starts_at');
  const link = text(doc, 'link');
  if (!text(doc, 'place') && !link) refuse(EVENT_ERRORS.where, 'place');
  if (link && !isSafeLink(link)) refuse(EVENT_ERRORS.link, 'link');
  checkEnd(doc);
  const ends = time(doc, 'ends_at');
  if (ends != null && ends < starts!) refuse(EVENT_ERRORS.ends, 'ends_at');
}

/** An end that is given is a date and time (a typo would be ignored and the entry never end). */
function checkEnd(doc: EntryDocument) {
  if (text(doc, 'ends_at') && time(doc, 'ends_at') == null) refuse(EVENT_ERRORS.endsNotATime, 'ends_at');
}

/** A banner needs a slot, someone to show it to and a link of ours or https (decision 0116). */
function checkAd(doc: EntryDocument) {
  const link = text(doc, 'link');
  if (!link || !isSafeLink(link)) refuse(AD_ERRORS.link, 'link');
  if (!['home', 'sidebar'].includes(text(doc, 'slot'))) refuse(AD_ERRORS.slot, 'slot');
  if (!['audience_visitor', 'audience_free', 'audience_pro'].some((k) => doc.extra[k] === true)) refuse(AD_ERRORS.audience, 'audience');
  checkEnd(doc);
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/** A cartoon needs a language and a lower level, a panel, and every bubble filled in that language (decision 0118). */
function checkCartoon(doc: EntryDocument) {
  const language = text(doc, 'language');
  if (!(CARTOON_LANGUAGES as readonly string[]).includes(language)) refuse(CARTOON_ERRORS.language, 'language');
  if (!(CARTOON_LEVELS as readonly string[]).includes(text(doc, 'level'))) refuse(CARTOON_ERRORS.level, 'level');
  const panels = doc.panels ?? [];
  if (!panels.length) throw unprocessable(CARTOON_ERRORS.panels, [{ path: 'panels', message: CARTOON_ERRORS.panels }]);
  panels.forEach((p, i) =>
    p.bubbles.forEach((b, j) => {
      const path = `panels.${i}.bubbles.${j}.text`;
      if (!b.text.trim()) throw unprocessable(CARTOON_ERRORS.emptyBubble, [{ path, message: CARTOON_ERRORS.emptyBubble }]);
      if (!(language === 'Spanish' ? LATIN : HAN).test(b.text))
        throw unprocessable(CARTOON_ERRORS.wrongLanguage, [{ path, message: CARTOON_ERRORS.wrongLanguage }]);
    }),
  );
}

/**
 * What each kind asks before it is published, beyond a title (decision 0110's "editing rule"):
 * whether it needs a body, and its own fields' check.
 */
export const KIND_RULES: Record<ContentKind, { needsBody: boolean; check?: (doc: EntryDocument) => void }> = {
  blog: { needsBody: true },
  testimonial: { needsBody: false },
  event: { needsBody: false, check: checkEvent },
  ad: { needsBody: false, check: checkAd },
  cartoon: { needsBody: false, check: checkCartoon },
};
