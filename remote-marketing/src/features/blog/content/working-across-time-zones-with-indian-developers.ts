import type { BlogArticle } from './blog-article';

export const workingAcrossTimeZones: BlogArticle = {
  slug: 'working-across-time-zones-with-indian-developers',
  title: 'Working across time zones with Indian developers',
  category: 'Remote teams',
  summary:
    'India Standard Time can be an advantage rather than an obstacle. How to plan overlap hours, hand-offs and communication so work keeps moving around the clock.',
  publishedOn: '2025-02-18',
  readingMinutes: 6,
  author: 'TalentIndia Editorial Team',
  sections: [
    {
      heading: 'Know the numbers',
      paragraphs: [
        'India runs on a single time zone, India Standard Time (IST), which is UTC+5:30 all year round with no daylight saving. That makes planning simpler than with many distributed teams: the gap only changes when your own clocks change.',
      ],
      list: [
        'London: IST is 4 hours 30 minutes ahead in summer and 5 hours 30 minutes ahead in winter',
        'Central Europe: IST is 3 hours 30 minutes ahead in summer and 4 hours 30 minutes ahead in winter',
        'Dubai: IST is 1 hour 30 minutes ahead',
        'Singapore: IST is 2 hours 30 minutes behind',
        'Sydney: IST is 4 hours 30 minutes behind, or 5 hours 30 minutes during Australian summer time',
        'New York: IST is 9 hours 30 minutes ahead in summer and 10 hours 30 minutes ahead in winter',
      ],
    },
    {
      heading: 'Agree on a daily overlap',
      paragraphs: [
        'Two to three hours of shared working time is enough for most teams. For European clients that happens naturally in the Indian afternoon. For North American clients, many developers are happy to work a later shift that overlaps with your morning; say so clearly in your job post so the right people apply.',
        'Use the overlap for conversations that need back-and-forth, such as planning, code review discussions and unblocking questions, and leave focused building work for the rest of the day.',
      ],
    },
    {
      heading: 'Turn the gap into a relay',
      paragraphs: [
        'A time difference means work can progress while you sleep. End your day with clear, written feedback and priorities, and you can start the next morning with changes ready to review. Teams that do this well ship noticeably faster than teams in a single time zone.',
      ],
    },
    {
      heading: 'Write things down',
      paragraphs: [
        'Asynchronous teams live on written context. Keep requirements, decisions and feedback in one place, such as the job’s message thread on TalentIndia, rather than scattered across email and chat apps. A short end-of-day update from your developer, covering what was done, what is next and what is blocked, removes most of the need for meetings.',
      ],
    },
    {
      heading: 'Plan around holidays',
      paragraphs: [
        'India celebrates national and regional festivals, including Diwali, Holi and Independence Day, that may differ from your own calendar. Share holiday plans early on both sides and schedule releases around them.',
      ],
    },
  ],
};
