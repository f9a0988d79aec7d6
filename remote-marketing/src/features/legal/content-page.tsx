import type { ContentPageSlug } from '@talentindia/contracts';
import { usePageTitle } from '@talentindia/core';
import { LoadingOverlay, NotFoundPage, SafeHtml } from '@talentindia/ui';
import { useContentPage } from './api/get-content-page';
import styles from './content-page.module.css';

/** The page titles while the server's own title loads. */
const LOADING_TITLES: Record<ContentPageSlug, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms and Conditions',
};

const updatedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatUpdated(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : updatedFormat.format(date);
}

/**
 * A content page loaded from the server by its own path (spec §2): its title and HTML body,
 * sanitized before it is shown. A failed load shows the 404 page (spec §8).
 */
export function ContentPage({ slug }: { slug: ContentPageSlug }) {
  const { data, isPending, isError } = useContentPage(slug);
  if (isError) return <NotFoundPage />;
  if (isPending) return <LoadingContentPage title={LOADING_TITLES[slug]} />;

  const updated = formatUpdated(data.updated_at);
  return <LoadedContentPage title={data.title} content={data.content} updated={updated} />;
}

function LoadingContentPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className={styles.page} aria-busy="true" aria-label={title}>
      <LoadingOverlay label={`Loading ${title}…`} />
    </section>
  );
}

function LoadedContentPage({ title, content, updated }: { title: string; content: string; updated: string | null }) {
  usePageTitle(title);
  return (
    <article className={styles.page} aria-labelledby="content-page-title">
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 id="content-page-title" className={styles.title}>
            {title}
          </h1>
          {updated ? <p className={styles.updated}>Last updated {updated}</p> : null}
        </header>
        <SafeHtml html={content} className={styles.content} />
      </div>
    </article>
  );
}
