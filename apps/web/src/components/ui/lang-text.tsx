import type { ReactNode } from 'react';

const LANG = { zh: 'zh-CN', es: 'es', en: 'en' } as const;

/**
 * Text in a language other than the page's: marked with `lang` so screen readers pronounce it and
 * Chinese gets the CJK font.
 */
export function LangText({ lang, children, className }: { lang: keyof typeof LANG; children: ReactNode; className?: string }) {
  return (
    <span lang={LANG[lang]} className={className}>
      {children}
    </span>
  );
}
