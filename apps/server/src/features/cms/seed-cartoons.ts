import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cmsEntries } from '../../db/schema';
import { storeNewFile } from '../../files/store';
import { DEMO_CARTOONS, type SceneName } from '../../seed-content/cms/cartoons';
import { cleanDocument, searchTextOf } from './documents';
import * as repo from './repo';

const W = 800;
const H = 600;

/** A child drawn with shapes: head, hair, smile, body, legs; an arm up to wave when asked. */
function child(x: number, shirt: string, hair: string, opts: { wave?: boolean; sit?: boolean; face?: 1 | -1 } = {}) {
  const y = opts.sit ? 400 : 360;
  const f = opts.face ?? 1;
  const arm = opts.wave
    ? `<path d="M${x + 30 * f} ${y + 50} L${x + 75 * f} ${y - 20}" stroke="${shirt}" stroke-width="18" stroke-linecap="round"/>`
    : `<path d="M${x + 30 * f} ${y + 50} L${x + 60 * f} ${y + 110}" stroke="${shirt}" stroke-width="18" stroke-linecap="round"/>`;
  const legs = opts.sit
    ? `<rect x="${x - 28}" y="${y + 120}" width="56" height="22" rx="10" fill="#3b4a6b"/>`
    : `<rect x="${x - 26}" y="${y + 130}" width="20" height="80" rx="9" fill="#3b4a6b"/><rect x="${x + 6}" y="${y + 130}" width="20" height="80" rx="9" fill="#3b4a6b"/>`;
  return `${legs}
    <rect x="${x - 40}" y="${y + 30}" width="80" height="110" rx="30" fill="${shirt}"/>
    <path d="M${x - 30 * f} ${y + 50} L${x - 55 * f} ${y + 115}" stroke="${shirt}" stroke-width="18" stroke-linecap="round"/>${arm}
    <circle cx="${x}" cy="${y - 20}" r="48" fill="#f6d2b0"/>
    <path d="M${x - 50} ${y - 30} Q${x} ${y - 100} ${x + 50} ${y - 30} Q${x} ${y - 60} ${x - 50} ${y - 30}Z" fill="${hair}"/>
    <circle cx="${x - 16 + 6 * f}" cy="${y - 22}" r="5" fill="#222"/><circle cx="${x + 16 + 6 * f}" cy="${y - 22}" r="5" fill="#222"/>
    <path d="M${x - 14 + 6 * f} ${y} Q${x + 6 * f} ${y + 14} ${x + 14 + 6 * f} ${y}" stroke="#a0413c" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

const tree = (x: number) =>
  `<rect x="${x - 14}" y="330" width="28" height="150" fill="#8a5a36"/><circle cx="${x}" cy="310" r="70" fill="#4f9a58"/><circle cx="${x - 45}" cy="340" r="45" fill="#5fae66"/>`;
const sky = (top: string, ground: string) => `<rect width="${W}" height="${H}" fill="${top}"/><rect y="470" width="${W}" height="130" fill="${ground}"/>`;
const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd34d"/>` +
  Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5;
    return `<line x1="${x + Math.cos(a) * (r + 10)}" y1="${y + Math.sin(a) * (r + 10)}" x2="${x + Math.cos(a) * (r + 35)}" y2="${y + Math.sin(a) * (r + 35)}" stroke="#ffc21a" stroke-width="8" stroke-linecap="round"/>`;
  }).join('');

