import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { DEVELOPER_TYPES, type DeveloperType } from './marketplace-constants';
import { idParam, moneyOut, pageMeta, pageQuery, searchQuery } from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';

/** A freelancer as the directory, the Find Talent lists and a proposal show them. */
export const freelancerCardSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  /** `/files/<key>` of the 256 px picture, or null. */
  image: z.nullable(z.string()),
  title: z.string(),
  developer_type: z.enum(DEVELOPER_TYPES),
  hourly_rate: moneyOut,
  city: z.string(),
  state: z.string(),
  country: z.string(),
  skills: z.array(z.string()),
  identity_verified: z.boolean(),
  total_jobs: z.number(),
  /** The average of the reviews (1 to 5, one decimal), null without any. */
  rating: z.nullable(z.number()),
  reviews_count: z.number(),
});
export type FreelancerCard = z.infer<typeof freelancerCardSchema>;

const periodSchema = { started_at: z.string(), ended_at: z.nullable(z.string()) };

/** Spec §3: the freelancer's fields, with totals computed from contracts. Dates are `YYYY-MM-DD`. */
export const freelancerProfileSchema = z.object({
  ...freelancerCardSchema.shape,
  description: z.string(),
  hours_per_week: z.number(),
  languages: z.array(z.object({ name: z.string(), fluency: z.string() })),
  total_earning: moneyOut,
  total_hours: z.number(),
  employments: z.array(z.object({ title: z.string(), company_name: z.string(), ...periodSchema })),
  educations: z.array(z.object({ institution_name: z.string(), degree: z.string(), ...periodSchema })),
  portfolio: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      url: z.nullable(z.string()),
      skills: z.array(z.string()),
      completed_at: z.nullable(z.string()),
    }),
  ),
  member_since: z.string(),
});
export type FreelancerProfile = z.infer<typeof freelancerProfileSchema>;
export const freelancerProfileResponseSchema = z.object({ status: z.literal(true), data: freelancerProfileSchema });

export const freelancerIdParamsSchema = z.object({ id: idParam(m.freelancerNotFound) });

const rateFilter = z.optional(
  z.coerce
    .number({ error: m.rateFilterInvalid })
    .check(z.minimum(0, m.rateFilterInvalid), z.maximum(10000, m.rateFilterInvalid)),
);

/**
 * `GET /freelancers?q=&type=&skills=&min_rate=&max_rate=&page=`: `skills` is a comma-separated
 * list (every one must match); rates are US dollars per hour.
 */
export const freelancersQuerySchema = z.object({
  q: searchQuery,
  type: z.optional(z.enum(DEVELOPER_TYPES, { error: m.filterInvalid })),
  skills: z.optional(miniText().check(z.trim(), z.maxLength(400, m.filterInvalid))),
  min_rate: rateFilter,
  max_rate: rateFilter,
  page: pageQuery,
  /** Page size: the directory's own by default; the Find Talent lists ask for fewer. */
  per_page: z.optional(
    z.coerce
      .number({ error: m.filterInvalid })
      .check(z.int(m.filterInvalid), z.minimum(1, m.filterInvalid), z.maximum(50, m.filterInvalid)),
  ),
});
export type FreelancersQuery = z.input<typeof freelancersQuerySchema>;
export const freelancersResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(freelancerCardSchema),
  meta: pageMeta,
});

/** `GET /freelancers/:id/work-history?status=completed|in_progress&page=`: the tabs of the profile. */
export const workHistoryQuerySchema = z.object({
  status: z._default(z.enum(['completed', 'in_progress'], { error: m.filterInvalid }), 'completed'),
  page: pageQuery,
});
export const reviewOutSchema = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
  job_title: z.string(),
  /** "Asha R.": first name and initial, as marketplaces show a client. */
  client_name: z.string(),
});
export type ReviewOut = z.infer<typeof reviewOutSchema>;
export const workHistoryItemSchema = z.object({
  contract_id: z.number(),
  title: z.string(),
  type: z.enum(['hourly', 'fixed']),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
  hourly_rate: z.nullable(moneyOut),
  total_hours: z.number(),
  earned: moneyOut,
  review: z.nullable(z.object({ rating: z.number(), text: z.string(), created_at: z.string() })),
});
export type WorkHistoryItem = z.infer<typeof workHistoryItemSchema>;
export const workHistoryResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(workHistoryItemSchema),
  meta: pageMeta,
});
export const reviewsQuerySchema = z.object({ page: pageQuery });
export const reviewsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(reviewOutSchema),
  meta: z.object({ ...pageMeta.shape, average_rating: z.nullable(z.number()) }),
});

/**
 * The skills freelancers of each developer type list (the demo profiles are made from these), as
 * they are written on profiles: suggestions for a job's skills and for the directory's skill filter.
 */
export const DEVELOPER_TYPE_SKILLS: Record<DeveloperType, readonly string[]> = {
  full_stack: [
    'React',
    'Node.js',
    'TypeScript',
    'JavaScript',
    'Express',
    'Next.js',
    'PostgreSQL',
    'MongoDB',
    'MySQL',
    'GraphQL',
    'REST APIs',
    'Docker',
    'AWS',
    'Python',
    'Django',
    'Java',
    'Spring Boot',
    'Angular',
    'Vue.js',
    'Laravel',
    'PHP',
    'Redis',
  ],
  front_end: [
    'React',
    'TypeScript',
    'JavaScript',
    'Next.js',
    'Angular',
    'Vue.js',
    'Redux',
    'HTML5',
    'CSS3',
    'Tailwind CSS',
    'Sass',
    'Accessibility',
    'Figma',
    'Jest',
    'Storybook',
    'Webpack',
    'Responsive Design',
    'GraphQL',
  ],
  web: [
    'WordPress',
    'PHP',
    'Laravel',
    'Shopify',
    'WooCommerce',
    'HTML5',
    'CSS3',
    'JavaScript',
    'jQuery',
    'Bootstrap',
    'Webflow',
    'MySQL',
    'SEO',
    'Django',
    'Python',
    'Responsive Design',
    'Figma',
  ],
  mobile: [
    'React Native',
    'Flutter',
    'Dart',
    'Kotlin',
    'Swift',
    'Android',
    'iOS',
    'Firebase',
    'SwiftUI',
    'Jetpack Compose',
    'TypeScript',
    'Redux',
    'REST APIs',
    'GraphQL',
    'SQLite',
  ],
};

/** Every listed skill once, alphabetically (ignoring case). */
export const SKILL_SUGGESTIONS: readonly string[] = [...new Set(Object.values(DEVELOPER_TYPE_SKILLS).flat())].sort(
  (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/**
 * The skills a `?skills=` value names: comma-separated, trimmed, without empty ones or repeats
 * (ignoring case). The directory matches each ignoring case, so "react native" finds "React Native".
 */
export function skillsFilterList(text: string | undefined): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const skill = part.trim();
    const key = skill.toLowerCase();
    if (skill === '' || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}
