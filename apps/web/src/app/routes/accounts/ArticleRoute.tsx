import { useParams } from 'react-router';
import { ArticleView } from '@/features/articles/components/ArticleView';
import { articles } from '@/features/articles/content/articles';
import { NotFoundRoute } from '../NotFoundRoute';

/** /articles/{slug}: the terms of service and the privacy policy. */
export function ArticleRoute() {
  const { slug = '' } = useParams();
  const article = Object.hasOwn(articles, slug) ? articles[slug] : undefined;
  return article ? <ArticleView article={article} /> : <NotFoundRoute />;
}
