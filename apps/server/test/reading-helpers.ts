import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateArticleBody } from '@lingbridge/contracts/reading';
import type { AppContext } from '../src/context';
import { updateUser } from '../src/features/accounts/repo';
import { call, createUser } from './helpers';

/** Roles the reading rules tell apart. */
export async function readingRoles(ctx: AppContext) {
  const member = await createUser(ctx);
  const pro = await createUser(ctx);
  await updateUser(ctx.db, pro.user.id, { isPaid: true });
  const admin = await createUser(ctx, { role: 'Admin' });
  const editor = await createUser(ctx, { role: 'Mentor' });
  await updateUser(ctx.db, editor.user.id, { canEditArticle: true });
  const mentor = await createUser(ctx, { role: 'Mentor' });
  await ctx.sessions.invalidate({ userId: pro.user.id });
  await ctx.sessions.invalidate({ userId: editor.user.id });
  return { member, pro, admin, editor, mentor };
}

/** A fresh member (free user) with a session. */
export const freeMember = (ctx: AppContext) => createUser(ctx);

/** A unique word, so each test's articles are found by search and nothing else is. */
export const uniqueTag = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export function chineseArticle(over: Partial<CreateArticleBody> = {}): CreateArticleBody {
  return {
    title: '我的图书馆',
    title_en: 'My library',
    summary: '一个学生和图书馆的故事。',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    category: 'Daily life',
    paragraphs: [
      { text: '我每天下午去图书馆看书。图书馆很安静。', translation: 'Every afternoon I go to the library to read. The library is very quiet.' },
      { text: '我喜欢看故事书。你呢？', translation: 'I like reading story books. And you?' },
    ],
    is_free: false,
    status: 'published',
    cloze: { items: [{ text: '我每天下午去{{图书馆}}看书。' }, { text: '图书馆很{{安静}}。' }], distractors: ['学校'] },
    questions: [
      { prompt: '我每天什么时候去图书馆？', options: ['上午', '下午', '晚上'], answer: 1, explanation: '' },
      { prompt: '图书馆怎么样？', options: ['很安静', '很热闹'], answer: 0, explanation: '' },
      { prompt: '我喜欢看什么书？', options: ['漫画', '故事书', '课本'], answer: 1, explanation: '' },
    ],
    key_vocabulary: ['图书馆', '安静'],
    author: 'Test',
    ...over,
  };
}

export function spanishArticle(over: Partial<CreateArticleBody> = {}): CreateArticleBody {
  return {
    title: 'Un día en el mercado',
    title_en: 'A day at the market',
    summary: 'Ana compra fruta en el mercado.',
    language: 'Spanish',
    level: 'Beginner',
    category: 'Food & Healthy Living',
    paragraphs: [
      { text: 'Ana va al mercado los sábados. Compra manzanas y naranjas.', translation: 'Ana goes to the market on Saturdays. She buys apples and oranges.' },
    ],
    is_free: false,
    status: 'published',
    cloze: { items: [{ text: 'Ana va al {{mercado}} los sábados.' }], distractors: ['parque'] },
    questions: [
      { prompt: '¿Cuándo va Ana al mercado?', options: ['Los lunes', 'Los sábados'], answer: 1, explanation: '' },
      { prompt: '¿Qué compra?', options: ['Pan', 'Fruta'], answer: 1, explanation: '' },
      { prompt: '¿Quién va al mercado?', options: ['Ana', 'Luis'], answer: 0, explanation: '' },
    ],
    key_vocabulary: ['mercado', 'manzana'],
    author: 'Test',
    ...over,
  };
}

/** Creates an article as an editor; returns its id. */
export async function createArticle(app: FastifyInstance, token: string, body: CreateArticleBody) {
  const res = await call(app, { method: 'POST', url: '/api/v1/article', token, payload: body });
  if (res.status !== 201) throw new Error(`create article: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
