import { useNavigate } from '../routes/router';
import { buildPath } from '@campus/core';
import { Library, libraryStyles } from '@campus/content';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once); the preview adopts
// the player's viewers' own when it opens.
if (typeof document !== 'undefined') adoptStyles(document, [libraryStyles]);

/**
 * library, library/{name} and libraries/{id} (spec §2): @campus/content's library with the category (`{name}` is a
 * `library_file_categories` id) and the file in the address, so a reload or a shared link opens the same view.
 */
export default function LibraryPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name, params } = useSiteRoute();
  const toList = (category: number | string | null) =>
    void navigate(category === null ? buildPath('library') : buildPath('library-folder', { name: String(category) }));
  return (
    <PageFrame title={t('site.modules.library')}>
      <Library
        hideTitle
        category={name === 'library-folder' ? (params['name'] ?? null) : null}
        file={name === 'libraries' ? (params['id'] ?? null) : null}
        onCategoryChange={({ category }) => toList(category)}
        onFileOpen={({ id }) => void navigate(buildPath('libraries', { id: String(id) }))}
        onFileClose={({ category }) => toList(category)}
      />
    </PageFrame>
  );
}
