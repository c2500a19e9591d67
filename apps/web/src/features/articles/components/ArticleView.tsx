import { List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Article } from '../content/types';

export function ArticleView({ article }: { article: Article }) {
  useDocumentTitle(`${article.title} · Velvet`);
  return (
    <Stack component="article" maw={760} gap="lg">
      <Stack gap={4}>
        <Title order={1}>{article.title}</Title>
        <Text size="sm" c="dimmed">
          Last updated {article.updated}
        </Text>
      </Stack>
      <Text>{article.intro}</Text>
      {article.sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h4">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.list && (
            <List spacing={4}>
              {section.list.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
