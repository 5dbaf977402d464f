import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { failReasonText } from './fail-reason';

const failed = (code: string | null, params: Record<string, string | number> | null = null) => ({
  transcribe_fail_reason: 'the server’s English reason',
  transcribe_fail_code: code,
  transcribe_fail_params: params,
});

describe('failReasonText', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('words a code in the learner’s language, language names and numbers included', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('watch');
    const t = i18n.getFixedT('es', 'watch');
    expect(failReasonText(t, failed('NO_TRANSLATION', { from: 'English', to: 'Simplified_Chinese' }))).toBe(
      'Aquí no se puede traducir del inglés al chino. Pide al administrador que configure un servicio de traducción.',
    );
    await i18n.changeLanguage('zh');
    await i18n.loadNamespaces('watch');
    expect(failReasonText(i18n.getFixedT('zh', 'watch'), failed('TOO_LONG', { minutes: 120 }))).toBe('这个视频有 120 分钟，视频最长只能 60 分钟。');
  });

  it('shows the server’s English for a code it does not know, or none', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('watch');
    const t = i18n.getFixedT('es', 'watch');
    expect(failReasonText(t, failed('SOMETHING_NEW'))).toBe('the server’s English reason');
    expect(failReasonText(t, failed(null))).toBe('the server’s English reason');
  });
});
