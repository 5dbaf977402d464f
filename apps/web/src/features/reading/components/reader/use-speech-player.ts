import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
const never = () => () => undefined;

/**
 * The browser's speech synthesis reading the article sentence by sentence, with the same speed
 * range as the recording; the sentence being read is the current one.
 */
export function useSpeechPlayer(sentences: { index: number; text: string }[], lang: string) {
  const [rate, setRate] = useState(1);
  const [current, setCurrent] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const run = useRef(0);
  // The server renders the controls (nearly every browser has speech synthesis); a browser without
  // it swaps them for the notice right after it takes over the page.
  const supported = useSyncExternalStore(never, speechAvailable, () => true);

  const stop = useCallback(() => {
    run.current++;
    if (supported) window.speechSynthesis.cancel();
    setPlaying(false);
    setCurrent(null);
  }, [supported]);

  useEffect(() => stop, [stop]);

  const playFrom = useCallback(
    (index: number) => {
      if (!supported) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const id = ++run.current;
      const voices = synth.getVoices();
      const voice =
        voices.find((v) => v.lang.replace('_', '-').toLowerCase() === lang.toLowerCase()) ??
        voices.find((v) => v.lang.toLowerCase().startsWith(lang.slice(0, 2)));
      const queue = sentences.filter((s) => s.index >= index);
      const speakNext = (k: number) => {
        if (id !== run.current) return;
        const s = queue[k];
        if (!s) {
          setPlaying(false);
          setCurrent(null);
          return;
        }
        const u = new SpeechSynthesisUtterance(s.text);
        u.lang = lang;
        u.rate = rate;
        if (voice) u.voice = voice;
        u.onstart = () => id === run.current && setCurrent(s.index);
        u.onend = () => speakNext(k + 1);
        u.onerror = () => id === run.current && (setPlaying(false), setCurrent(null));
        synth.speak(u);
      };
      setPlaying(true);
      speakNext(0);
    },
    [supported, sentences, lang, rate],
  );

  const toggle = useCallback(() => (playing ? stop() : playFrom(current ?? sentences[0]?.index ?? 0)), [playing, stop, playFrom, current, sentences]);

  return { supported, rate, setRate, current, playing, playFrom, toggle, stop };
}
