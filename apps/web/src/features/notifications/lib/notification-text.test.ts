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
