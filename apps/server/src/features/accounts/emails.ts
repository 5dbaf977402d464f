import { siteNameToCode, type SiteLanguageCode, type SiteLanguageName } from '@lingbridge/contracts/common';

type Kind = 'verify' | 'reset';
type Copy = { subject: string; intro: string; button: string; outro: string };

const COPY: Record<SiteLanguageCode, Record<Kind, Copy>> = {
  en: {
    verify: {
      subject: 'Confirm your e-mail for Lingbridge',
      intro: 'Welcome to Lingbridge! Please confirm your e-mail address to activate your account.',
      button: 'Confirm my e-mail',
      outro: 'This link works for 24 hours. If you did not sign up, you can ignore this message.',
    },
    reset: {
      subject: 'Reset your Lingbridge password',
      intro: 'Someone asked to reset the password of your Lingbridge account.',
      button: 'Choose a new password',
      outro: 'This link works once, for one hour. If it was not you, ignore this message: your password stays the same.',
    },
  },
  zh: {
    verify: {
      subject: '请确认你在 Lingbridge 的电子邮箱',
      intro: '欢迎来到 Lingbridge！请确认你的电子邮箱地址以激活账户。',
      button: '确认我的邮箱',
      outro: '此链接 24 小时内有效。如果你没有注册，请忽略这封邮件。',
    },
    reset: {
      subject: '重置你的 Lingbridge 密码',
      intro: '有人请求重置你 Lingbridge 账户的密码。',
      button: '设置新密码',
      outro: '此链接只能使用一次，一小时内有效。如果不是你本人操作，请忽略此邮件，你的密码不会改变。',
    },
  },
  es: {
    verify: {
      subject: 'Confirma tu correo en Lingbridge',
      intro: '¡Bienvenido a Lingbridge! Confirma tu dirección de correo para activar tu cuenta.',
      button: 'Confirmar mi correo',
      outro: 'Este enlace funciona durante 24 horas. Si no te registraste, puedes ignorar este mensaje.',
    },
    reset: {
      subject: 'Restablece tu contraseña de Lingbridge',
      intro: 'Alguien pidió restablecer la contraseña de tu cuenta de Lingbridge.',
      button: 'Elegir una contraseña nueva',
      outro: 'Este enlace funciona una sola vez, durante una hora. Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders an account e-mail in the user's site language, with a text and an HTML part. */
export function renderAccountEmail(kind: Kind, siteLanguage: string, link: string) {
  const code = siteNameToCode[siteLanguage as SiteLanguageName] ?? 'en';
  const c = COPY[code][kind];
  const text = `${c.intro}\n\n${c.button}: ${link}\n\n${c.outro}\n\nLingbridge`;
  const html = `<!doctype html><html lang="${code}"><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#1f2933">
<p>${escapeHtml(c.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(c.button)}</a></p>
<p style="color:#52606d;font-size:14px">${escapeHtml(c.outro)}</p>
<p style="color:#52606d;font-size:14px">Lingbridge</p></body></html>`;
  return { subject: c.subject, text, html };
}
