import type { TimelineStepKey } from '@lingbridge/contracts/speak-room';

/** What a speaker is doing in a step: the phrase bank is written per moment, not per step. */
export type Moment = 'open' | 'argue' | 'rebut' | 'close' | 'judge';

export const momentOf = (step: TimelineStepKey): Moment =>
  step === 'opening' || step === 'play' || step === 'talk'
    ? 'open'
    : step === 'round1_prop' || step === 'round3_prop' || step === 'round2_free'
      ? 'argue'
      : step === 'round1_opp' || step === 'round3_opp'
        ? 'rebut'
        : step === 'last_minute'
          ? 'close'
          : 'judge';

type Phrase = [text: string, meaning: string];

/**
 * Phrases for a learner who is stuck, written for Lingbridge (not taken from anywhere), by the
 * event's language and the moment of the talk. The English meaning is shown under Chinese and
 * Spanish phrases; pinyin is added by the language core.
 */
export const HINT_BANK: Record<'Simplified_Chinese' | 'Spanish' | 'English', Record<Moment, Phrase[]>> = {
  Simplified_Chinese: {
    open: [
      ['我想先说一下我的看法。', 'First I would like to give my view.'],
      ['我认为这个问题很重要，因为……', 'I think this question matters because…'],
      ['举个例子，……', 'For example, …'],
      ['你觉得呢？', 'What do you think?'],
    ],
    argue: [
      ['我们的第一个理由是……', 'Our first reason is…'],
      ['更重要的是，……', 'More importantly, …'],
      ['根据我的经验，……', 'From my experience, …'],
      ['所以我们认为……', 'So we believe…'],
    ],
    rebut: [
      ['我不太同意对方的观点。', 'I do not quite agree with the other side.'],
      ['对方说……，但是……', 'The other side said …, but …'],
      ['这个例子不能说明问题。', 'This example does not prove the point.'],
      ['请问对方，……？', 'May I ask the other side: …?'],
    ],
    close: [
      ['总的来说，……', 'All in all, …'],
      ['最后，我想强调……', 'Finally, I want to stress…'],
      ['谢谢大家！', 'Thank you, everyone!'],
    ],
    judge: [
      ['我觉得正方的论点更清楚。', 'I think the proposition’s argument was clearer.'],
      ['反方的例子很有说服力。', 'The opposition’s examples were convincing.'],
      ['你的发音很好，不过……', 'Your pronunciation was good, but…'],
      ['下次可以多用一些连接词。', 'Next time, use more linking words.'],
    ],
  },
  Spanish: {
    open: [
      ['Para empezar, me gustaría decir que…', 'To begin, I would like to say that…'],
      ['En mi opinión, este tema es importante porque…', 'In my opinion, this topic matters because…'],
      ['Por ejemplo, …', 'For example, …'],
      ['¿Qué opinas tú?', 'What do you think?'],
    ],
    argue: [
      ['Nuestro primer argumento es que…', 'Our first argument is that…'],
      ['Además, hay que tener en cuenta que…', 'Besides, we must keep in mind that…'],
      ['Según mi experiencia, …', 'From my experience, …'],
      ['Por eso creemos que…', 'That is why we believe that…'],
    ],
    rebut: [
      ['No estoy de acuerdo con lo que dice el otro equipo.', 'I do not agree with what the other team says.'],
      ['Es verdad que…, pero…', 'It is true that …, but …'],
      ['Ese ejemplo no demuestra nada.', 'That example proves nothing.'],
      ['¿Podríais explicar por qué…?', 'Could you explain why…?'],
    ],
    close: [
      ['En resumen, …', 'In short, …'],
      ['Para terminar, quiero subrayar que…', 'To finish, I want to stress that…'],
      ['¡Muchas gracias a todos!', 'Thank you all very much!'],
    ],
    judge: [
      ['Los argumentos a favor fueron más claros.', 'The arguments for were clearer.'],
      ['Los ejemplos del equipo en contra convencen.', 'The opposing team’s examples are convincing.'],
      ['Tu pronunciación es buena, pero…', 'Your pronunciation is good, but…'],
      ['La próxima vez, usa más conectores.', 'Next time, use more linking words.'],
    ],
  },
  English: {
    open: [
      ['To start with, I would like to say that…', ''],
      ['In my view, this matters because…', ''],
      ['For example, …', ''],
      ['What do you think?', ''],
    ],
    argue: [
      ['Our first point is that…', ''],
      ['What is more, …', ''],
      ['In my experience, …', ''],
      ['That is why we believe…', ''],
    ],
    rebut: [
      ['I see your point, but…', ''],
      ['That is true, however…', ''],
      ['That example does not show that…', ''],
      ['Could you explain why…?', ''],
    ],
    close: [
      ['To sum up, …', ''],
      ['Finally, I want to stress that…', ''],
      ['Thank you all!', ''],
    ],
    judge: [
      ['The proposition’s case was clearer.', ''],
      ['The opposition gave convincing examples.', ''],
      ['Your pronunciation was good, but…', ''],
      ['Next time, try using more linking words.', ''],
    ],
  },
};
