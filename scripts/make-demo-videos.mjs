#!/usr/bin/env node
// Makes the three demo videos of Watch (docs/decisions/0040): narrated slides, written by the team,
// spoken by espeak-ng, drawn by ffmpeg. Run once by hand (needs Debian's ffmpeg, espeak-ng and
// fonts-noto-cjk); the .mp4 files and their timed sentences are committed, so `npm start` needs none
// of these tools.   node scripts/make-demo-videos.mjs
// `--thumbnails` only makes the library pictures (<key>.jpg, the title slide) from the committed
// .mp4 files, with ffmpeg alone.   node scripts/make-demo-videos.mjs --thumbnails
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/server/src/seed-content/watch');
const scripts = JSON.parse(fs.readFileSync(path.join(outDir, 'scripts.json'), 'utf8'));
const LATIN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const W = 640;
const H = 360;
const FPS = 10;
const LEAD = 0.35; // silence before each sentence
const TAIL = 0.6; // and after it
const INTRO = 1.5; // the title slide, silent

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const durationOf = (file) => Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());

/** Breaks a line for a slide: by words for Latin text, by characters for Chinese. */
function wrap(text, max, cjk) {
  if (cjk) {
    const chars = [...text];
    const lines = [];
    for (let i = 0; i < chars.length; i += max) lines.push(chars.slice(i, i + max).join(''));
    return lines.join('\n');
  }
  const lines = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (line && (line + ' ' + w).length > max) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** One slide as a video-only clip: a coloured background, the title, the sentence and its English. */
function slide(work, name, seconds, color, title, main, sub, cjk) {
  const files = { title: path.join(work, `${name}-t.txt`), main: path.join(work, `${name}-m.txt`), sub: path.join(work, `${name}-s.txt`) };
  fs.writeFileSync(files.title, title);
  fs.writeFileSync(files.main, main);
  fs.writeFileSync(files.sub, sub);
  const font = cjk ? CJK_FONT : LATIN_FONT;
  const esc = (f) => f.replace(/:/g, '\\:');
  const filters = [
    `drawtext=fontfile=${esc(font)}:textfile=${esc(files.title)}:fontsize=18:fontcolor=white@0.75:x=24:y=20`,
    `drawtext=fontfile=${esc(font)}:textfile=${esc(files.main)}:fontsize=${cjk ? 34 : 30}:fontcolor=white:line_spacing=10:x=(w-text_w)/2:y=(h-text_h)/2-30`,
    `drawtext=fontfile=${esc(LATIN_FONT)}:textfile=${esc(files.sub)}:fontsize=18:fontcolor=0xffe8a3:line_spacing=6:x=(w-text_w)/2:y=h-90`,
  ].join(',');
  const out = path.join(work, `${name}.mp4`);
  run('ffmpeg', [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${color}:s=${W}x${H}:r=${FPS}:d=${seconds.toFixed(3)}`,
    '-vf',
    filters,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    out,
  ]);
  return out;
}

function silence(work, name, seconds) {
  const out = path.join(work, `${name}.wav`);
  run('ffmpeg', ['-y', '-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', seconds.toFixed(3), '-c:a', 'pcm_s16le', out]);
  return out;
}

function makeVideo(key, s) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `demo-${key}-`));
  const cjk = s.spoken_language === 'Simplified_Chinese';
  const audio = [silence(work, 'intro', INTRO)];
  const clips = [slide(work, 'intro', INTRO, s.colors[0], 'Lingbridge', wrap(s.title, cjk ? 14 : 28, cjk), '', cjk)];
  const sentences = [];
  let t = INTRO;
  s.sentences.forEach((line, i) => {
    const wav = path.join(work, `say-${i}.wav`);
    run('espeak-ng', ['-v', s.voice, '-s', cjk ? '120' : '135', '-w', wav, line.say ?? line.text]);
    const speech = durationOf(wav);
    audio.push(silence(work, `lead-${i}`, LEAD), wav, silence(work, `tail-${i}`, TAIL));
    const seconds = LEAD + speech + TAIL;
    const sub = s.spoken_language === 'English' ? wrap(line.es, 52, false) : wrap(line.en, 52, false);
    clips.push(slide(work, `s${i}`, seconds, s.colors[(i + 1) % s.colors.length], s.title, wrap(line.text, cjk ? 14 : 28, cjk), sub, cjk));
    const start = t + LEAD;
    sentences.push({ start: +start.toFixed(3), end: +(start + speech).toFixed(3), ...line, say: undefined });
    t += seconds;
  });
  const list = (files) => files.map((f) => `file '${f}'`).join('\n');
  fs.writeFileSync(path.join(work, 'audio.txt'), list(audio));
  fs.writeFileSync(path.join(work, 'video.txt'), list(clips));
  run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'audio.txt'), '-c:a', 'pcm_s16le', path.join(work, 'all.wav')]);
  run('ffmpeg', ['-y', '-f', 'concat', '-safe', '0', '-i', path.join(work, 'video.txt'), '-c', 'copy', path.join(work, 'all.mp4')]);
  const out = path.join(outDir, `${key}.mp4`);
  run('ffmpeg', [
    '-y',
    '-i',
    path.join(work, 'all.mp4'),
    '-i',
    path.join(work, 'all.wav'),
    '-c:v',
    'copy',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  fs.rmSync(work, { recursive: true, force: true });
  const meta = {
    key,
    title: s.title,
    language: s.language,
    spoken_language: s.spoken_language,
    duration: +durationOf(out).toFixed(3),
    file: `${key}.mp4`,
    sentences,
  };
  fs.writeFileSync(path.join(outDir, `${key}.json`), JSON.stringify(meta, null, 2) + '\n');
  console.log(`${key}: ${meta.duration} s, ${(fs.statSync(out).size / 1024).toFixed(0)} KiB, ${sentences.length} sentences`);
  makeThumbnail(key);
}

/** The card picture of the library: the title slide (it shows from the start to INTRO), 320 px wide. */
function makeThumbnail(key) {
  const out = path.join(outDir, `${key}.jpg`);
  run('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-ss',
    (INTRO / 2).toFixed(2),
    '-i',
    path.join(outDir, `${key}.mp4`),
    '-frames:v',
    '1',
    '-vf',
    'scale=320:-2',
    '-q:v',
    '5',
    out,
  ]);
  console.log(`${key}.jpg: ${(fs.statSync(out).size / 1024).toFixed(0)} KiB`);
}

if (process.argv.includes('--thumbnails')) for (const key of Object.keys(scripts)) makeThumbnail(key);
else for (const [key, s] of Object.entries(scripts)) makeVideo(key, s);
