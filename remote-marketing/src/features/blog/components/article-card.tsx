import { Link } from '@talentindia/router';
import type { BlogArticle } from '../content/blog-article';
import { ArticleMeta } from './article-meta';
import styles from './article-card.module.css';

export interface ArticleCardProps {
  article: BlogArticle;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** An article in a list: its title links to the article; the whole card is the link's target. */
export function ArticleCard({ article, headingLevel = 2 }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <p className={styles.category}>{article.category}</p>
      <Heading className={styles.title}>
        <Link to={`/blog/${article.slug}`} className={styles.link}>
          {article.title}
        </Link>
      </Heading>
      <p className={styles.summary}>{article.summary}</p>
      <ArticleMeta article={article} />
    </article>
  );
}
