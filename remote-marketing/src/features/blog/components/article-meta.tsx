import type { BlogArticle } from '../content/blog-article';
import { formatPublishedDate } from '../utils/format-published-date';
import styles from './article-meta.module.css';

/** Publication date and reading time, as a small line under a title. */
export function ArticleMeta({ article }: { article: Pick<BlogArticle, 'publishedOn' | 'readingMinutes'> }) {
  return (
    <p className={styles.meta}>
      <time dateTime={article.publishedOn}>{formatPublishedDate(article.publishedOn)}</time>
      <span aria-hidden="true">·</span>
      <span>{article.readingMinutes} min read</span>
    </p>
  );
}
