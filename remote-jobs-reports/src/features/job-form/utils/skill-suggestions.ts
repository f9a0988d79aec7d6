import type { DeveloperType } from '@talentindia/contracts';

/**
 * Skills offered as the client types, by developer type (any skill can still be typed). They are
 * suggestions only: the api takes any skill of 1 to 40 characters.
 */
export const SKILL_SUGGESTIONS: Record<DeveloperType, readonly string[]> = {
  full_stack: [
    'React',
    'Node.js',
    'TypeScript',
    'JavaScript',
    'Express',
    'Next.js',
    'PostgreSQL',
    'MongoDB',
    'GraphQL',
    'Docker',
    'AWS',
    'Python',
    'Django',
  ],
  front_end: [
    'React',
    'TypeScript',
    'JavaScript',
    'Vue.js',
    'Angular',
    'HTML',
    'CSS',
    'Tailwind CSS',
    'Redux',
    'Next.js',
    'Figma',
    'Accessibility',
  ],
  web: ['HTML', 'CSS', 'JavaScript', 'PHP', 'Laravel', 'WordPress', 'Shopify', 'MySQL', 'jQuery', 'SEO', 'Bootstrap'],
  mobile: ['React Native', 'Flutter', 'Dart', 'Kotlin', 'Swift', 'Android', 'iOS', 'Firebase', 'Java', 'SwiftUI'],
};

/** The suggestions for a developer type (all of them, once each, when none is chosen yet). */
export function skillSuggestions(type: DeveloperType | ''): readonly string[] {
  if (type) return SKILL_SUGGESTIONS[type];
  return [...new Set(Object.values(SKILL_SUGGESTIONS).flat())].sort((a, b) => a.localeCompare(b));
}
