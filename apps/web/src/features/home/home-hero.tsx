import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LangText } from '../../components/ui/lang-text';
import { ToneSample, type Syllable } from './tone-sample';

// 我喜欢看中文书: "I like reading Chinese books", all four tones and the neutral one.
const SENTENCE: Syllable[][] = [
  [{ hanzi: '我', pinyin: 'wǒ', tone: 3 }],
  [
    { hanzi: '喜', pinyin: 'xǐ', tone: 3 },
    { hanzi: '欢', pinyin: 'huan', tone: 5 },
  ],
  [{ hanzi: '看', pinyin: 'kàn', tone: 4 }],
  [
    { hanzi: '中', pinyin: 'zhōng', tone: 1 },
    { hanzi: '文', pinyin: 'wén', tone: 2 },
  ],
  [{ hanzi: '书', pinyin: 'shū', tone: 1 }],
  [{ hanzi: '。', pinyin: '', tone: 5 }],
];

/** A language's name in the interface language, then in itself when that differs (中文 on a Chinese screen once). */
function LanguageBadge({ label, native, lang }: { label: string; native: string; lang: 'zh' | 'es' }) {
  const same = label.toLocaleLowerCase() === native.toLocaleLowerCase();
  return (
    <Badge size="lg" variant="light" radius="sm" tt="none">
      {same ? (
        <LangText lang={lang}>{native}</LangText>
      ) : (
        <>
          {label} · <LangText lang={lang}>{native}</LangText>
        </>
      )}
    </Badge>
  );
}

/** The first screen of the home page: the promise, two ways in, and a taste of both languages. */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section className="lb-hero" aria-labelledby="home-title">
      <div className="lb-container lb-hero__grid">
        <Stack gap="lg">
          <Group gap={8}>
            <LanguageBadge label={t('hero.badgeChinese')} native="中文" lang="zh" />
            <LanguageBadge label={t('hero.badgeSpanish')} native="Español" lang="es" />
          </Group>
          <Title order={1} id="home-title" className="lb-hero__title">
            {t('hero.title')}
          </Title>
          <Text size="xl" c="#3f4853" maw={580} style={{ lineHeight: 1.55 }}>
            {t('hero.lead')}
          </Text>
          <Group gap="sm">
            {signedIn ? (
              <Button size="lg" className="lb-wrap-button" component={Link} to="/user/center" rightSection={<Icon name="arrowRight" size={18} />}>
                {t('hero.ctaCenter')}
              </Button>
            ) : (
              <Button size="lg" className="lb-wrap-button" component={Link} to="/admin/register" rightSection={<Icon name="arrowRight" size={18} />}>
                {t('hero.ctaStart')}
              </Button>
            )}
            <Button size="lg" className="lb-wrap-button" variant="default" component={Link} to="/read">
              {t('hero.ctaRead')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('hero.note')}
          </Text>
        </Stack>
        <div>
          <figure className="lb-sample">
            <ToneSample words={SENTENCE} />
            <Text component="figcaption" mt="sm" c="#3f4853">
              {t('hero.sampleZh')}
            </Text>
          </figure>
          <figure className="lb-sample">
            <Text fz={28} fw={600} c="#1f2933" lh={1.3}>
              <LangText lang="es">¡Me encanta aprender español!</LangText>
            </Text>
            <Text component="figcaption" mt="sm" c="#3f4853">
              {t('hero.sampleEs')}
            </Text>
          </figure>
        </div>
      </div>
    </section>
  );
}
