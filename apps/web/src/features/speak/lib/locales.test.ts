import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/speak.json';
import es from '../../../locales/es/speak.json';
import zh from '../../../locales/zh/speak.json';

const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('speak strings', () => {
  it('zh and es have every key en has, and no other, none empty', () => {
    for (const lang of [zh, es]) {
      expect(keys(lang).sort()).toEqual(keys(en).sort());
      expect(JSON.stringify(lang)).not.toMatch(/:""/);
    }
  });

  it('keeps the spec’s messages (02 §8) word for word in English', () => {
    expect(en.errors.notSignedIn).toBe('cannot connect to the Speak Room; to buy a ticket please sign up or log in');
    expect(en.errors.submissionFailed).toBe('Submission Failed');
    expect(en.validation.startInPast).toBe('the activity start time cannot be earlier than the current time');
    expect(en.validation.startTooFar).toBe(SPEAK_ERRORS.startTooFar);
  });
});
