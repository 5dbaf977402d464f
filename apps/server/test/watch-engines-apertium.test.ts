import { describe, expect, it } from 'vitest';
import { apertiumModes, createApertium, runApertium } from '../src/adapters/translation-apertium';
import { createTranslator, unsupportedPairReason } from '../src/adapters/translation';
import { APERTIUM_SKIP, apertiumEngSpa } from './watch-helpers';

if (!apertiumEngSpa) console.warn(`watch-engines-apertium: skipped, ${APERTIUM_SKIP}`);

describe.skipIf(!apertiumEngSpa)('Apertium translation (Debian apertium-eng-spa, offline)', () => {
  const apertium = createApertium()!;

  it('translates English into Spanish and Spanish into English, one text per input, in order, empty texts kept empty', async () => {
    expect(await apertium.translate(['The cat is black.', '', 'I am going home.'], 'English', 'Spanish')).toEqual([
      'El gato es negro.',
      '',
      'Estoy yendo casa.',
    ]);
    expect(await apertium.translate(['El gato es negro.', 'Hola.'], 'Spanish', 'English')).toEqual(['The cat is black.', 'Hello.']);
  });

  it('translates a whole transcript in one call and gets the same lines as sentence by sentence', async () => {
    const sentences = Array.from(
      { length: 120 },
      (_, i) =>
        ['The house is big.', 'Where is the station?', 'We eat bread [sometimes].', `I have ${i} books.`, 'A line with\n\na blank line inside.'][i % 5]!,
    );
    let calls = 0;
    const counted = createApertium(apertiumModes(), (mode, input) => (calls++, runApertium(mode, input)))!;
    const together = await counted.translate(sentences, 'English', 'Spanish');
    expect(calls).toBe(1);
    expect(together).toHaveLength(120);
    for (const i of [2, 3, 4, 119]) expect(together[i]).toBe((await apertium.translate([sentences[i]!], 'English', 'Spanish'))[0]);
    expect(together[3]).toBe('Tengo 3 libros.');
    expect(together[4]).not.toMatch(/\n/);
  });

  it('falls back to one call per sentence when the lines that come back do not match', async () => {
    let calls = 0;
    // A run that loses the separators, as a future Apertium might: the counts no longer match.
    const lossy = createApertium(apertiumModes(), async (mode, input) => {
      calls++;
      const out = await runApertium(mode, input);
      return input.includes('\n\n') ? out.replace(/\n\s*\n/g, '\n') : out;
    })!;
    expect(await lossy.translate(['The cat is black.', 'Hello.', 'The house is big.'], 'English', 'Spanish')).toEqual([
      'El gato es negro.',
      'Hola.',
      'La casa es grande.',
    ]);
    expect(calls).toBe(4);
  });

  it('leaves words it does not know as they are, without its * # @ marks', async () => {
    const [es] = await apertium.translate(['The xyzzyq is blue.'], 'English', 'Spanish');
    expect(es).toBe('El xyzzyq es azul.');
    const [en] = await apertium.translate(['La rarísimaqq casa.'], 'Spanish', 'English');
    expect(en).toBe('The rarísimaqq house.');
    expect(`${es} ${en}`).not.toMatch(/[*#@]/);
    // The marks come off whatever run produced them; a hashtag or an address the speaker wrote stays.
    const marked = createApertium(['eng-spa'], async () => '#Hola @mundo *raro, #etiqueta y yo@example.com.\n')!;
    expect(await marked.translate(['Hello world #etiqueta me@example.com'], 'English', 'Spanish')).toEqual(['Hola mundo raro, #etiqueta y yo@example.com.']);
  });

  it('covers only Spanish and English: no engine here translates into or out of Chinese', async () => {
    const t = createTranslator({});
    expect(t.supports('English', 'Spanish')).toBe(true);
    expect(t.supports('Spanish', 'English')).toBe(true);
    expect(t.supports('English', 'Simplified_Chinese')).toBe(false);
    expect(t.supports('Spanish', 'Simplified_Chinese')).toBe(false);
    // The chain asks Apertium for its pairs when first needed (not at start) and translates through it.
    expect(await t.translate(['Hola.'], 'Spanish', 'English')).toEqual(['Hello.']);
    await expect(t.translate(['Hello.'], 'English', 'Simplified_Chinese')).rejects.toThrow(unsupportedPairReason('English', 'Simplified_Chinese'));
    expect(unsupportedPairReason('English', 'Simplified_Chinese')).toBe(
      'no engine here translates English into Chinese: ask the administrator to configure a translation service',
    );
  });
});

describe('Apertium not installed', () => {
  it('is left out of the chain, which then supports nothing but the identity', () => {
    expect(createApertium([])).toBeNull();
    const t = createTranslator({ apertium: false });
    expect(t.name).toBe('none');
    expect(t.supports('Spanish', 'English')).toBe(false);
    expect(t.supports('English', 'English')).toBe(true);
  });
});
