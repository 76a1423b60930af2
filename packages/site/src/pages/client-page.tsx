import { useSiteRoute } from '../routes/use-site-route';
import { ClientPageText } from './client-page-text';
import { PageFrame } from './page-frame';
import { useSiteT } from '../messages/site-messages';

/** The client's page slug behind each route (`GET /api/institutional/{slug}/`). */
export const CLIENT_PAGE_SLUGS: Readonly<Record<string, string>> = {
  'about-the-program': 'about-the-program',
  hotsite: 'hotsite',
  'about-the-team': 'about-the-team',
  'about-team': 'about-the-team',
};

/**
 * Pages whose text the client writes (spec §2 about-the-program, hotsite, about-the-team and the portfolio's
 * about-team): the heading in the interface language, the client's own text from the API below it.
 */
export default function ClientPage() {
  const t = useSiteT();
  const { name } = useSiteRoute();
  const slug = CLIENT_PAGE_SLUGS[name] ?? 'about-the-program';
  return (
    <PageFrame title={t(`site.client_pages.${slug}`)}>
      <ClientPageText slug={slug} />
    </PageFrame>
  );
}
