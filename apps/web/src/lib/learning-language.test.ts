import { afterEach, describe, expect, it } from 'vitest';
import { getLearningLanguage, kickstartPath, setLearningLanguage } from './learning-language';

describe('learning language (local storage `learningLanguage`)', () => {
  afterEach(() => localStorage.clear());

  it('defaults to Simplified_Chinese and ignores unknown values', () => {
    expect(getLearningLanguage()).toBe('Simplified_Chinese');
    localStorage.setItem('learningLanguage', 'Klingon');
    expect(getLearningLanguage()).toBe('Simplified_Chinese');
  });

  it('stores the choice', () => {
    setLearningLanguage('Spanish');
    expect(localStorage.getItem('learningLanguage')).toBe('Spanish');
    expect(getLearningLanguage()).toBe('Spanish');
  });

  it('picks the kickstart programme by language', () => {
    expect(kickstartPath('Simplified_Chinese')).toBe('/kickstart');
    expect(kickstartPath('Spanish')).toBe('/kickstart-sp');
    expect(kickstartPath('English')).toBe('/kickstart-en');
  });
});
