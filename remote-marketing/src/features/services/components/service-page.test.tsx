import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../testing/render-page';
import { servicesOverview } from '../content/services-overview';
import type { ServicePageContent } from '../content/service-page-content';
import { serviceTypePages } from '../content/service-types';
import { ServicePage } from './service-page';

const pages: [string, ServicePageContent][] = [
  ['the overview', servicesOverview],
  ...Object.entries(serviceTypePages).map(([slug, content]): [string, ServicePageContent] => [slug, content]),
];

describe.each(pages)('ServicePage for %s', (_name, content) => {
  it('shows the title as the one h1 and as the document title', async () => {
    renderPage(<ServicePage content={content} />);
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${content.title} | TalentIndia`);
  });

  it('lists the technologies', async () => {
    renderPage(<ServicePage content={content} />);
    const list = screen.getByRole('list', { name: content.technologies.title });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(content.technologies.items);
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  it('shows three why-choose cards and three hire steps', async () => {
    renderPage(<ServicePage content={content} />);

    const whyChoose = screen.getByRole('region', { name: content.whyChoose.title });
    expect(
      within(whyChoose)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(content.whyChoose.cards.map((card) => card.title));

    const steps = screen.getByRole('region', { name: content.hireSteps.title });
    const stepList = within(steps).getByRole('list');
    expect(stepList.tagName).toBe('OL');
    expect(within(stepList).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has a seven-item FAQ with one answer open at a time', async () => {
    const user = userEvent.setup();
    renderPage(<ServicePage content={content} />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const [first, second] = content.faq;
    await user.click(within(faq).getByRole('button', { name: first.question }));
    expect(within(faq).getByText(first.answer)).toBeVisible();

    await user.click(within(faq).getByRole('button', { name: second.question }));
    expect(within(faq).getByRole('button', { name: first.question })).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).getByText(first.answer)).not.toBeVisible();
    expect(within(faq).getByText(second.answer)).toBeVisible();
    expect(within(faq).getAllByRole('region')).toHaveLength(1);

    await user.click(within(faq).getByRole('button', { name: second.question }));
    expect(within(faq).getByText(second.answer)).not.toBeVisible();
    expect(within(faq).queryAllByRole('region')).toHaveLength(0);
  });

  it('ends with a create-account call to action to /signup', async () => {
    renderPage(<ServicePage content={content} />);
    const cta = screen.getByRole('region', { name: content.cta.title });
    expect(within(cta).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});

describe('the developer-type pages', () => {
  it('each have their own title and questions', async () => {
    const contents = Object.values(serviceTypePages);
    expect(new Set(contents.map((content) => content.title)).size).toBe(4);
    for (const content of contents) {
      expect(new Set(content.faq.map((item) => item.question)).size).toBe(7);
    }
  });
});
