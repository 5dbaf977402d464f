// Two demo cartoons written for Lingbridge (original text and drawings), one in Chinese and one in Spanish.
// Each panel is a scene drawn in seed-cartoons.ts (shapes only, no text); the bubbles carry the words.
type Bubble = { x: number; y: number; text: string; translation: string; tail: 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right' | 'none' };
export type SceneName = 'meet' | 'cafe' | 'wave' | 'park' | 'ball' | 'sun';
export type DemoCartoon = {
  language: 'Simplified_Chinese' | 'Spanish';
  level: 'Beginner' | 'Intermediate';
  versions: Record<'en' | 'zh' | 'es', { title: string; summary: string }>;
  panels: { scene: SceneName; bubbles: Bubble[] }[];
};

export const DEMO_CARTOONS: DemoCartoon[] = [
  {
    language: 'Simplified_Chinese',
    level: 'Beginner',
    versions: {
      en: { title: 'A new friend', summary: 'Two children meet, share a pot of tea and say goodbye.' },
      zh: { title: '新朋友', summary: '两个孩子认识了，一起喝茶，然后说再见。' },
      es: { title: 'Un amigo nuevo', summary: 'Dos niños se conocen, toman té juntos y se despiden.' },
    },
    panels: [
      {
        scene: 'meet',
        bubbles: [
          { x: 26, y: 16, text: '你好！你叫什么名字？', translation: 'Hello! What is your name?', tail: 'bottom-left' },
          { x: 72, y: 30, text: '我叫小明。你呢？', translation: 'I am Xiaoming. And you?', tail: 'bottom-right' },
        ],
      },
      {
        scene: 'cafe',
        bubbles: [
          { x: 28, y: 15, text: '我想喝茶。', translation: 'I would like some tea.', tail: 'bottom-left' },
          { x: 72, y: 15, text: '好的，我也喝茶。', translation: 'OK, I will have tea too.', tail: 'bottom-right' },
        ],
      },
      {
        scene: 'wave',
        bubbles: [{ x: 50, y: 14, text: '谢谢你！明天见！', translation: 'Thank you! See you tomorrow!', tail: 'bottom-left' }],
      },
    ],
  },
  {
    language: 'Spanish',
    level: 'Beginner',
    versions: {
      en: { title: 'A day at the park', summary: 'Two friends meet in the park and play ball in the sun.' },
      zh: { title: '公园里的一天', summary: '两个朋友在公园见面，在阳光下玩球。' },
      es: { title: 'Un día en el parque', summary: 'Dos amigos se encuentran en el parque y juegan a la pelota al sol.' },
    },
    panels: [
      {
        scene: 'park',
        bubbles: [
          { x: 26, y: 16, text: '¡Hola! ¿Cómo estás?', translation: 'Hi! How are you?', tail: 'bottom-left' },
          { x: 74, y: 28, text: 'Muy bien, gracias.', translation: 'Very well, thank you.', tail: 'bottom-right' },
        ],
      },
      {
        scene: 'ball',
        bubbles: [
          { x: 30, y: 14, text: '¿Quieres jugar con la pelota?', translation: 'Do you want to play with the ball?', tail: 'bottom-left' },
          { x: 74, y: 30, text: '¡Sí, vamos!', translation: 'Yes, let’s go!', tail: 'bottom-right' },
        ],
      },
      {
        scene: 'sun',
        bubbles: [{ x: 50, y: 14, text: 'Hoy hace mucho sol.', translation: 'It is very sunny today.', tail: 'bottom-left' }],
      },
    ],
  },
];
