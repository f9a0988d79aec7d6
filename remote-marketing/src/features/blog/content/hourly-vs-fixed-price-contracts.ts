import type { BlogArticle } from './blog-article';

export const hourlyVsFixedPrice: BlogArticle = {
  slug: 'hourly-vs-fixed-price-contracts',
  title: 'Hourly or fixed price: choosing the right contract for your project',
  category: 'Contracts and payments',
  summary:
    'Both contract types work well, for different kinds of work. A simple way to decide, and how to avoid the most common pitfalls of each.',
  publishedOn: '2025-01-28',
  readingMinutes: 5,
  author: 'TalentIndia Editorial Team',
  sections: [
    {
      heading: 'When fixed price works best',
      paragraphs: [
        'A fixed-price contract pays an agreed amount for an agreed result. It suits work with a clear, stable scope: a landing page built from finished designs, a specific integration, a bug fix or a trial task.',
        'The key is a precise definition of done. List the screens, features and acceptance criteria, and agree how changes to the scope will be priced before work begins.',
      ],
      list: [
        'Clear, written scope and acceptance criteria',
        'A known budget before work starts',
        'Milestones for larger projects, each paid on delivery',
      ],
    },
    {
      heading: 'When hourly works best',
      paragraphs: [
        'An hourly contract pays for the time a developer spends on your work at their hourly rate. It suits ongoing product development, maintenance, and anything where the scope will change as you learn, which describes most software.',
        'Hourly contracts let you change priorities weekly without renegotiating. To keep costs predictable, agree a weekly hour limit and review progress at the end of each week.',
      ],
    },
    {
      heading: 'A simple rule of thumb',
      paragraphs: [
        'If you could write the acceptance test today, use a fixed price. If you expect to discover what you need as you go, use hourly. Many clients combine the two: a small fixed-price trial first, then an hourly contract once they know the developer.',
      ],
    },
    {
      heading: 'Keep payments transparent',
      paragraphs: [
        'Whichever you choose, keep the contract, messages and payments on the same platform. On TalentIndia you can pay with a saved card or with your credits, and every contract, fee and tax appears in your transaction history, which makes month-end bookkeeping straightforward.',
      ],
    },
  ],
};
