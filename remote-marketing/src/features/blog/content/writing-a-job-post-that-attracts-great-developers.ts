import type { BlogArticle } from './blog-article';

export const writingAJobPost: BlogArticle = {
  slug: 'writing-a-job-post-that-attracts-great-developers',
  title: 'Writing a job post that attracts great developers',
  category: 'Hiring guide',
  summary:
    'The best developers are choosy about the jobs they apply for. Seven elements of a job post that gets thoughtful proposals instead of generic ones.',
  publishedOn: '2025-01-14',
  readingMinutes: 5,
  author: 'TalentIndia Editorial Team',
  sections: [
    {
      heading: 'Lead with the problem',
      paragraphs: [
        'Open with what you are building and why it matters to your users. “We help independent clinics manage appointments, and we need a mobile app for patients” is more compelling than “Looking for a React Native developer”. Developers who care about the problem write better proposals.',
      ],
    },
    {
      heading: 'The seven things every job post needs',
      paragraphs: ['Posts that include all of these get faster, more relevant responses:'],
      list: [
        'A one-paragraph description of the product and its users',
        'The work to be done, described as outcomes',
        'The tech stack, or “open to suggestions” if you are starting fresh',
        'Contract type: hourly or fixed price',
        'A budget range or hourly rate range',
        'The hours of overlap you need with your time zone',
        'One question for applicants to answer in their proposal',
      ],
    },
    {
      heading: 'Be honest about the state of things',
      paragraphs: [
        'If the codebase is old, the deadline is tight or the requirements are still forming, say so. The developers who apply will be the ones comfortable with that situation, and you avoid surprises in the first week.',
      ],
    },
    {
      heading: 'Skip the wish list',
      paragraphs: [
        'A list of fifteen “must-have” technologies discourages strong generalists and attracts keyword-stuffed profiles. Name the two or three skills that truly matter and mark the rest as a bonus.',
      ],
    },
    {
      heading: 'Respond quickly',
      paragraphs: [
        'Good developers are rarely available for long. Review proposals within a day or two, message your shortlist promptly and let the others know when the role is filled. A reputation as a responsive client makes every future hire easier.',
      ],
    },
  ],
};
