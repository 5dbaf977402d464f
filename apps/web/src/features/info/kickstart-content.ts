import type { LearningLanguage } from '@lingbridge/contracts/common';

/** A first phrase in the language being learned; `key` names its meaning and use in `kickstart.json`. */
export type Phrase = { key: string; text: string; romanization?: string };

const lang = { Simplified_Chinese: 'zh', Spanish: 'es', English: 'en' } as const;
export const phraseLang = (l: LearningLanguage) => lang[l];

/** The eight first phrases of each programme. Written in the target language, so not translated. */
export const PHRASES: Record<LearningLanguage, Phrase[]> = {
  Simplified_Chinese: [
    { key: 'hello', text: '你好！', romanization: 'nǐ hǎo' },
    { key: 'thanks', text: '谢谢！', romanization: 'xièxie' },
    { key: 'welcome', text: '不客气。', romanization: 'bú kèqi' },
    { key: 'myName', text: '我叫……', romanization: 'wǒ jiào …' },
    { key: 'yourName', text: '你叫什么名字？', romanization: 'nǐ jiào shénme míngzi?' },
    { key: 'notUnderstand', text: '我不懂。', romanization: 'wǒ bù dǒng' },
    { key: 'again', text: '请再说一遍。', romanization: 'qǐng zài shuō yí biàn' },
    { key: 'bye', text: '再见！', romanization: 'zàijiàn' },
  ],
  Spanish: [
    { key: 'hello', text: '¡Hola!' },
    { key: 'thanks', text: '¡Gracias!' },
    { key: 'welcome', text: 'De nada.' },
    { key: 'myName', text: 'Me llamo…' },
    { key: 'yourName', text: '¿Cómo te llamas?' },
    { key: 'notUnderstand', text: 'No entiendo.' },
    { key: 'again', text: '¿Puedes repetirlo, por favor?' },
    { key: 'bye', text: '¡Hasta luego!' },
  ],
  English: [
    { key: 'hello', text: 'Hello!' },
    { key: 'thanks', text: 'Thank you!' },
    { key: 'welcome', text: "You're welcome." },
    { key: 'myName', text: 'My name is…' },
    { key: 'yourName', text: "What's your name?" },
    { key: 'notUnderstand', text: "I don't understand." },
    { key: 'again', text: 'Could you say that again, please?' },
    { key: 'bye', text: 'See you later!' },
  ],
};

/** The five short days of the programme and the page each one uses. */
export const DAYS = [
  { key: 'd1', to: null },
  { key: 'd2', to: '/read' },
  { key: 'd3', to: '/video' },
  { key: 'd4', to: '/user/vocabulary/flipcard' },
  { key: 'd5', to: '/speak' },
] as const;

/** Chinese tones with an example syllable each, for the tone-colour legend. */
export const TONES = [
  { tone: 1, mark: 'mā' },
  { tone: 2, mark: 'má' },
  { tone: 3, mark: 'mǎ' },
  { tone: 4, mark: 'mà' },
  { tone: 5, mark: 'ma' },
] as const;
