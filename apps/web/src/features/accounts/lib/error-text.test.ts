import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, messageKey, translateMessage } from './error-text';

const en = i18n.createInstance();
await en.init({ lng: 'en', resources: { en: { accounts: (await import('../../../locales/en/accounts.json')).default } }, defaultNS: 'accounts' });
const zh = i18n.createInstance();
await zh.init({ lng: 'zh', resources: { zh: { accounts: (await import('../../../locales/zh/accounts.json')).default } }, defaultNS: 'accounts' });

const err = (status: number, detail: string) => new ApiError('bad request', detail, status, detail);

describe('apiErrorText', () => {
  it.each([
    [400, 'REGISTER_USER_ALREADY_EXISTS', 'errors.REGISTER_USER_ALREADY_EXISTS'],
    [400, 'LOGIN_BAD_CREDENTIALS', 'errors.LOGIN_BAD_CREDENTIALS'],
    [400, 'VERIFY_USER_BAD_TOKEN', 'errors.VERIFY_USER_BAD_TOKEN'],
    [400, 'RESET_PASSWORD_BAD_TOKEN', 'errors.RESET_PASSWORD_BAD_TOKEN'],
    [400, 'UPDATE_USER_CURRENT_PASSWORD_INCORRECT', 'errors.UPDATE_USER_CURRENT_PASSWORD_INCORRECT'],
    [503, 'OAUTH_NOT_CONFIGURED', 'errors.OAUTH_NOT_CONFIGURED'],
    [413, 'anything', 'errors.fileTooLarge'],
    [429, 'Too many attempts, please try again later', 'errors.rateLimited'],
    [500, 'Internal server error', 'errors.network'],
  ])('%s %s', (status, detail, key) => {
    expect(apiErrorText(en.t, err(status, detail))).toBe(en.t(key));
    expect(apiErrorText(zh.t, err(status, detail))).toBe(zh.t(key));
  });

  it('shows an unknown server message in English only, never on a Chinese screen', () => {
    expect(apiErrorText(en.t, err(422, 'Something new'))).toBe('Something new');
    expect(apiErrorText(zh.t, err(422, 'Something new'))).toBe(zh.t('errors.generic'));
  });

  it('knows the contract messages', () => {
    expect(messageKey('Password must be at least 6 characters and combine letters and numbers')).toBe('validation.passwordRule');
    expect(messageKey('Field required')).toBe('validation.required');
  });
});

describe('a server field error (422 `errors[].message`) on an accounts form', () => {
  it('is said in the interface language from the server texts, not as a general "invalid"', async () => {
    const { default: app } = await import('../../../lib/i18n');
    const { loadServerTexts } = await import('../../../lib/use-server-text');
    await app.changeLanguage('es');
    await app.loadNamespaces('accounts');
    await loadServerTexts(); // as a failed call does before it rejects
    const t = app.getFixedT('es', 'accounts');
    expect(translateMessage(t, 'Must be at most 100 characters', 'server')).toBe('Puede tener como máximo 100 caracteres');
    expect(apiErrorText(t, err(422, 'Must be one of: Beginner, Advanced'))).toBe('Elige uno de estos valores: Beginner, Advanced');
    // Its own translations still come first; an unknown text is still not shown in English.
    expect(translateMessage(t, 'Field required', 'server')).toBe(t('validation.required'));
    expect(translateMessage(t, 'Something new', 'server')).toBe(t('validation.invalid'));
    await app.changeLanguage('en');
  });
});
