import type { DemoFileName } from './demo-files';

/**
 * What the demo client and their freelancers said to each other (issue 18): text, replies, pictures,
 * a recording and PDFs, between the hiring events the scenario's own steps write into the same
 * thread. Each line is sent through the api by its author, who first opens (reads) the thread, so
 * what the client has not answered yet is what stays unread for them.
 */
export interface ChatLine {
  /** Days before the seeding, and the hour (UTC) of that day. */
  daysAgo: number;
  hour: number;
  from: 'client' | 'freelancer';
  text?: string;
  files?: DemoFileName[];
  /** The index of the earlier line this one answers. */
  replyTo?: number;
  /**
   * Hiring acts that belong in the conversation: the client's offer (fixed price, one milestone)
   * and the freelancer declining it; the text, when there is one, is sent after the act.
   */
  act?: { offer: { milestone: string; amount: number; dueInDays: number } } | 'decline-offer';
}

/** The conversations of the demo client's jobs, by job title, each with the scenario's first proposal's freelancer. */
export const DEMO_CONVERSATIONS: Record<string, ChatLine[]> = {
  'E-commerce storefront in Next.js with Stripe': [
    {
      daysAgo: 19,
      hour: 10,
      from: 'client',
      text:
        'Hi {freelancer}, thanks for the detailed proposal. Before we decide: have you built a Stripe checkout ' +
        'with webhooks before? And how would you handle stock running out in the middle of a checkout?',
    },
    {
      daysAgo: 19,
      hour: 11,
      from: 'freelancer',
      text:
        'Hi {client}! Yes, three times, most recently for a fashion brand in Bengaluru (Next.js, Stripe ' +
        'Checkout and webhooks for fulfilment). For stock, I reserve the items when the Checkout Session is ' +
        'created and release them on the checkout.session.expired webhook, so nobody pays for something we ' +
        'cannot ship. Example of the flow: https://docs.stripe.com/payments/checkout/fulfill-orders',
    },
    {
      daysAgo: 19,
      hour: 12,
      from: 'freelancer',
      text: 'I put my plan into a short PDF: the pages, the data model and three milestones.',
      files: ['storefront-plan.pdf'],
    },
    {
      daysAgo: 19,
      hour: 15,
      from: 'client',
      replyTo: 1,
      text: 'That is exactly the answer I was hoping for. I will send you an offer with three milestones tomorrow.',
    },
    {
      daysAgo: 18,
      hour: 9,
      from: 'freelancer',
      text: 'Offer accepted, thank you! Could you share the Figma file and the brand fonts? I will start on the design system today.',
    },
    {
      daysAgo: 18,
      hour: 10,
      from: 'client',
      text: 'Figma invite sent to your email. Here are the brand colours; the fonts are Inter and Fraunces.',
      files: ['brand-colours.png'],
    },
    {
      daysAgo: 15,
      hour: 16,
      from: 'freelancer',
      text: 'First pass at the product page, desktop and mobile. The gallery swipes on phones and zooms on desktop.',
      files: ['product-page.png', 'product-page-mobile.png'],
    },
    {
      daysAgo: 15,
      hour: 18,
      from: 'client',
      replyTo: 6,
      text: 'Looks great. Can the “Add to cart” button stay visible while scrolling on phones?',
    },
    {
      daysAgo: 15,
      hour: 19,
      from: 'freelancer',
      text: 'Yes, it will stick to the bottom of the screen on small screens. Updating it tonight.',
    },
    {
      daysAgo: 13,
      hour: 10,
      from: 'client',
      text: 'Approved the first milestone. The team loves the product pages!',
    },
    {
      daysAgo: 10,
      hour: 7,
      from: 'freelancer',
      text: 'Milestone 2 is submitted. Here is a short recording of the whole checkout with a test card, and a screenshot of each step.',
      files: ['checkout-flow.mp4', 'cart.png', 'checkout.jpg', 'order-confirmation.png', 'payment-succeeded.png'],
    },
    {
      daysAgo: 10,
      hour: 8,
      from: 'freelancer',
      text: 'And the test plan I ran, with the Stripe test cards I used.',
      files: ['checkout-test-plan.pdf'],
    },
    {
      daysAgo: 1,
      hour: 15,
      from: 'freelancer',
      text: 'Hi {client}, any feedback on the checkout milestone? I can start on the admin as soon as you approve it.',
    },
    {
      daysAgo: 1,
      hour: 16,
      from: 'freelancer',
      replyTo: 10,
      text: 'PS: the recording shows the 3-D Secure step too, two seconds in.',
    },
  ],
  'Website performance audit and fixes': [
    {
      daysAgo: 56,
      hour: 20,
      from: 'client',
      text: 'Your Lighthouse experience is what we need. What would you look at first?',
    },
    {
      daysAgo: 56,
      hour: 22,
      from: 'freelancer',
      text:
        'Images and fonts, almost always: they are usually most of the weight. Then third-party scripts. ' +
        'I will measure before touching anything.',
    },
    {
      daysAgo: 52,
      hour: 17,
      from: 'freelancer',
      text: 'Baseline measured: 48 on mobile. Largest Contentful Paint is 6.1 s, mostly the 2.4 MB hero image.',
      files: ['lighthouse-before.png'],
    },
    {
      daysAgo: 45,
      hour: 17,
      from: 'freelancer',
      text: 'After the image and font work we are at 91. What remains is the chat widget’s script.',
      files: ['lighthouse-after.png'],
    },
    {
      daysAgo: 45,
      hour: 19,
      from: 'client',
      replyTo: 3,
      text: 'Huge difference! We can drop the chat widget on the landing pages.',
    },
    {
      daysAgo: 39,
      hour: 16,
      from: 'freelancer',
      text: 'Final report attached: what changed, the numbers before and after, and what to watch.',
      files: ['performance-audit-report.pdf'],
    },
    {
      daysAgo: 38,
      hour: 12,
      from: 'freelancer',
      text: 'Thank you for the kind review, {client}! It was a pleasure. Write to me any time.',
    },
    { daysAgo: 37, hour: 9, from: 'client', text: 'Will do. Thanks again!' },
  ],
  'React Native developer for a fitness app': [
    {
      daysAgo: 28,
      hour: 9,
      from: 'client',
      text: 'Hi {freelancer}, do you have apps in the stores you can show us?',
    },
    {
      daysAgo: 28,
      hour: 11,
      from: 'freelancer',
      text: 'Sure: two fitness apps and a meditation app. Here are screens from the latest one.',
      files: ['workout-screens.png'],
    },
    {
      daysAgo: 27,
      hour: 9,
      from: 'client',
      text: 'Nice work. We will go hourly at 20 hours a week to start.',
    },
    {
      daysAgo: 12,
      hour: 18,
      from: 'freelancer',
      text: 'Workout reminders work on both platforms now. This is how one looks on Android:',
      files: ['push-notification.png'],
    },
    { daysAgo: 2, hour: 11, from: 'client', text: 'Can we add Apple Health sync next week?' },
    {
      daysAgo: 2,
      hour: 13,
      from: 'freelancer',
      replyTo: 4,
      text: 'Yes. I will look at the HealthKit permissions tomorrow and send you an estimate.',
    },
  ],
  'Node.js and PostgreSQL API for a booking platform': [
    {
      daysAgo: 4,
      hour: 10,
      from: 'client',
      text: 'Hi {freelancer}, your proposal was the clearest. Could you start on Monday?',
    },
    { daysAgo: 4, hour: 12, from: 'freelancer', text: 'Yes, Monday works for me.' },
    {
      daysAgo: 3,
      hour: 9,
      from: 'client',
      act: { offer: { milestone: 'Booking API with tests and documentation', amount: 2800, dueInDays: 30 } },
      text: 'Offer sent. Let me know if the milestone needs changes.',
    },
    {
      daysAgo: 2,
      hour: 18,
      from: 'freelancer',
      act: 'decline-offer',
      text:
        'I am sorry, {client}: a long-term client has just extended my contract and I could not give your ' +
        'project the time it needs. I declined the offer so you can hire someone else quickly.',
    },
    { daysAgo: 2, hour: 19, from: 'client', text: 'Understood, thanks for telling us quickly. Good luck!' },
  ],
};
