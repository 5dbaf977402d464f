import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/organizations.json';
import es from '../../../locales/es/organizations.json';
import zh from '../../../locales/zh/organizations.json';

const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));

describe('organisation strings', () => {
  it('zh and es have every key en has, and no other, none empty', () => {
    for (const lang of [zh, es]) {
      expect(keys(lang).sort()).toEqual(keys(en).sort());
      expect(JSON.stringify(lang)).not.toMatch(/:""/);
    }
  });

  it('every error the server answers has its translation', () => {
    expect(Object.keys(en.errors).sort()).toEqual(Object.keys(ORG_ERRORS).sort());
  });
});
