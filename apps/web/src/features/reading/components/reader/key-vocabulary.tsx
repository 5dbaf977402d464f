import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANG_ATTR } from '../../../vocabulary/public/for-reading';

/** The article's key words with reading and meaning. */
export function KeyVocabulary({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('reading');
  if (!article.key_vocabulary.length) return null;
  const zh = article.language === 'Simplified_Chinese';
  return (
    <section aria-labelledby="key-vocab-title" className="lb-key-vocab">
      <Title order={2} size="h4" id="key-vocab-title" mb="xs">
        {t('reader.keyVocabulary')}
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reader.word')}</Table.Th>
            {zh && <Table.Th>{t('reader.pinyinColumn')}</Table.Th>}
            <Table.Th>{t('reader.meaning')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {article.key_vocabulary.map((w) => (
            <Table.Tr key={w.text}>
              <Table.Td lang={LANG_ATTR[article.language]} className="lb-nowrap">
                {w.text}
              </Table.Td>
              {zh && <Table.Td className="lb-nowrap">{w.reading}</Table.Td>}
              <Table.Td lang="en">{w.meaning ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
