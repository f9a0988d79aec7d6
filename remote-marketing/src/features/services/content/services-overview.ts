import { FREE_CREDITS } from '../../../content/free-credits';
import type { ServicePageContent } from './service-page-content';

/** /services: the overview of every developer type. */
export const servicesOverview: ServicePageContent = {
  title: 'Services',
  eyebrow: 'Hire Indian developers',
  lead: 'Full stack, front end, web and mobile developers from India, ready to join your project by the hour or for a fixed price. Post a job, compare proposals and hire the people who fit.',
  heroAction: 'Hire Top Indian Talent',
  technologies: {
    title: 'Technologies our developers work with',
    lead: 'From modern JavaScript frameworks to cloud platforms and mobile toolkits, the skills you need are on TalentIndia.',
    items: [
      'JavaScript',
      'TypeScript',
      'React',
      'Angular',
      'Vue.js',
      'Node.js',
      'Python',
      'Java',
      'PHP',
      '.NET',
      'React Native',
      'Flutter',
      'PostgreSQL',
      'MongoDB',
      'AWS',
      'Docker',
    ],
  },
  whyChoose: {
    title: 'Why clients choose TalentIndia',
    lead: 'A marketplace built around the way software teams actually hire.',
    cards: [
      {
        icon: 'shield',
        title: 'Verified profiles',
        text: 'See identity verification, skills, hourly rate, languages, employment history and education before you start a conversation.',
      },
      {
        icon: 'clock',
        title: 'Flexible contracts',
        text: 'Hire by the hour for ongoing work or agree a fixed price for a defined scope. Add or release people as your roadmap changes.',
      },
      {
        icon: 'wallet',
        title: 'Simple payments',
        text: `Pay with a saved card or your credits, and start with ${FREE_CREDITS} in free credits when you create your account.`,
      },
    ],
  },
  hireSteps: {
    title: 'How to hire on TalentIndia',
    lead: 'Most clients go from job post to first conversation in a few days.',
    steps: [
      {
        title: 'Create your account and post a job',
        text: 'Tell developers what you are building, the skills it takes, the contract type and your budget.',
      },
      {
        title: 'Review proposals and talk to candidates',
        text: 'Compare profiles and rates side by side, then message the developers you would like to interview.',
      },
      {
        title: 'Hire and get to work',
        text: 'Send an offer, collaborate in messages and pay securely by card or credits as the work gets done.',
      },
    ],
  },
  faq: [
    {
      question: 'What kinds of developers can I hire on TalentIndia?',
      answer:
        'You can hire full stack, front end, web and mobile app developers, as well as engineers, programmers and designers who work alongside them. Each developer type has its own page with the technologies they cover.',
    },
    {
      question: 'Can I hire for a short project as well as long-term work?',
      answer:
        'Yes. Choose a fixed-price contract for a project with a clear scope, or an hourly contract for ongoing work. Many clients start with a small fixed-price task and continue hourly once they know the developer.',
    },
    {
      question: 'How do I know a developer has the right skills?',
      answer:
        'Every profile lists skills, employment history, education and languages, and shows whether the developer’s identity is verified. You can also message candidates and run your own interview or test task before you hire.',
    },
    {
      question: 'How do payments work?',
      answer:
        'You pay through TalentIndia with a saved card or with your available credits. Every payment appears in your transaction history with its contract, fees and taxes, so your accounts stay easy to reconcile.',
    },
    {
      question: 'What are the free credits for new clients?',
      answer: `New clients get ${FREE_CREDITS} in free credits. Verify your email address, complete your billing details and add a payment method, then claim the credits from your dashboard and spend them on your hires.`,
    },
    {
      question: 'Will the developer’s working hours overlap with mine?',
      answer:
        'India Standard Time is UTC+5:30, which gives a natural overlap with Europe, the Middle East and Asia-Pacific. Many developers also keep a few hours that overlap with North American mornings; agree the hours you need in your job post.',
    },
    {
      question: 'Can I hire more than one developer for the same project?',
      answer:
        'Yes. Post one job and hire several people from its proposals, or post separate jobs for each role, for example a front end and a mobile developer working together.',
    },
  ],
  cta: {
    title: 'Start hiring Indian developers today',
    text: `Create your account, post your first job and claim ${FREE_CREDITS} in free credits.`,
  },
};
