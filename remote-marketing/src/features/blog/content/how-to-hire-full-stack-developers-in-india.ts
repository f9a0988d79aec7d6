import type { BlogArticle } from './blog-article';

export const howToHireFullStackDevelopers: BlogArticle = {
  slug: 'how-to-hire-full-stack-developers-in-india',
  title: 'How to hire a full stack developer in India: a step-by-step guide',
  category: 'Hiring guide',
  summary:
    'From defining the role to running a paid trial task, here is a practical process for finding a full stack developer who can own features end to end.',
  publishedOn: '2025-03-04',
  readingMinutes: 7,
  author: 'TalentIndia Editorial Team',
  sections: [
    {
      heading: 'Start with the outcome, not the job title',
      paragraphs: [
        '“Full stack developer” means different things to different teams. For one company it is a React and Node.js engineer who can also write SQL; for another it is a Django developer comfortable with a bit of Vue. Before you write a job post, write down what this person should have shipped after three months.',
        'Outcomes such as “launch the customer portal with sign-up, billing and a reporting dashboard” tell candidates far more than a list of twenty technologies, and they give you something concrete to evaluate proposals against.',
      ],
    },
    {
      heading: 'Pick the stack you need, and the one you can live with',
      paragraphs: [
        'If you already have a codebase, the stack is decided: hire for it. If you are starting fresh, favour mainstream, well-supported tools. The JavaScript and TypeScript ecosystem (React, Node.js, PostgreSQL) and Python with Django both have deep talent pools in India, which makes it easier to hire a second developer later.',
      ],
      list: [
        'Front end: React, Angular or Vue.js, ideally with TypeScript',
        'Back end: Node.js, Python, Java or PHP',
        'Data: PostgreSQL or MySQL, with Redis for caching',
        'Delivery: Git, Docker and a cloud platform such as AWS',
      ],
    },
    {
      heading: 'Write a job post developers want to answer',
      paragraphs: [
        'Good developers choose which jobs to apply for. Explain what the product does, who uses it, what is already built and what comes next. State the contract type, hourly or fixed price, your budget range and the hours of overlap you need with your time zone.',
        'Ask one specific question in the post, for example “How would you structure authentication for this app?”. The answers quickly separate thoughtful proposals from copy-and-paste ones.',
      ],
    },
    {
      heading: 'Screen profiles for evidence',
      paragraphs: [
        'On TalentIndia every profile shows skills, employment history, education, languages and whether the developer’s identity is verified. Look for people who have worked on products similar to yours and who have stayed long enough in past roles to see their own code through production.',
        'Shortlist three to five candidates and message them. How someone communicates in writing is a strong signal of how they will work remotely.',
      ],
    },
    {
      heading: 'Run a short, paid trial task',
      paragraphs: [
        'A small fixed-price task, such as adding one API endpoint and the screen that uses it, shows you more than any interview. Pay for the work, keep it to a few hours and review it together: the conversation about trade-offs matters as much as the code.',
        'When you find the right person, continue on an hourly contract or agree fixed-price milestones, and keep all messages and payments in one place so there is a clear record for both sides.',
      ],
    },
  ],
};
