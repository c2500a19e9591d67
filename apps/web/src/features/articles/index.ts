import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

export { ArticleView } from './components/ArticleView';
export type { Article } from './content/types';

/** The articles by their slug in /articles/{slug}. */
export const articles = { [termsOfService.slug]: termsOfService, [privacyPolicy.slug]: privacyPolicy };
