import { FREE_CREDITS } from '../../../content/free-credits';
import type { ServicePageContent } from './service-page-content';

export const fullStackDevelopment: ServicePageContent = {
  title: 'Hire Full Stack Developers',
  eyebrow: 'Full stack development',
  lead: 'Hire Indian full stack developers who design the database, build the API and ship the interface, so one person can carry a feature from idea to production.',
  heroAction: 'Hire a full stack developer',
  technologies: {
    title: 'Technologies our full stack developers use',
    lead: 'Front end, back end, data and deployment: the whole stack, in the tools modern teams rely on.',
    items: [
      'JavaScript',
      'TypeScript',
      'React',
      'Angular',
      'Vue.js',
      'Node.js',
      'Express',
      'Python',
      'Django',
      'Java',
      'Spring Boot',
      'PostgreSQL',
      'MySQL',
      'MongoDB',
      'Redis',
      'Docker',
      'AWS',
    ],
  },
  whyChoose: {
    title: 'Why hire full stack developers on TalentIndia',
    lead: 'Fewer hand-offs, faster releases and one person who understands how the whole product fits together.',
    cards: [
      {
        icon: 'layers',
        title: 'End-to-end ownership',
        text: 'Full stack developers take a feature from the database schema to the final screen, which cuts hand-offs and keeps releases moving.',
      },
      {
        icon: 'shield',
        title: 'Verified experience',
        text: 'Profiles show verified identity, the stacks each developer has shipped with, employment history and past earnings on the platform.',
      },
      {
        icon: 'clock',
        title: 'Hours that fit your team',
        text: 'Hire hourly to extend your team or on a fixed price for an MVP, and agree working hours that overlap with yours.',
      },
    ],
  },
  hireSteps: {
    title: 'Hire a full stack developer in three steps',
    lead: 'Post once, compare proposals and start building.',
    steps: [
      {
        title: 'Describe your product',
        text: 'Post a job with your stack, the features you need built and whether you prefer an hourly or fixed-price contract.',
      },
      {
        title: 'Compare full stack profiles',
        text: 'Review proposals, look at front and back end experience side by side and message the developers you want to interview.',
      },
      {
        title: 'Hire and ship',
        text: 'Hire the best fit, share your repository and pay securely by card or credits as milestones are delivered.',
      },
    ],
  },
  faq: [
    {
      question: 'What does a full stack developer do?',
      answer:
        'A full stack developer works on both sides of a web application: the user interface in the browser and the server, API and database behind it. They can build a complete feature on their own and understand how every layer affects the others.',
    },
    {
      question: 'When should I hire a full stack developer rather than specialists?',
      answer:
        'Full stack developers are a strong choice for MVPs, internal tools and small teams where one person needs to move across the stack. For a large product with complex front end or infrastructure needs, pair them with front end or DevOps specialists.',
    },
    {
      question: 'Which stacks can I hire for?',
      answer:
        'Common stacks on TalentIndia include MERN (MongoDB, Express, React, Node.js), MEAN with Angular, Python with Django or FastAPI, Java with Spring Boot and PHP with Laravel. List your stack in the job post so the right developers apply.',
    },
    {
      question: 'How much does it cost to hire a full stack developer from India?',
      answer:
        'Each developer sets their own hourly rate based on experience and stack, and you see it on their profile before you hire. For a project with a clear scope you can agree a fixed price instead.',
    },
    {
      question: 'Can a full stack developer also deploy and maintain my application?',
      answer:
        'Many can. Look for experience with Docker, CI pipelines and cloud platforms such as AWS in the developer’s profile, and mention deployment and maintenance in your job post.',
    },
    {
      question: 'How do I evaluate a full stack developer before hiring?',
      answer:
        'Review their employment history and skills, ask about products they have shipped, and consider a short paid task that touches both the front and back end. Messages let you do all of this before you make an offer.',
    },
    {
      question: 'Do new clients get free credits?',
      answer: `Yes. New clients get ${FREE_CREDITS} in free credits after verifying their email, completing billing details and adding a payment method. You can spend them on your first full stack hire.`,
    },
  ],
  cta: {
    title: 'Build your product with a full stack developer',
    text: `Create your account, post your first job and use your ${FREE_CREDITS} in free credits on your first hire.`,
  },
};
