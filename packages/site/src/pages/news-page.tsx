import { useNavigate } from '../routes/router';
import { buildPath } from '@campus/core';
import { News, newsStyles } from '@campus/content';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [newsStyles]);

/**
 * news and news/{id} (spec §2; identifier `news_id`): @campus/content's news with the article in the address, so a
 * reload or a shared link opens the same article.
 */
export default function NewsPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name, params } = useSiteRoute();
  return (
    <PageFrame title={t('site.modules.news')}>
      <News
        hideTitle
        newsId={name === 'news-item' ? (params['id'] ?? null) : null}
        onOpen={({ news_id }) => void navigate(buildPath('news-item', { id: String(news_id) }))}
        onClose={() => void navigate(buildPath('news'))}
      />
    </PageFrame>
  );
}
