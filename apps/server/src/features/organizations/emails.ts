import { mailLanguage, renderMail } from '../../adapters/mail-language';

/** The invitation e-mail: a link that signs up or signs in, then joins; in the reader's site language. */
export function invitationEmail(x: { organization: string; inviter: string; link: string; role: 'OrgAdmin' | 'Member' }, siteLanguage?: string | null) {
  const lang = mailLanguage(siteLanguage);
  const admin = x.role === 'OrgAdmin';
  const copy = {
    en: {
      subject: `Join ${x.organization} on Lingbridge`,
      intro: `${x.inviter} invites you to join ${x.organization} on Lingbridge${admin ? ' as an administrator' : ''}.`,
      how: 'Open this link to sign in or create your account and join (valid for 14 days):',
      button: `Join ${x.organization}`,
    },
    zh: {
      subject: `加入 Lingbridge 上的 ${x.organization}`,
      intro: `${x.inviter} 邀请你${admin ? '以管理员身份' : ''}加入 Lingbridge 上的 ${x.organization}。`,
      how: '打开这个链接，登录或创建你的账户并加入（14 天内有效）：',
      button: `加入 ${x.organization}`,
    },
    es: {
      subject: `Únete a ${x.organization} en Lingbridge`,
      intro: `${x.inviter} te invita a unirte a ${x.organization} en Lingbridge${admin ? ' como administrador' : ''}.`,
      how: 'Abre este enlace para iniciar sesión o crear tu cuenta y unirte (válido durante 14 días):',
      button: `Unirme a ${x.organization}`,
    },
  }[lang];
  const { text, html } = renderMail(lang, [{ p: copy.intro }, { p: copy.how }, { link: x.link, label: copy.button }]);
  return { subject: copy.subject, text, html };
}
