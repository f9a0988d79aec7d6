import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../testing/render-page';
import { blogArticles } from './content/blog-articles';

describe('the blog', () => {
  it('lists every hiring guide, each linking to its own page', async () => {
    renderRoute('/blog');
    const articles = within(await screen.findByRole('region', { name: 'Articles' })).getAllByRole('article');
    expect(articles).toHaveLength(blogArticles.length);
    expect(blogArticles.length).toBeGreaterThanOrEqual(3);
    blogArticles.forEach((article, index) => {
      expect(within(articles[index]!).getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
    });
  });

  it('opens an article with its sections and links to the other guides', async () => {
    const user = userEvent.setup();
    renderRoute('/blog');
    const [article] = blogArticles;
    await user.click(screen.getByRole('link', { name: article!.title }));

    expect(await screen.findByRole('heading', { level: 1, name: article!.title })).toBeInTheDocument();
    expect(document.title).toBe(`${article!.title} | TalentIndia`);
    for (const section of article!.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    const more = screen.getByRole('region', { name: 'More hiring guides' });
    expect(within(more).getAllByRole('link')).toHaveLength(blogArticles.length - 1);
    expect(within(more).queryByRole('link', { name: article!.title })).not.toBeInTheDocument();
  });

  it('has a way back from an article to the index', async () => {
    const user = userEvent.setup();
    const router = renderRoute(`/blog/${blogArticles[1]!.slug}`);
    await user.click(screen.getByRole('link', { name: 'All articles' }));
    expect(router.state.location.pathname).toBe('/blog');
  });
});
