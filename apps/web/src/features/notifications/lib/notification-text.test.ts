import type { NotificationItem } from '@lingbridge/contracts/notifications';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { notificationText } from './notification-text';

const reviewed = (decision: 'approved' | 'rejected'): NotificationItem => ({
  id: 1,
  kind: 'material_reviewed',
  params: { material_id: 4, title: 'Market dialogues', decision, message: 'Please add an answer key.' },
  link: '/teacher/materials',
  created_at: '2026-11-25T10:00:00Z',
  read_at: null,
});

describe('material_reviewed', () => {
  it('says whether the material was listed, with the admin’s message, in each language', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('notifications');
    const t = i18n.getFixedT('en', 'notifications');
    expect(notificationText(reviewed('rejected'), t, 'en')).toBe('Your material “Market dialogues” was not approved: Please add an answer key.');
    expect(notificationText(reviewed('approved'), t, 'en')).toMatch(/^Your material “Market dialogues” was approved and is now listed\./);
    await i18n.loadLanguages('zh');
    expect(notificationText(reviewed('rejected'), i18n.getFixedT('zh', 'notifications'), 'zh')).toBe(
      '你的资料“Market dialogues”未通过审核：Please add an answer key.',
    );
  });
});

describe('speak_event rescheduled', () => {
  it('tells a participant that the start time changed, in their language', async () => {
    const moved: NotificationItem = {
      id: 2,
      kind: 'speak_event',
      params: { debate_id: 9, title: 'Weekend plans', change: 'rescheduled', about_name: null, detail: '2026-12-03T10:00:00.000Z' },
      link: '/speak/9',
      created_at: '2026-11-30T02:00:00Z',
      read_at: null,
    };
    await i18n.loadNamespaces('notifications');
    expect(notificationText(moved, i18n.getFixedT('en', 'notifications'), 'en')).toBe(
      'The start time of “Weekend plans” changed. See the new time on the event page.',
    );
    await i18n.loadLanguages('es');
    expect(notificationText(moved, i18n.getFixedT('es', 'notifications'), 'es')).toBe(
      'La hora de inicio de «Weekend plans» cambió. Mira la nueva hora en la página del evento.',
    );
  });
});

describe('speak_event starting_soon', () => {
  const soon = (detail: string | null): NotificationItem => ({
    id: 3,
    kind: 'speak_event',
    params: { debate_id: 9, title: 'Weekend plans', change: 'starting_soon', about_name: null, detail },
    link: '/speak/9',
    created_at: '2026-11-30T02:00:00Z',
    read_at: null,
  });

  it('says when the event starts (it may be less than 30 minutes away), not "in 30 minutes"', async () => {
    await i18n.loadNamespaces('notifications');
    const at = '2026-12-03T10:00:00.000Z';
    const when = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(notificationText(soon(at), i18n.getFixedT('en', 'notifications'), 'en')).toBe(`“Weekend plans” starts at ${when('en-US')}. The room is open now.`);
    await i18n.loadLanguages(['es', 'zh']);
    expect(notificationText(soon(at), i18n.getFixedT('es', 'notifications'), 'es')).toBe(
      `«Weekend plans» empieza a las ${when('es-ES')}. La sala ya está abierta.`,
    );
    expect(notificationText(soon(at), i18n.getFixedT('zh', 'notifications'), 'zh')).toBe(`“Weekend plans”将于 ${when('zh-CN')} 开始，房间已开放。`);
    // A reminder stored before it carried the start time says only that the event starts soon.
    expect(notificationText(soon(null), i18n.getFixedT('en', 'notifications'), 'en')).toBe('“Weekend plans” starts soon. The room is open now.');
  });
});
