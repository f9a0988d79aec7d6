import { useParams } from '@talentindia/router';
import { NotFoundPage } from '@talentindia/ui';
import { BlogArticlePage } from './blog-article-page';
import { blogArticles } from './content/blog-articles';

/** /blog/:slug: the article with that slug, or the 404 page for any other. */
export function BlogArticleRoute() {
  const { slug } = useParams();
  const article = blogArticles.find((candidate) => candidate.slug === slug);
  if (!article) return <NotFoundPage />;
  // The key gives each article fresh state when moving from one to the next.
  return <BlogArticlePage key={article.slug} article={article} />;
}
