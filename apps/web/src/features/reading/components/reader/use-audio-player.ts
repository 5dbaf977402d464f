import { useCallback, useEffect, useRef, useState } from 'react';

export type Timed = { index: number; start: number | null; end: number | null };

/**
 * The article's recording: speed (playbackRate), play from a sentence, and the current sentence
 * (start ≤ time < end) when the article has timings.
 */
export function useAudioPlayer(sentences: Timed[]) {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [rate, setRateState] = useState(1);
  const [current, setCurrent] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onTime = () => {
      const t = el.currentTime;
      const s = sentences.find((x) => x.start !== null && x.end !== null && x.start <= t && t < x.end);
      setCurrent(s ? s.index : null);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onPause);
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onPause);
    };
  }, [sentences]);

  const setRate = useCallback((r: number) => {
    setRateState(r);
    if (ref.current) ref.current.playbackRate = r;
  }, []);

  const playFrom = useCallback(
    (index: number) => {
      const el = ref.current;
      const s = sentences.find((x) => x.index === index);
      if (!el || s?.start === null || s?.start === undefined) return;
      el.currentTime = s.start + 0.01;
      el.playbackRate = rate;
      void el.play().catch(() => undefined);
    },
    [sentences, rate],
  );

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  }, []);

  return { ref, rate, setRate, current, playing, playFrom, toggle };
}
