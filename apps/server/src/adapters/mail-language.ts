import { siteNameToCode, type SiteLanguageCode, type SiteLanguageName } from '@lingbridge/contracts/common';

/**
 * What every e-mail shares: it is written in its reader's site language (a name such as
 * "Spanish", or a code such as "es"; anything else is English), with a text and an HTML part.
 */
export type MailLanguage = SiteLanguageCode;

export function mailLanguage(siteLanguage: string | null | undefined): MailLanguage {
  if (siteLanguage === 'en' || siteLanguage === 'zh' || siteLanguage === 'es') return siteLanguage;
  return siteNameToCode[siteLanguage as SiteLanguageName] ?? 'en';
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LOCALE: Record<MailLanguage, string> = { en: 'en-GB', zh: 'zh-CN', es: 'es-ES' };

/** A date and time for the reader's language, naming its time zone (UTC: users have none stored). */
export function mailDateTime(date: Date, lang: MailLanguage, timeZone = 'UTC') {
  const parts = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat(LOCALE[lang], { ...parts, timeZone, timeZoneName: 'short' }).format(date);
}

/** A day (YYYY-MM-DD, no time) for the reader's language. */
export function mailDay(day: string, lang: MailLanguage) {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** One block of an e-mail: a paragraph, a link (a button in HTML), a quotation, a table, or small print. */
export type MailBlock =
  { p: string } | { link: string; label: string } | { url: string } | { quote: string } | { rows: [string, string][] } | { small: string };

const br = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

/** Renders the blocks as a text part and an HTML part marked with the language (values html-escaped). */
export function renderMail(lang: MailLanguage, blocks: MailBlock[], signature = 'Lingbridge') {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ('p' in b) {
      text.push(b.p);
      html.push(`<p>${br(b.p)}</p>`);
    } else if ('link' in b) {
      text.push(`${b.label}: ${b.link}`);
      html.push(
        `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(b.label)}</a></p>`,
      );
    } else if ('url' in b) {
      text.push(b.url);
      html.push(`<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.url)}</a></p>`);
    } else if ('quote' in b) {
      text.push(
        b.quote
          .split('\n')
          .map((l) => `> ${l}`)
          .join('\n'),
      );
      html.push(`<blockquote style="border-left:3px solid #cbd2d9;margin:0;padding-left:12px;color:#52606d">${br(b.quote)}</blockquote>`);
    } else if ('rows' in b) {
      text.push(b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'));
      html.push(`<table>${b.rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${br(v)}</td></tr>`).join('')}</table>`);
    } else {
      text.push(b.small);
      html.push(`<p style="color:#52606d;font-size:14px">${br(b.small)}</p>`);
    }
  }
  return {
    text: `${[...text, signature].join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#1f2933">
${html.join('\n')}
<p style="color:#52606d;font-size:14px">${escapeHtml(signature)}</p></body></html>`,
  };
}
