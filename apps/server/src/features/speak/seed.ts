import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { articles, debates, users } from '../../db/schema';
import { syncEventChat } from './chat-room';
import * as repo from './repo';
import * as materialsRepo from './materials-repo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoEvent = {
  title: string;
  titleCn: string | null;
  type: 'mini_debate' | 'role_play' | 'debate';
  language: 'Simplified_Chinese' | 'Spanish';
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  /** Days from the seeding day (negative: already over). */
  inDays: number;
  hour: number;
  duration: number;
  maxPlayers: number;
  maxJudges: number;
  roleNames?: string[];
  description: string;
};

/** Demo events written for Lingbridge: every type, in Chinese and Spanish, upcoming and ended. */
const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Should pupils wear school uniforms?',
    titleCn: '学生应该穿校服吗？',
    type: 'debate',
    language: 'Simplified_Chinese',
    level: 'Intermediate',
    inDays: 2,
    hour: 10,
    duration: 45,
    maxPlayers: 4,
    maxJudges: 2,
    description: '两队各两名辩手。先读一读材料里的文章，准备三个理由。Two speakers per side; read the article first and bring three reasons.',
  },
  {
    title: 'My favourite weekend',
    titleCn: '我最喜欢的周末',
    type: 'mini_debate',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    inDays: 1,
    hour: 16,
    duration: 15,
    maxPlayers: 3,
    maxJudges: 0,
    description: '用简单的句子说说你的周末：去哪儿、和谁、做什么。Short and friendly: where, with whom, what you did.',
  },
  {
    title: 'At the noodle shop',
    titleCn: '在面馆',
    type: 'role_play',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    inDays: 4,
    hour: 15,
    duration: 15,
    maxPlayers: 3,
    maxJudges: 1,
    roleNames: ['服务员 Waiter', '顾客 Customer', '厨师 Cook'],
    description: '点一碗面，问价钱，说“少放辣”。Order a bowl of noodles, ask the price, ask for less chilli.',
  },
  {
    title: '¿Deberían los deberes ser opcionales?',
    titleCn: null,
    type: 'debate',
    language: 'Spanish',
    level: 'Advanced',
    inDays: 3,
    hour: 18,
    duration: 45,
    maxPlayers: 6,
    maxJudges: 3,
    description: 'Tres oradores por equipo. Preparad argumentos con ejemplos de vuestra propia escuela.',
  },
  {
    title: 'En el mercado',
    titleCn: null,
    type: 'role_play',
    language: 'Spanish',
    level: 'Beginner',
    inDays: 5,
    hour: 17,
    duration: 15,
    maxPlayers: 2,
    maxJudges: 0,
    roleNames: ['Vendedor', 'Cliente'],
    description: 'Compra fruta para una fiesta: pregunta precios, pide un descuento y paga.',
  },
  {
    title: 'Mi animal favorito',
    titleCn: null,
    type: 'mini_debate',
    language: 'Spanish',
    level: 'Beginner',
    inDays: 6,
    hour: 11,
    duration: 30,
    maxPlayers: 3,
    maxJudges: 1,
    description: 'Describe tu animal favorito en cinco frases: cómo es, dónde vive y por qué te gusta.',
  },
  {
    title: 'Is city life better than country life?',
    titleCn: '城市生活比农村生活好吗？',
    type: 'debate',
    language: 'Simplified_Chinese',
    level: 'Advanced',
    inDays: -3,
    hour: 19,
    duration: 45,
    maxPlayers: 8,
    maxJudges: 3,
    description: '上一场辩论：正方认为城市更好，反方认为农村更好。The last debate of the term.',
  },
  {
    title: 'Planear un viaje',
    titleCn: null,
    type: 'mini_debate',
    language: 'Spanish',
    level: 'Intermediate',
    inDays: -8,
    hour: 16,
    duration: 30,
    maxPlayers: 3,
    maxJudges: 0,
    description: '¿Adónde iríais con cien euros? Cada uno propone un destino y lo defiende.',
  },
];

const TEACHER = 'teacher@lingbridge.local';

/**
 * Seeds the demo events once, after the demo articles exist (they are the events' materials); run
 * again, it changes nothing. Times are relative to the seeding day, so a new install has a living
 * Speak area: upcoming events of each type and two that are over.
 */
export async function seedSpeakNow(ctx: AppContext) {
  const [teacher] = await ctx.db.select().from(users).where(eq(users.email, TEACHER)).limit(1);
  if (!teacher) return 0;
  const existing = await ctx.db.select({ id: debates.id }).from(debates).where(eq(debates.initiatorId, teacher.id)).limit(1);
  if (existing.length) return 0;
  const published = await ctx.db
    .select({ id: articles.id, language: articles.language, level: articles.level })
    .from(articles)
    .where(and(eq(articles.status, 'published'), inArray(articles.language, ['Simplified_Chinese', 'Spanish'])));
  if (!published.length) return null;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const now = ctx.now();
  let n = 0;
  for (const e of DEMO_EVENTS) {
    const start = new Date(today.getTime() + e.inDays * DAY + e.hour * HOUR);
    const end = new Date(start.getTime() + e.duration * 60_000);
    const over = end.getTime() + 2 * 60_000 <= now.getTime();
    const d = await repo.insertDebate(ctx.db, {
      title: e.title,
      titleCn: e.titleCn,
      debateType: e.type,
      verifyStatus: 'success',
      debateStatus: over ? 'closed' : start <= now ? 'onprogress' : 'upcoming',
      startTime: start,
      endTime: end,
      duration: e.duration,
      language: e.language,
      level: e.level,
      description: e.description,
      initiatorId: teacher.id,
      initiatorRole: 'host',
      maxPlayers: e.roleNames?.length ?? e.maxPlayers,
      maxJudges: e.maxJudges,
      roleNames: e.roleNames ?? [],
      remindedAt: over ? start : null,
    });
    const material = published.find((a) => a.language === e.language && a.level === e.level) ?? published.find((a) => a.language === e.language);
    if (material) await materialsRepo.addArticle(ctx.db, d.id, material.id);
    await syncEventChat(ctx, d);
    n++;
  }
  return n;
}

/** Asked again every 5 s (at most 60 times) until the demo articles are there. */
export const seedSpeakJob = defineJob({
  name: 'speak.seed-demo',
  payload: z.object({ round: z.number().int().min(0).default(0) }),
  maxAttempts: 3,
  async handle(p, ctx) {
    if ((await seedSpeakNow(ctx)) === null && p.round < 60) await enqueueSeed(ctx, p.round + 1);
  },
});

const enqueueSeed = (ctx: AppContext, round: number) =>
  ctx.jobs.enqueue(seedSpeakJob, { round }, { runAt: new Date(Date.now() + 5_000), dedupeKey: `speak.seed-demo:${round}` });

export async function seedSpeak(ctx: AppContext) {
  await enqueueSeed(ctx, 0);
}
