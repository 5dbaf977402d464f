import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, setApiTransport, setBeforeFailure } from './api-client';
import { errorText } from './error-text';
import i18n, { i18nReady } from './i18n';
import { serverText } from './server-text';
import { loadServerTexts } from './use-server-text';

/** Switches the interface language and waits for its server texts. */
async function readIn(lng: string) {
  await i18n.changeLanguage(lng);
  await loadServerTexts();
}

const refused = (status: number, detail: string) => () =>
  Promise.resolve(new Response(JSON.stringify({ detail }), { status, headers: { 'content-type': 'application/json' } }));

afterAll(async () => {
  setApiTransport((url, init) => fetch(url, init));
  setBeforeFailure(null);
  await i18n.changeLanguage('en');
});

describe('the server’s texts in the interface language', () => {
  it('a refused call rejects only once the translations are there, so its first render is translated', async () => {
    await i18nReady;
    await i18n.changeLanguage('zh');
    expect(i18n.hasResourceBundle('zh', 'server')).toBe(false);
    setBeforeFailure(loadServerTexts);
    setApiTransport(refused(403, 'Only the initiator reviews applications'));
    const err = await apiRequest('/debate/1/participants/2', { method: 'PATCH', json: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    // No waiting here: the rejection came after the chunk loaded.
    expect(errorText(err, i18n.t)).toBe('只有发起人可以审核报名');
    expect((err as ApiError).detail).toBe('Only the initiator reviews applications');
  });

  it('translates texts with values in them, keeping the values as sent', async () => {
    await readIn('es');
    expect(serverText('This event takes at most 4 players')).toBe('Esta actividad admite como máximo 4 participantes');
    expect(serverText('Issue number $& 7 already exists')).toBe('Ya existe el número $& 7');
    expect(serverText('Event not found')).toBe('No se encontró la actividad');
    expect(serverText('Something the server never said')).toBeNull();
    expect(errorText(new ApiError('bad request', 'Something the server never said', 422, 'Something the server never said'), i18n.t)).toBe(
      'Something the server never said',
    );
  });

  it('translates the validation texts with their limits and choices (decision 0213), each by its own pattern', async () => {
    await readIn('es');
    expect(serverText('Must be at most 200 characters')).toBe('Puede tener como máximo 200 caracteres');
    expect(serverText('Must be 10 or less')).toBe('Tiene que ser 10 o menos');
    expect(serverText('Must be less than 10')).toBe('Tiene que ser menor que 10');
    expect(serverText('Must be one of: easy, hard')).toBe('Elige uno de estos valores: easy, hard');
    expect(serverText('Unknown field(s): extra, more')).toBe('Campo(s) desconocido(s): extra, more');
    await readIn('zh');
    expect(serverText('Must have at least 3 items')).toBe('至少 3 项');
    expect(serverText('Must be text')).toBe('这里要填文字');
  });

  it('says which name is missing wholly in the reader’s language, with no English word left in', async () => {
    await readIn('es');
    expect(serverText('Please enter the organisation name')).toBe('Escribe el nombre de la organización');
    expect(serverText('Please enter the group name')).toBe('Escribe el nombre del grupo');
    await readIn('zh');
    expect(serverText('Please enter the group name')).toBe('请输入小组名称');
    expect(serverText('Please enter the learner name')).toBe('请输入学生的名字');
  });

  it('leaves English texts as they are, and words a code in English', async () => {
    await readIn('en');
    expect(serverText('Event not found')).toBeNull();
    expect(errorText(new ApiError('bad request', 'Event not found', 404, 'Event not found'), i18n.t)).toBe('Event not found');
    expect(serverText('NOTIFICATION_NOT_FOUND')).toBe('This notification no longer exists.');
  });
});
