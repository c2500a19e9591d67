import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { landingQueries, type PageAnswers } from './app/landing-queries';
import { AppRoutes } from './app/router';

export type { PageAnswers };

export type RenderOptions = {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  answers: PageAnswers;
  /** Ends the render: the caller sends the client shell instead. */
  signal?: AbortSignal;
};

/**
 * The markup of #root for a guest's page, every lazy part resolved (a static prerender). One chunk for the
 * whole page: the CSP refuses inline scripts, so React's streaming boundaries could never be revealed.
 */
export async function render({ url, answers, signal }: RenderOptions): Promise<string> {
  const queryClient = landingQueries(new URL(url, 'http://page').pathname, answers);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, signal },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  return html;
}
