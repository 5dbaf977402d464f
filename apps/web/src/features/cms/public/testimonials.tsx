import { Blockquote, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section';
import { testimonialsQuery } from '../api/blog';
import { pageLanguage } from '../prefetch';

/** What learners say: the testimonials published in the CMS, for the home page (the public file of `cms`). */
export function Testimonials() {
  const { t } = useTranslation('cms');
  const list = useQuery(testimonialsQuery(pageLanguage()));
  if (!list.data?.length) return null;
  return (
    <Section title={t('testimonials.title')}>
      <SimpleGrid cols={{ base: 1, md: Math.min(3, list.data.length) }} spacing="lg">
        {list.data.map((x) => (
          <Blockquote key={x.id} color="teal" p="lg" lang={x.lang === 'zh' ? 'zh-CN' : x.lang}>
            <Text>{x.quote}</Text>
            <Text mt="sm" fw={600} size="sm">
              {x.name}
              {x.role && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  · {x.role}
                </Text>
              )}
            </Text>
          </Blockquote>
        ))}
      </SimpleGrid>
    </Section>
  );
}
