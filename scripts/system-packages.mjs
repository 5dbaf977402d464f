// Debian packages the full test run uses: Chromium for the browser journeys, a CJK font for PDFs,
// poppler-utils to read PDFs back, espeak-ng for computer-voice recordings, ffmpeg and Apertium
// (Spanish↔English) for the Watch pipeline, Janus for the Speak Room's SFU. As root they are
// installed when missing; otherwise the run says what to install and the tests that need them skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const SYSTEM_PACKAGES = [
  { pkg: 'chromium', file: '/usr/bin/chromium', why: 'browser journeys' },
  { pkg: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', why: 'Chinese text in PDF downloads' },
  { pkg: 'poppler-utils', file: '/usr/bin/pdftotext', why: 'reading PDFs back in tests' },
  { pkg: 'espeak-ng', file: '/usr/bin/espeak-ng', why: 'computer-voice recordings of demo articles; speech in Watch pipeline tests' },
  { pkg: 'ffmpeg', file: '/usr/bin/ffprobe', why: 'Watch: reading, checking and cutting videos (ffmpeg, ffprobe)' },
  { pkg: 'apertium-eng-spa', file: '/usr/share/apertium/modes/spa-eng.mode', why: 'Watch: offline Spanish↔English translation (pulls in apertium)' },
  { pkg: 'janus', file: '/usr/bin/janus', why: 'Speak Room: the Janus SFU adapter, tested against a real Janus' },
];

export const missingPackages = () => SYSTEM_PACKAGES.filter((p) => !fs.existsSync(p.file));

/** Installs what is missing when running as root; answers the packages still missing. */
export function ensureSystemPackages() {
  let missing = missingPackages();
  if (!missing.length) return [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const names = missing.map((p) => p.pkg);
  if (!isRoot) {
    console.warn(`Missing Debian packages: ${names.join(' ')}\n  sudo apt-get install -y ${names.join(' ')}`);
    return missing;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing Debian packages: ${names.join(' ')}`);
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  missing = missingPackages();
  if (missing.length) console.warn(`Still missing: ${missing.map((p) => `${p.pkg} (${p.why})`).join(', ')}`);
  return missing;
}
