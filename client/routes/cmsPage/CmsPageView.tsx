/**
 * @module A CMS page: its title and its HTML, which the worker has sanitized (cmsPageRoute.ts).
 */
import type { CmsPage } from '../../../domain/cms/networkSchemas';
import { useSiteState } from '../../site/SiteContext';
import type { PageProps } from '../routeModule';
import * as styles from '../pageStyles.css';
import { menuLabel } from '../../../domain/pageHead';

export default function CmsPageView({ data }: PageProps<CmsPage>) {
  const { menus } = useSiteState();
  return (
    <article className={styles.column}>
      <h1 className={styles.pageTitle}>{menuLabel(menus, `/oldal/${data.id}`, data.title)}</h1>
      {/* Sanitized by the worker's loader with an allow-list; never raw CMS HTML. */}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: data.content_html }} />
    </article>
  );
}
