import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Plays one stretch of the article's recording (a sentence, by its timings) and stops at its end:
 * the native reading one tap away in sentence mode.
 */
export function useSentencePlayer(src: string | null) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [src],
  );

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(false);
  }, []);

  const play = useCallback(
    (start: number, end: number) => {
      if (!src) return;
      const el = (audio.current ??= new Audio(src));
      el.ontimeupdate = () => {
        if (el.currentTime >= end) {
          el.pause();
          setPlaying(false);
        }
      };
      el.onended = () => setPlaying(false);
      el.onpause = () => setPlaying(false);
      el.currentTime = start;
      setPlaying(true);
      void el.play().catch(() => setPlaying(false));
    },
    [src],
  );

  return { play, stop, playing };
}
