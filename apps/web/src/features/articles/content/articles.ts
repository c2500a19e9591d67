import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

/** The articles by their slug in /articles/{slug}. */
export const articles = { [termsOfService.slug]: termsOfService, [privacyPolicy.slug]: privacyPolicy };
