import { mailDateTime, renderMail, type MailLanguage } from '../../adapters/mail-language';
import type { SpeakChange } from './domain-events';

/** The words of the Speak e-mails in each site language (the notifications say the same, in the web's catalogues). */
const WORDS = {
  en: {
    someone: 'Someone',
    aParticipant: 'a participant',
    participant: 'A participant',
    another: 'another one',
    anotherTime: 'another time',
    prop: 'Prop',
    opp: 'Opp',
    reason: (r: string) => ` Reason: ${r}`,
    role: (r: string) => ({ player: 'a player', judge: 'a judge', audience: 'a member of the audience' })[r] ?? r,
    hello: (n: string) => `Hello ${n},`,
  },
  zh: {
    someone: '有人',
    aParticipant: '参与者',
    participant: '一位参与者',
    another: '其他角色',
    anotherTime: '另一个时间',
    prop: '正方',
    opp: '反方',
    reason: (r: string) => `原因：${r}`,
    role: (r: string) => ({ player: '辩手/玩家', judge: '评委', audience: '观众' })[r] ?? r,
    hello: (n: string) => `${n}，你好！`,
  },
  es: {
    someone: 'Alguien',
    aParticipant: 'participante',
    participant: 'Un participante',
    another: 'otro papel',
    anotherTime: 'otra hora',
    prop: 'A favor',
    opp: 'En contra',
    reason: (r: string) => ` Motivo: ${r}`,
    role: (r: string) => ({ player: 'participante', judge: 'juez', audience: 'parte del público' })[r] ?? r,
    hello: (n: string) => `Hola, ${n}:`,
  },
} as const;

/** The e-mail line of each change, in the reader's language. */
export function speakSentence(lang: MailLanguage, change: SpeakChange, title: string, about: string | null, detail: string | null): string {
  const w = WORDS[lang];
  const why = detail ? w.reason(detail) : '';
  const part = detail === 'prop' ? w.prop : detail === 'opp' ? w.opp : (detail ?? w.another);
  const at = detail && !Number.isNaN(new Date(detail).getTime()) ? mailDateTime(new Date(detail), lang) : null;
  const when = at ?? w.anotherTime;
  if (lang === 'zh') {
    const t = `“${title}”`;
    switch (change) {
      case 'application_received':
        return `${about ?? w.someone} 报名参加${t}，身份：${w.role(detail ?? '') || w.aParticipant}。请到你的活动页面审核。`;
      case 'approved':
        return `你参加${t}的申请已通过。`;
      case 'declined':
        return `你参加${t}的申请被拒绝了。${why}`;
      case 'kicked':
        return `发起人已将你移出${t}。${why}`;
      case 'withdrawn':
        return `${about ?? w.participant} 退出了${t}。`;
      case 'side_changed':
        return `发起人把你在${t}中的角色改为${part}。`;
      case 'verified':
        return `你的活动${t}已通过审核，现在可以接受报名。`;
      case 'rejected':
        return `你的活动${t}未通过审核。${why}`;
      case 'cancelled':
        return `活动${t}已取消。${why}`;
      case 'rescheduled':
        return `${t}的开始时间改为 ${when}。请查看活动页面。`;
      case 'starting_soon':
        return at ? `${t}将于 ${at} 开始，房间已开放。` : `${t}即将开始，房间已开放。`;
      case 'started':
        return `${t}已开始。`;
      case 'closed':
        return `${t}已结束。`;
      case 'invited':
        return `${about ?? w.someone} 邀请你参加${t}。`;
      case 'question_asked':
        return `${about ?? w.participant} 就${t}提了一个问题。`;
      case 'question_answered':
        return `发起人回答了你关于${t}的问题。`;
    }
  }
  if (lang === 'es') {
    const t = `«${title}»`;
    switch (change) {
      case 'application_received':
        return `${about ?? w.someone} se inscribió en ${t} como ${w.role(detail ?? '') || w.aParticipant}. Revisa la solicitud en la página de tu evento.`;
      case 'approved':
        return `Tu solicitud para ${t} fue aprobada.`;
      case 'declined':
        return `Tu solicitud para ${t} fue rechazada.${why}`;
      case 'kicked':
        return `El organizador te retiró de ${t}.${why}`;
      case 'withdrawn':
        return `${about ?? w.participant} se retiró de ${t}.`;
      case 'side_changed':
        return `El organizador cambió tu papel en ${t} a ${part}.`;
      case 'verified':
        return `Tu evento ${t} fue aprobado y ya acepta inscripciones.`;
      case 'rejected':
        return `Tu evento ${t} no fue aprobado.${why}`;
      case 'cancelled':
        return `El evento ${t} fue cancelado.${why}`;
      case 'rescheduled':
        return `${t} ahora empieza el ${when}. Mira la página del evento.`;
      case 'starting_soon':
        return at ? `${t} empieza el ${at}. La sala ya está abierta.` : `${t} empieza pronto. La sala ya está abierta.`;
      case 'started':
        return `${t} ha empezado.`;
      case 'closed':
        return `${t} ha terminado.`;
      case 'invited':
        return `${about ?? w.someone} te invitó a ${t}.`;
      case 'question_asked':
        return `${about ?? w.participant} hizo una pregunta sobre ${t}.`;
      case 'question_answered':
        return `El organizador respondió tu pregunta sobre ${t}.`;
    }
  }
  const t = `"${title}"`;
  switch (change) {
    case 'application_received':
      return `${about ?? w.someone} applied to ${t} as ${w.role(detail ?? '') || w.aParticipant}. Review the application on your event page.`;
    case 'approved':
      return `Your application to ${t} was approved.`;
    case 'declined':
      return `Your application to ${t} was declined.${why}`;
    case 'kicked':
      return `The initiator removed you from ${t}.${why}`;
    case 'withdrawn':
      return `${about ?? w.participant} withdrew from ${t}.`;
    case 'side_changed':
      return `The initiator changed your part in ${t} to ${part}.`;
    case 'verified':
      return `Your event ${t} was approved and is now open for applications.`;
    case 'rejected':
      return `Your event ${t} was not approved.${why}`;
    case 'cancelled':
      return `The event ${t} was cancelled.${why}`;
    case 'rescheduled':
      return `${t} now starts at ${when}. See the event page.`;
    case 'starting_soon':
      return at ? `${t} starts on ${at}. The room is open now.` : `${t} starts soon. The room is open now.`;
    case 'started':
      return `${t} has started.`;
    case 'closed':
      return `${t} has ended.`;
    case 'invited':
      return `${about ?? w.someone} invited you to ${t}.`;
    case 'question_asked':
      return `${about ?? w.participant} asked a question about ${t}.`;
    case 'question_answered':
      return `The initiator answered your question about ${t}.`;
  }
}

