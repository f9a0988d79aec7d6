import { useId } from 'react';
import { Link } from '@talentindia/router';
import { usePageTitle } from '@talentindia/core';
import { CtaBanner } from '../../components/cta-banner/cta-banner';
import { ArrowRightIcon } from '../../components/icons/marketing-icons';
import { FREE_CREDITS } from '../../content/free-credits';
import { ArticleCard } from './components/article-card';
import { ArticleMeta } from './components/article-meta';
import type { BlogArticle } from './content/blog-article';
import { blogArticles } from './content/blog-articles';
import styles from './blog-article-page.module.css';

/** /blog/<slug>: one hiring guide, then the other guides. */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  usePageTitle(article.title);
  const titleId = useId();
  const moreId = useId();
  const otherArticles = blogArticles.filter((other) => other.slug !== article.slug);
  return (
    <>
      <article className={styles.article} aria-labelledby={titleId}>
        <header className={styles.header}>
          <Link to="/blog" className={styles.back}>
            <ArrowRightIcon className={styles.backIcon} width={18} height={18} />
            All articles
          </Link>
          <p className={styles.category}>{article.category}</p>
          <h1 id={titleId} className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.summary}>{article.summary}</p>
          <p className={styles.author}>By {article.author}</p>
          <ArticleMeta article={article} />
        </header>
        <div className={styles.body}>
          {article.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul className={styles.list}>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </article>
      <section className={styles.more} aria-labelledby={moreId}>
        <div className={styles.moreInner}>
          <h2 id={moreId} className={styles.moreTitle}>
            More hiring guides
          </h2>
          <ul className={styles.moreList}>
            {otherArticles.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBanner
        title="Ready to hire?"
        text={`Create your account, post your first job and start with ${FREE_CREDITS} in free credits.`}
      />
    </>
  );
}
