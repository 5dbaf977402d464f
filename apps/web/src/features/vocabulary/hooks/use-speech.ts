import type { LearningLanguage } from '@lingbridge/contracts/common';
import { useCallback } from 'react';
import { SPEECH_LANG } from '../lib/languages';

export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

/** Reads text aloud with the browser's speech synthesis, in zh-CN, es-ES or en-US. */
export function useSpeech() {
  const supported = speechSupported();
  const speak = useCallback(
    (text: string, language: LearningLanguage) => {
      if (!supported || !text.trim()) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const u = new SpeechSynthesisUtterance(text);
      u.lang = SPEECH_LANG[language];
      u.rate = 0.9;
      const voices = synth.getVoices();
      const norm = (l: string) => l.replace('_', '-').toLowerCase();
      const want = norm(u.lang);
      const voice = voices.find((v) => norm(v.lang) === want) ?? voices.find((v) => norm(v.lang).startsWith(want.slice(0, 2)));
      if (voice) u.voice = voice;
      synth.speak(u);
    },
    [supported],
  );
  return { supported, speak };
}
