import { useId } from 'react';
import { usePageTitle } from '@talentindia/core';
import { CtaBanner } from '../../components/cta-banner/cta-banner';
import { PageHero } from '../../components/page-hero/page-hero';
import { FREE_CREDITS } from '../../content/free-credits';
import { ArticleCard } from './components/article-card';
import { blogArticles } from './content/blog-articles';
import styles from './blog-index-page.module.css';

export const BLOG_TITLE = 'Blog';

export function BlogIndexPage() {
  usePageTitle(BLOG_TITLE);
  const titleId = useId();
  return (
    <>
      <PageHero
        titleId={titleId}
        eyebrow="Blog"
        title="Hiring guides for working with Indian developers"
        lead="Practical advice on finding, hiring and working with developers in India, from writing your first job post to running a team across time zones."
      />
      <section className={styles.articles} aria-label="Articles">
        <ul className={styles.list}>
          {blogArticles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner
        title="Put these guides into practice"
        text={`Create your account, post your first job and start with ${FREE_CREDITS} in free credits.`}
      />
    </>
  );
}
