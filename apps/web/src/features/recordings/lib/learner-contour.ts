import { pitchContour, PITCH_RATE, type Contour } from '@lingbridge/language/pitch';

/** The learner's recording as 16 kHz mono samples (the browser decodes and resamples), then its contour. */
export async function learnerContour(blob: Blob): Promise<Contour> {
  const bytes = await blob.arrayBuffer();
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
  const ctx = new Ctx();
  try {
    const decoded = await ctx.decodeAudioData(bytes);
    const length = Math.max(1, Math.ceil(decoded.duration * PITCH_RATE));
    const offline = new OfflineAudioContext(1, length, PITCH_RATE);
    const src = offline.createBufferSource();
    src.buffer = decoded;
    src.connect(offline.destination);
    src.start();
    const rendered = await offline.startRendering();
    return pitchContour(rendered.getChannelData(0), PITCH_RATE);
  } finally {
    void ctx.close();
  }
}
