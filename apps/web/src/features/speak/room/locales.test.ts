import { VOTE_ERRORS } from '@lingbridge/contracts/speak-room';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/speak-room.json';
import es from '../../../locales/es/speak-room.json';
import zh from '../../../locales/zh/speak-room.json';

const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('speak-room strings', () => {
  it('zh and es have every key en has, and no other, none empty', () => {
    for (const lang of [zh, es]) {
      expect(keys(lang).sort()).toEqual(keys(en).sort());
      expect(JSON.stringify(lang)).not.toMatch(/:""/);
    }
  });

  it('keeps the spec’s words and the vote errors word for word in English', () => {
    expect(en.visitor).toBe('cannot connect to the Speak Room; to buy a ticket please sign up or log in');
    for (const [key, text] of Object.entries(VOTE_ERRORS)) expect(en.errors[key as keyof typeof VOTE_ERRORS]).toBe(text);
  });
});
