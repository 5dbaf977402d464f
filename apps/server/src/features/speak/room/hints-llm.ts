import { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Moment } from './hint-bank';

const LANG_NAME = { Simplified_Chinese: 'Simplified Chinese', Spanish: 'Spanish', English: 'English' } as const;
const MOMENT: Record<Moment, string> = {
  open: 'opening the talk and giving a first view',
  argue: 'giving arguments for their side',
  rebut: 'answering the other side’s arguments',
  close: 'summing up in the last minute',
  judge: 'a judge commenting on the speakers and their language',
};
const item = z.object({ text: z.string().min(1).max(200), meaning: z.string().max(200).nullish() });
const answer = z.object({ phrases: z.array(item).min(1).max(8), key_words: z.array(item).max(12).default([]) });

/**
 * An OpenAI-compatible chat completions model (`POST {HINTS_LLM_BASE_URL}/chat/completions`), asked
 * for a JSON object of phrases and key words; anything else is an error (the bank answers then).
 */
export async function askHintModel(
  ctx: AppContext,
  q: { topic: string; language: keyof typeof LANG_NAME; moment: Moment; debateType: string },
): Promise<z.infer<typeof answer>> {
  const llm = ctx.config.hintsLlm!;
  const res = await fetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(llm.apiKey ? { Authorization: `Bearer ${llm.apiKey}` } : {}) },
    signal: AbortSignal.timeout(8_000),
    body: JSON.stringify({
      model: llm.model,
      temperature: 0.4,
      messages: [
        {
          role: 'system',
          content: `You help a language learner (aged 7 to 25) who is stuck during a live ${q.debateType.replace('_', ' ')} in ${LANG_NAME[q.language]}. Answer with only a JSON object {"phrases":[{"text":…,"meaning":…}],"key_words":[{"text":…,"meaning":…}]}: 4 short, simple phrases in ${LANG_NAME[q.language]} for ${MOMENT[q.moment]}, and up to 8 key words of the topic, each with its English meaning. Nothing unkind or unsafe.`,
        },
        { role: 'user', content: `Topic: ${q.topic}` },
      ],
    }),
  });
  if (!res.ok) throw new Error(`the hints model refused the request (${res.status})`);
  const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
  const content = body.choices?.[0]?.message?.content ?? '';
  const json = /\{[\s\S]*\}/.exec(content.replace(/```(?:json)?/g, ''))?.[0];
  if (!json) throw new Error('the hints model answered without a JSON object');
  return answer.parse(JSON.parse(json));
}
