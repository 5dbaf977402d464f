import type { BillingQuoteRequestRow } from '../../db/schema';
import { mailDay, renderMail, type MailLanguage } from '../../adapters/mail-language';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const CURRENCY_LOCALE: Record<MailLanguage, string> = { en: 'en-US', zh: 'zh-CN', es: 'es-ES' };
const money = (cents: number, lang: MailLanguage) => new Intl.NumberFormat(CURRENCY_LOCALE[lang], { style: 'currency', currency: 'USD' }).format(cents / 100);

const ACK = {
  en: {
    what: { quote: 'quote request', demo: 'demo booking' },
    labels: ['Request', 'Organisation', 'Contact', 'E-mail', 'Phone', 'Licences', 'Tier', 'List price per year', 'Preferred date', 'Message'],
    custom: 'custom quote',
    subject: (what: string) => `We received your Lingbridge ${what}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (what: string, org: string) => `Thank you for your ${what} for ${org}. We will answer within two working days.`,
    plans: 'Plans and prices',
  },
  zh: {
    what: { quote: '报价申请', demo: '演示预约' },
    labels: ['申请', '机构', '联系人', '电子邮箱', '电话', '许可数量', '等级', '每年标价', '希望日期', '留言'],
    custom: '单独报价',
    subject: (what: string) => `我们已收到你的 Lingbridge ${what}`,
    hello: (name: string) => `${name}，你好！`,
    thanks: (what: string, org: string) => `感谢你为 ${org} 提交${what}。我们会在两个工作日内回复你。`,
    plans: '方案和价格',
  },
  es: {
    what: { quote: 'solicitud de presupuesto', demo: 'reserva de demostración' },
    labels: ['Solicitud', 'Organización', 'Contacto', 'Correo', 'Teléfono', 'Licencias', 'Nivel', 'Precio de lista por año', 'Fecha preferida', 'Mensaje'],
    custom: 'presupuesto a medida',
    subject: (what: string) => `Recibimos tu ${what} de Lingbridge`,
    hello: (name: string) => `Hola, ${name}:`,
    thanks: (what: string, org: string) => `Gracias por tu ${what} para ${org}. Te responderemos en un plazo de dos días hábiles.`,
    plans: 'Planes y precios',
  },
} as const;

/**
 * The e-mails of a group-offer request: one to the sales team (English), one acknowledgement to the
 * requester in `lang` (their site language when they asked signed in, else English: decision 0195).
 */
export function quoteEmails(q: BillingQuoteRequestRow, estimateCents: number | null, plansUrl: string, lang: MailLanguage = 'en') {
  const what = q.kind === 'demo' ? 'demo booking' : 'quote request';
  const rows: [string, string][] = [
    ['Request', what],
    ['Organisation', q.organization],
    ['Contact', q.contactName],
    ['E-mail', q.email],
    ['Phone', q.phone ?? '—'],
    ['Licences', String(q.seats)],
    ['Tier', q.tier],
    ['List price per year', estimateCents === null ? 'custom quote' : dollars(estimateCents)],
    ['Preferred date', q.preferredDate ?? '—'],
    ['Message', q.message ?? '—'],
  ];
  const text = rows.map(([k, v]) => `${k}: ${v}`).join('\n');
  const html = `<table>${rows.map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;
  const a = ACK[lang];
  const theirWhat = a.what[q.kind === 'demo' ? 'demo' : 'quote'];
  const values = [
    theirWhat,
    q.organization,
    q.contactName,
    q.email,
    q.phone ?? '—',
    q.seats.toLocaleString(CURRENCY_LOCALE[lang]),
    q.tier,
    estimateCents === null ? a.custom : lang === 'en' ? dollars(estimateCents) : money(estimateCents, lang),
    q.preferredDate ? (lang === 'en' ? q.preferredDate : mailDay(q.preferredDate, lang)) : '—',
    q.message ?? '—',
  ];
  const ack = renderMail(lang, [
    { p: a.hello(q.contactName) },
    { p: a.thanks(theirWhat, q.organization) },
    { rows: a.labels.map((k, i): [string, string] => [k, values[i]]) },
    { link: plansUrl, label: a.plans },
  ]);
  return {
    sales: {
      subject: `Lingbridge group offer: ${what} #${q.id} from ${q.organization} (${q.seats} licences)`,
      text: `A new ${what} arrived.\n\n${text}\n`,
      html: `<p>A new ${esc(what)} arrived.</p>${html}`,
    },
    requester: { subject: a.subject(theirWhat), text: ack.text, html: ack.html },
  };
}
