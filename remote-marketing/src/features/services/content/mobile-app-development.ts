import { FREE_CREDITS } from '../../../content/free-credits';
import type { ServicePageContent } from './service-page-content';

export const mobileAppDevelopment: ServicePageContent = {
  title: 'Hire Mobile App Developers',
  eyebrow: 'Mobile app development',
  lead: 'Hire Indian mobile app developers to build native and cross-platform apps for iOS and Android, from the first prototype to the App Store and Google Play.',
  heroAction: 'Hire a mobile app developer',
  technologies: {
    title: 'Technologies our mobile app developers use',
    lead: 'Native toolkits, cross-platform frameworks and the services that power modern apps.',
    items: [
      'Swift',
      'SwiftUI',
      'Objective-C',
      'Kotlin',
      'Jetpack Compose',
      'Java',
      'React Native',
      'Flutter',
      'Dart',
      'Ionic',
      'Firebase',
      'GraphQL',
      'REST APIs',
      'App Store Connect',
      'Google Play Console',
    ],
  },
  whyChoose: {
    title: 'Why hire mobile app developers on TalentIndia',
    lead: 'Apps that feel native, perform well and make it through store review.',
    cards: [
      {
        icon: 'smartphone',
        title: 'Native or cross-platform',
        text: 'Choose Swift and Kotlin specialists for native apps, or React Native and Flutter developers to ship iOS and Android from one codebase.',
      },
      {
        icon: 'check',
        title: 'From build to store',
        text: 'Hire developers who handle signing, store listings and review guidelines, so your release reaches users without surprises.',
      },
      {
        icon: 'user',
        title: 'Care for your users',
        text: 'Mobile developers who think about offline use, battery life and accessibility build apps people keep on their home screen.',
      },
    ],
  },
  hireSteps: {
    title: 'Hire a mobile app developer in three steps',
    lead: 'From idea to an app in your users’ hands.',
    steps: [
      {
        title: 'Describe your app',
        text: 'Post a job with the platforms you need, your key features and whether you prefer native or cross-platform.',
      },
      {
        title: 'Interview mobile specialists',
        text: 'Compare proposals, ask about apps candidates have published and message the developers you like.',
      },
      {
        title: 'Hire and release',
        text: 'Hire your developer, test builds on your own phone as they arrive and pay by card or credits as milestones land.',
      },
    ],
  },
  faq: [
    {
      question: 'Should I build a native or a cross-platform app?',
      answer:
        'Native apps, written in Swift for iOS and Kotlin for Android, give the best performance and the deepest access to device features. Cross-platform frameworks such as React Native and Flutter let one team ship both platforms from a single codebase, which often suits a first release.',
    },
    {
      question: 'Can one developer build my app for both iOS and Android?',
      answer:
        'Yes, with a cross-platform framework like React Native or Flutter. For two fully native apps, most clients hire one iOS and one Android developer.',
    },
    {
      question: 'Will the developer publish my app to the App Store and Google Play?',
      answer:
        'Many mobile developers on TalentIndia handle store submission, including screenshots, listings and review feedback. Publish under your own developer accounts so you keep ownership of the app.',
    },
    {
      question: 'Can I hire a developer to take over an existing app?',
      answer:
        'Yes. Share access to the code and a list of known issues. An experienced developer can review the codebase, fix crashes, update dependencies and add new features.',
    },
    {
      question: 'How much does it cost to hire a mobile app developer from India?',
      answer:
        'Each developer sets their own hourly rate, shown on their profile. For a clearly scoped app or feature, you can agree a fixed price instead.',
    },
    {
      question: 'Do your mobile developers also build the back end?',
      answer:
        'Some do, often with Firebase or Node.js. For a larger back end, hire a full stack developer to work alongside your mobile developer on the same project.',
    },
    {
      question: 'Do new clients get free credits?',
      answer: `Yes. New clients get ${FREE_CREDITS} in free credits after verifying their email, completing billing details and adding a payment method.`,
    },
  ],
  cta: {
    title: 'Put your app in your customers’ hands',
    text: `Create your account, post your app project and claim ${FREE_CREDITS} in free credits.`,
  },
};
