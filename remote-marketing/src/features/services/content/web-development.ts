import { FREE_CREDITS } from '../../../content/free-credits';
import type { ServicePageContent } from './service-page-content';

export const webDevelopment: ServicePageContent = {
  title: 'Hire Web Developers',
  eyebrow: 'Web development',
  lead: 'Hire Indian web developers to build and run your company website, online store or web application, fast to load, easy to manage and ready to grow.',
  heroAction: 'Hire a web developer',
  technologies: {
    title: 'Technologies our web developers use',
    lead: 'Content management systems, e-commerce platforms and web frameworks for sites of every size.',
    items: [
      'HTML5',
      'CSS3',
      'JavaScript',
      'PHP',
      'WordPress',
      'Laravel',
      'Shopify',
      'WooCommerce',
      'Magento',
      'Next.js',
      'Ruby on Rails',
      'ASP.NET',
      'MySQL',
      'Headless CMS',
      'SEO',
    ],
  },
  whyChoose: {
    title: 'Why hire web developers on TalentIndia',
    lead: 'A website that represents your business well and is easy to keep up to date.',
    cards: [
      {
        icon: 'globe',
        title: 'Sites built to be found',
        text: 'Hire developers who build fast, mobile-friendly pages with clean markup, the foundations of good search visibility.',
      },
      {
        icon: 'code',
        title: 'The right platform for you',
        text: 'From WordPress and Shopify to custom Laravel or Next.js builds, find developers who know the platform your business runs on.',
      },
      {
        icon: 'wallet',
        title: 'Predictable budgets',
        text: 'Agree a fixed price for a new site or hire hourly for ongoing updates, and track every payment in your transaction history.',
      },
    ],
  },
  hireSteps: {
    title: 'Hire a web developer in three steps',
    lead: 'Launch a new site or improve the one you have.',
    steps: [
      {
        title: 'Post your website project',
        text: 'Describe the site, the pages and features you need, your preferred platform and your budget.',
      },
      {
        title: 'Choose from qualified developers',
        text: 'Compare proposals, skills and rates, and message developers about sites they have built before.',
      },
      {
        title: 'Launch and maintain',
        text: 'Hire your developer, review the work as it goes live and keep them on hourly for updates if you need to.',
      },
    ],
  },
  faq: [
    {
      question: 'What is the difference between a web developer and a front end developer?',
      answer:
        'A front end developer focuses on the interface of an application. A web developer usually delivers whole websites, including content management, hosting, forms, e-commerce and search engine basics.',
    },
    {
      question: 'Can I hire a developer for WordPress or Shopify?',
      answer:
        'Yes. Web developers on TalentIndia build and customise WordPress, WooCommerce, Shopify and Magento sites, including themes, plugins and integrations with payment and shipping providers.',
    },
    {
      question: 'Can a web developer redesign my existing website?',
      answer:
        'Yes. Share the current site and what you would like to change. A developer can refresh the design, move you to a better platform and keep your existing pages and search rankings intact.',
    },
    {
      question: 'Will my website work well on phones?',
      answer:
        'Ask for a responsive site in your job post. Web developers build layouts that adapt to phones, tablets and desktops, and test them on real devices before launch.',
    },
    {
      question: 'How much does it cost to hire a web developer from India?',
      answer:
        'Developers set their own hourly rates, shown on their profiles. For a new site with a clear list of pages and features, a fixed-price contract keeps your budget predictable.',
    },
    {
      question: 'Can the same developer maintain my website after launch?',
      answer:
        'Yes. Many clients keep their web developer on a small hourly contract for updates, security patches and new pages after the site goes live.',
    },
    {
      question: 'Do new clients get free credits?',
      answer: `Yes. New clients get ${FREE_CREDITS} in free credits to spend on hires once they verify their email, complete billing details and add a payment method.`,
    },
  ],
  cta: {
    title: 'Get the website your business needs',
    text: `Create your account, post your website project and claim ${FREE_CREDITS} in free credits.`,
  },
};
