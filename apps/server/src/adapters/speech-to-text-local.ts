import type { SpeechToText } from './speech-to-text';

/** Local Whisper model files through sherpa-onnx-node (filled in below). */
export function createLocalWhisper(modelDir: string): SpeechToText {
  const reason = `local Whisper (WHISPER_MODEL_DIR=${modelDir}) needs the sherpa-onnx-node binding, which is not installed on this server`;
  return { name: 'whisper-local', available: false, unavailableReason: reason, transcribe: () => Promise.reject(new Error(reason)) };
}