const SUBJECT_PREFIX: Record<MailLanguage, string> = { en: 'Lingbridge Speak: ', zh: 'Lingbridge Speak：', es: 'Lingbridge Speak: ' };

/** The e-mail of one change to one reader. */
export function speakChangeMail(lang: MailLanguage, reader: string, line: string, url: string) {
  const { text, html } = renderMail(lang, [{ p: WORDS[lang].hello(reader) }, { p: line }, { url }], 'Lingbridge Speak');
  return { subject: `${SUBJECT_PREFIX[lang]}${line.slice(0, 90)}`, text, html };
}

/** The invitation to an event, in the language of its reader (or of the inviter, for an address without an account). */
export function speakInvitationMail(lang: MailLanguage, x: { who: string; title: string; role: 'player' | 'judge'; start: Date; link: string }) {
  const when = mailDateTime(x.start, lang);
  const copy = {
    en: {
      subject: `${x.who} invites you to "${x.title}" on Lingbridge`,
      hello: 'Hello,',
      body: `${x.who} invites you to take part as ${x.role === 'judge' ? 'a judge' : 'a player'} in the Speak event "${x.title}" on ${when}.`,
      button: 'Accept or decline here',
    },
    zh: {
      subject: `${x.who} 邀请你参加 Lingbridge 上的“${x.title}”`,
      hello: '你好！',
      body: `${x.who} 邀请你以${x.role === 'judge' ? '评委' : '辩手/玩家'}身份参加 Speak 活动“${x.title}”，时间：${when}。`,
      button: '在这里接受或拒绝',
    },
    es: {
      subject: `${x.who} te invita a «${x.title}» en Lingbridge`,
      hello: 'Hola:',
      body: `${x.who} te invita a participar como ${x.role === 'judge' ? 'juez' : 'participante'} en el evento de Speak «${x.title}», el ${when}.`,
      button: 'Acepta o rechaza aquí',
    },
  }[lang];
  const { text, html } = renderMail(lang, [{ p: copy.hello }, { p: copy.body }, { link: x.link, label: copy.button }]);
  return { subject: copy.subject, text, html };
}
