import { NOTIFICATION_KINDS } from '@lingbridge/contracts/notifications';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/notifications.json';
import es from '../../../locales/es/notifications.json';
import zh from '../../../locales/zh/notifications.json';
import { NOTIFICATION_ICONS } from './notification-text';

const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('notification strings', () => {
  it('zh and es have every key en has, and no other, none empty', () => {
    for (const lang of [zh, es]) {
      expect(keys(lang).sort()).toEqual(keys(en).sort());
      expect(JSON.stringify(lang)).not.toMatch(/:""/);
    }
  });

  it('every kind the server sends has its sentence and icon', () => {
    const kinds = new Set(Object.keys(en.kinds).map((k) => k.replace(/_(one|other)$/, '')));
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.keys(NOTIFICATION_ICONS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
