import { mailLanguage, renderMail } from '../../adapters/mail-language';

/** The answer to an application, in the applicant's site language; the admin's message is quoted as written. */
export function applicationDecidedMail(siteLanguage: string | null | undefined, status: 'approved' | 'declined', message: string) {
  const lang = mailLanguage(siteLanguage);
  const ok = status === 'approved';
  const copy = {
    en: { subject: `Your Lingbridge application was ${status}`, line: `Your application was ${status}.` },
    zh: { subject: ok ? '你的 Lingbridge 申请已通过' : '你的 Lingbridge 申请未通过', line: ok ? '你的申请已通过。' : '你的申请未通过。' },
    es: {
      subject: ok ? 'Tu solicitud en Lingbridge fue aprobada' : 'Tu solicitud en Lingbridge fue rechazada',
      line: ok ? 'Tu solicitud fue aprobada.' : 'Tu solicitud fue rechazada.',
    },
  }[lang];
  const { text, html } = renderMail(lang, [{ p: copy.line }, { p: message }]);
  return { subject: copy.subject, text, html };
}

const REPLY_SUBJECT = { en: 'Re: your message to Lingbridge', zh: '回复：你发给 Lingbridge 的消息', es: 'Re: tu mensaje a Lingbridge' } as const;

/** The answer to a /contact message, framed in the sender's site language (English without an account). */
export function contactReplyMail(siteLanguage: string | null | undefined, reply: string, original: string) {
  const lang = mailLanguage(siteLanguage);
  const { text, html } = renderMail(lang, [{ p: reply }, { quote: original }]);
  return { subject: REPLY_SUBJECT[lang], text, html };
}
