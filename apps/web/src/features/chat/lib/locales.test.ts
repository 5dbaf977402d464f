import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/chat.json';
import es from '../../../locales/es/chat.json';
import zh from '../../../locales/zh/chat.json';
import { CHAT_EMOJIS } from './emojis';

const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('chat strings', () => {
  it('zh and es have every key en has, and no other', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
  it('carry the spec’s texts (spec 01 §5, §8)', () => {
    expect(en.tooManyFiles).toBe('You can upload up to 10 files at a time!');
    expect(en.visitor).toEqual({ title: 'Chat!', body: 'To send a message to other members, please first Sign up or Login!' });
  });
  it('the picker has 60 different emojis', () => {
    expect(new Set(CHAT_EMOJIS).size).toBe(60);
  });
});
