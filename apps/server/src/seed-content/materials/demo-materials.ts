/**
 * Demo materials of the marketplace (decision 0119), written for Lingbridge: each becomes a small
 * PDF worksheet drawn at seed time (features/materials/seed.ts).
 */
export type DemoMaterial = {
  title: string;
  description: string;
  language: 'Simplified_Chinese' | 'Spanish';
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  priceCents: number;
  status: 'approved' | 'pending';
  fileName: string;
  /** Lines of the worksheet: a heading, then exercises. */
  heading: string;
  lines: string[];
};

export const DEMO_MATERIALS: DemoMaterial[] = [
  {
    title: 'Four tones: a listening and writing worksheet',
    description: 'Twelve short syllables to mark with their tone, a tone-pair table and a mini dictation. One page, with the answers at the bottom.',
    language: 'Simplified_Chinese',
    level: 'Beginner',
    priceCents: 0,
    status: 'approved',
    fileName: 'four-tones-worksheet.pdf',
    heading: 'Four tones 四声',
    lines: [
      '1. Mark the tone: ma (mother)  ma (horse)  ma (hemp)  ma (to scold)',
      '2. Read aloud: mā má mǎ mà — bā bá bǎ bà — shī shí shǐ shì',
      '3. Tone pairs: 你好 nǐ hǎo · 老师 lǎo shī · 谢谢 xiè xie · 中国 Zhōng guó',
      '4. Write the pinyin: 妈妈 ____  马 ____  我 ____  是 ____',
      'Answers: mā, mǎ, má, mà / māma, mǎ, wǒ, shì',
    ],
  },
  {
    title: 'At the market: role-play cards',
    description: 'Eight cards for pairs: one buyer and one seller bargain for fruit and vegetables. Useful words, prices in yuan and a short model dialogue.',
    language: 'Simplified_Chinese',
    level: 'Intermediate',
    priceCents: 300,
    status: 'approved',
    fileName: 'market-role-play-cards.pdf',
    heading: 'At the market 在市场',
    lines: [
      'Buyer: 苹果多少钱一斤？ Píngguǒ duōshao qián yì jīn?',
      'Seller: 五块钱一斤。 Wǔ kuài qián yì jīn.',
      'Buyer: 太贵了！四块，可以吗？ Tài guì le! Sì kuài, kěyǐ ma?',
      'Seller: 好吧，四块五。 Hǎo ba, sì kuài wǔ.',
      'Cards: 香蕉 bananas · 西红柿 tomatoes · 白菜 cabbage · 葡萄 grapes',
    ],
  },
  {
    title: 'Verbos irregulares en presente: tabla de práctica',
    description: 'Ser, ir, tener, hacer y poder en presente, con huecos para completar y diez frases para traducir.',
    language: 'Spanish',
    level: 'Beginner',
    priceCents: 0,
    status: 'pending',
    fileName: 'verbos-irregulares.pdf',
    heading: 'Verbos irregulares en presente',
    lines: [
      'ser: soy, eres, es, somos, sois, son',
      'ir: voy, vas, ____, vamos, vais, van',
      'tener: tengo, ____, tiene, tenemos, tenéis, tienen',
      'Completa: Yo ____ (hacer) la tarea. Nosotros ____ (poder) ir mañana.',
      'Traduce: I am tired. / We are going to the park. / She has two brothers.',
    ],
  },
];
