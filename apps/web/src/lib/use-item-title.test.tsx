import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from '../app/shell/document-title';
import i18n from './i18n';
import { renderInShell } from '../test/render';
import { useItemTitle } from './use-item-title';

function ItemPage({ name }: { name?: string }) {
  useItemTitle(name);
  return null;
}

/** As the root layout has them: the shell's title first, then the page. */
const Shell = ({ name }: { name?: string }) => (
  <>
    <DocumentTitle />
    <ItemPage name={name} />
  </>
);

describe('the tab title of a page that shows one thing', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('names the thing, and still does after the interface language changes', async () => {
    await renderInShell(<Shell name="El mercado de San Miguel" />, { route: '/read/article/5' });
    await waitFor(() => expect(document.title).toBe('El mercado de San Miguel · Lingbridge'));
    await act(() => i18n.changeLanguage('zh'));
    expect(document.title).toBe('El mercado de San Miguel · Lingbridge');
  });

  it('leaves the route title while the thing is still loading', async () => {
    await renderInShell(<Shell />, { route: '/read/article/5' });
    await waitFor(() => expect(document.title).toMatch(/^Lingbridge · /));
  });
});