const SCENES: Record<SceneName, () => string> = {
  meet: () => sky('#cfe8fb', '#9bd27a') + tree(660) + child(250, '#e8635a', '#3a2a1f') + child(520, '#4a8fe0', '#1f1f1f', { face: -1 }),
  cafe: () =>
    `<rect width="${W}" height="${H}" fill="#f8e6cc"/><rect x="80" y="90" width="200" height="140" rx="8" fill="#bfe0f5" stroke="#c99a6b" stroke-width="10"/>` +
    child(220, '#e8635a', '#3a2a1f', { sit: true }) +
    child(580, '#4a8fe0', '#1f1f1f', { sit: true, face: -1 }) +
    `<rect x="280" y="470" width="240" height="24" rx="8" fill="#a8713f"/><rect x="385" y="494" width="30" height="106" fill="#a8713f"/>
     <ellipse cx="400" cy="445" rx="38" ry="30" fill="#ffffff" stroke="#7aa6c2" stroke-width="5"/><path d="M436 440 Q462 430 458 410" stroke="#7aa6c2" stroke-width="6" fill="none"/>
     <rect x="318" y="440" width="30" height="30" rx="6" fill="#fff" stroke="#7aa6c2" stroke-width="4"/><rect x="452" y="440" width="30" height="30" rx="6" fill="#fff" stroke="#7aa6c2" stroke-width="4"/>`,
  wave: () =>
    sky('#fbd7b8', '#a6c98a') +
    sun(700, 120, 45) +
    `<rect x="80" y="330" width="170" height="140" fill="#f3efe6"/><path d="M60 335 L165 250 L270 335Z" fill="#c85a4a"/><rect x="145" y="400" width="40" height="70" fill="#7a4f2e"/>` +
    child(380, '#e8635a', '#3a2a1f', { wave: true }) +
    child(560, '#4a8fe0', '#1f1f1f', { wave: true, face: -1 }),
  park: () =>
    sky('#d6f0ff', '#8fcf6e') +
    tree(110) +
    `<rect x="560" y="430" width="180" height="16" rx="6" fill="#b07a45"/><rect x="575" y="446" width="12" height="34" fill="#7a5230"/><rect x="713" y="446" width="12" height="34" fill="#7a5230"/>` +
    child(290, '#f0a830', '#5a3a22') +
    child(480, '#7a5cd6', '#1f1f1f', { face: -1 }),
  ball: () =>
    sky('#d6f0ff', '#8fcf6e') +
    child(230, '#f0a830', '#5a3a22', { wave: true }) +
    child(570, '#7a5cd6', '#1f1f1f', { face: -1 }) +
    `<circle cx="400" cy="330" r="36" fill="#ff6f61"/><path d="M364 330 Q400 300 436 330" stroke="#fff" stroke-width="6" fill="none"/><path d="M364 330 Q400 360 436 330" stroke="#fff" stroke-width="6" fill="none"/>`,
  sun: () =>
    sky('#bfe6ff', '#8fcf6e') +
    sun(660, 190, 55) +
    child(260, '#f0a830', '#5a3a22', { wave: true }) +
    child(540, '#7a5cd6', '#1f1f1f', { wave: true, face: -1 }),
};

/** A panel drawn here (no text: the bubbles carry the words), 800×600 WebP. */
export const drawPanel = async (scene: SceneName) => {
  const { default: sharp } = await import('sharp'); // first start only: not loaded at every start
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${SCENES[scene]()}</svg>`))
    .webp({ quality: 82 })
    .toBuffer();
};

/** The two demo cartoons, once (nothing when any cartoon exists). */
export async function seedCartoons(ctx: AppContext) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(cmsEntries).where(eq(cmsEntries.kind, 'cartoon'));
  if (n > 0) return;
  for (const c of DEMO_CARTOONS) {
    const panels = [];
    for (const p of c.panels) {
      const fileId = await storeNewFile(
        ctx,
        { bytes: await drawPanel(p.scene), mime: 'image/webp', ext: 'webp' },
        { kind: 'cms-image', visibility: 'public', ownerId: null },
      );
      panels.push({ file_id: fileId, bubbles: p.bubbles });
    }
    const versions = Object.fromEntries(Object.entries(c.versions).map(([k, v]) => [k, { ...v, body: '' }]));
    const doc = cleanDocument({ versions, cover_file_id: null, author: 'Lingbridge', extra: { language: c.language, level: c.level }, panels });
    await repo.insertEntry(ctx.db, {
      kind: 'cartoon',
      status: 'published',
      draft: doc,
      published: doc,
      searchText: searchTextOf(doc),
      publishedAt: new Date(),
    });
  }
}
