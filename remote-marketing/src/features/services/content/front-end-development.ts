import { FREE_CREDITS } from '../../../content/free-credits';
import type { ServicePageContent } from './service-page-content';

export const frontEndDevelopment: ServicePageContent = {
  title: 'Hire Front End Developers',
  eyebrow: 'Front end development',
  lead: 'Hire Indian front end developers who turn designs into fast, accessible and responsive interfaces your customers enjoy using.',
  heroAction: 'Hire a front end developer',
  technologies: {
    title: 'Technologies our front end developers use',
    lead: 'Modern frameworks, solid fundamentals and the tooling that keeps large interfaces maintainable.',
    items: [
      'HTML5',
      'CSS3',
      'JavaScript',
      'TypeScript',
      'React',
      'Next.js',
      'Angular',
      'Vue.js',
      'Svelte',
      'Redux',
      'Tailwind CSS',
      'Sass',
      'Figma',
      'Jest',
      'Playwright',
      'Storybook',
    ],
  },
  whyChoose: {
    title: 'Why hire front end developers on TalentIndia',
    lead: 'Interfaces that look right, load quickly and work for everyone.',
    cards: [
      {
        icon: 'monitor',
        title: 'Pixel-accurate builds',
        text: 'Hand over your Figma files and get responsive screens that match the design on every browser and screen size.',
      },
      {
        icon: 'check',
        title: 'Accessibility and performance',
        text: 'Hire developers who write semantic markup, meet WCAG guidelines and keep your pages fast to load and quick to respond.',
      },
      {
        icon: 'message',
        title: 'Easy collaboration',
        text: 'Discuss designs, share feedback and review progress in TalentIndia messages, alongside the job and its contract.',
      },
    ],
  },
  hireSteps: {
    title: 'Hire a front end developer in three steps',
    lead: 'From design hand-off to a shipped interface.',
    steps: [
      {
        title: 'Share your designs and stack',
        text: 'Post a job with your framework, links to your designs and the screens or components you need built.',
      },
      {
        title: 'Review portfolios and proposals',
        text: 'Compare front end profiles and skills, then message candidates to talk through their past interface work.',
      },
      {
        title: 'Hire and iterate',
        text: 'Hire your developer, review builds as they land and pay by card or credits, hourly or per milestone.',
      },
    ],
  },
  faq: [
    {
      question: 'What does a front end developer do?',
      answer:
        'A front end developer builds everything users see and interact with in the browser: layouts, forms, navigation and animations. They turn designs into working code and connect the interface to your APIs.',
    },
    {
      question: 'Which frameworks can I hire for?',
      answer:
        'Front end developers on TalentIndia work with React, Next.js, Angular, Vue.js and Svelte, as well as plain HTML, CSS and TypeScript. Name your framework in the job post to reach the right people.',
    },
    {
      question: 'Can a front end developer work from my Figma designs?',
      answer:
        'Yes. Share your Figma files or design system in the job post or in messages. Experienced front end developers will also point out missing states, such as loading, empty and error screens, before they build.',
    },
    {
      question: 'Do your front end developers build accessible interfaces?',
      answer:
        'Many list accessibility among their skills. Ask candidates about WCAG, keyboard navigation and screen reader testing, and include accessibility in your acceptance criteria.',
    },
    {
      question: 'How much does it cost to hire a front end developer from India?',
      answer:
        'Developers set their own hourly rates, shown on their profiles. You can also agree a fixed price for a defined set of screens or components.',
    },
    {
      question: 'Can I hire a front end developer to improve an existing application?',
      answer:
        'Absolutely. Front end developers regularly join existing codebases to fix bugs, speed up slow pages, migrate to a newer framework version or refresh a dated interface.',
    },
    {
      question: 'Do new clients get free credits?',
      answer: `Yes. New clients get ${FREE_CREDITS} in free credits once their email is verified, billing details are complete and a payment method is added.`,
    },
  ],
  cta: {
    title: 'Give your product the interface it deserves',
    text: `Create your account, post a front end job and claim ${FREE_CREDITS} in free credits.`,
  },
};
