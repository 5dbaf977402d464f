/**
 * Every sender in a mesh encodes once per listener: a small picture at 15 frames a second keeps a
 * room of a dozen within an ordinary laptop's CPU and upload.
 */
export const VIDEO = { width: { ideal: 480 }, height: { ideal: 270 }, frameRate: { ideal: 15, max: 20 } };

/**
 * My microphone (and camera, if I want it). No camera, or a busy one: the microphone alone. Refused
 * altogether, or no microphone: null, and why (the room then lets me listen).
 */
export async function openDevices(
  withCam: boolean,
  audioId?: string,
  videoId?: string,
): Promise<{ stream: MediaStream | null; error: 'denied' | 'none' | null }> {
  const audio = audioId ? { deviceId: { exact: audioId } } : true;
  const video = videoId ? { deviceId: { exact: videoId }, ...VIDEO } : VIDEO;
  try {
    return { stream: await navigator.mediaDevices.getUserMedia(withCam ? { audio, video } : { audio }), error: null };
  } catch (err) {
    const denied = (err as DOMException)?.name === 'NotAllowedError';
    if (!denied)
      try {
        return { stream: await navigator.mediaDevices.getUserMedia({ audio }), error: null };
      } catch {
        /* no microphone either */
      }
    return { stream: null, error: denied ? 'denied' : 'none' };
  }
}
