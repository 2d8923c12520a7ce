/**
 * @module A CMS page: its title and its HTML, which the worker has sanitized (cmsPageRoute.ts).
 */
import { pageCrumbs } from '../../../domain/pages/breadcrumbs';
import { menuLabel } from '../../../domain/pages/pageTitles';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import * as page from '../../../styles/pageStyles.css';
import * as styles from './cmsPage.css';
import type { CmsPageData } from './cmsPageData';

export default function CmsPageView({ data }: PageProps<CmsPageData>) {
  const { menus } = useSiteState();
  const path = `/oldal/${data.id}`;
  const title = menuLabel(menus, path, data.title);
  return (
    <div className={page.column}>
      <Breadcrumbs crumbs={pageCrumbs(title, path)} />
      <article className={styles.article} aria-labelledby="oldal-cim">
        <h1 className={page.pageTitle} id="oldal-cim">
          {title}
        </h1>
        {/* Sanitized by the worker's loader with an allow-list (worker/htmlSanitizer/sanitizeCmsHtml.ts); never raw CMS HTML. */}
        {data.content_html === null ? (
          <div className={styles.content}>
            <p>Az oldal tartalma nem jeleníthető meg.</p>
          </div>
        ) : (
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.content_html }} />
        )}
      </article>
    </div>
  );
}
