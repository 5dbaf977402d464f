import { RECORDER_TICK_MS, type RecorderState } from '@lingbridge/contracts/recordings';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the browser records in, best first: Opus in WebM (Chromium, Firefox), AAC in MP4 (Safari). Turned into mp3 by the server (decision 0101). */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export function pickMimeType(isSupported: (t: string) => boolean = (t) => MediaRecorder.isTypeSupported(t)) {
  return TYPES.find((t) => isSupported(t)) ?? '';
}

export type MicProblem = 'denied' | 'unavailable' | null;

/**
 * The recorder of 02 §4: idle → recording ⇄ paused → stopped (a preview and Save) → saving → saved
 * or failed. The timer ticks each second only while recording and not paused. The recorded file
 * stays until a new recording starts, so a failed save can be tried again (the connection dropped).
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<MicProblem>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (state !== 'recording') return;
    const id = setInterval(() => setSeconds((s) => s + 1), RECORDER_TICK_MS);
    return () => clearInterval(id);
  }, [state]);

  const release = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };
  useEffect(() => () => release(), []);

  const start = useCallback(async () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('unavailable');
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (err) {
      // 02 §8 says a refused microphone is only logged; we also tell the learner what to do.
      console.warn('microphone refused', err);
      setProblem((err as Error)?.name === 'NotAllowedError' || (err as Error)?.name === 'SecurityError' ? 'denied' : 'unavailable');
      return;
    }
    stream.current = media;
    const mimeType = pickMimeType();
    const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.current.push(e.data);
    };
    rec.onstop = () => {
      setBlob(new Blob(chunks.current, { type: rec.mimeType || mimeType || 'audio/webm' }));
      release();
      setState('stopped');
    };
    recorder.current = rec;
    setBlob(null);
    setSeconds(0);
    rec.start(1000);
    setState('recording');
  }, []);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    const r = recorder.current;
    if (!r || r.state === 'inactive') return;
    r.stop();
  }, []);

  /** Back to idle, dropping the recorded file (the learner starts again). */
  const discard = useCallback(() => {
    setBlob(null);
    setSeconds(0);
    setState('idle');
  }, []);

  return { state, setState, seconds, blob, problem, start, pause, resume, stop, discard };
}
