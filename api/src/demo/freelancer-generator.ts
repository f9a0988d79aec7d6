import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { Faker, base, en, en_IN } from '@faker-js/faker';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DEVELOPER_TYPES, DEVELOPER_TYPE_SKILLS, type DeveloperType } from '@talentindia/contracts';
import type { Database } from '../db/database';
import {
  freelancerEducations,
  freelancerEmployments,
  freelancerPortfolioItems,
  freelancerProfiles,
  users,
} from '../db/schema';
import { freelancerSearchText } from '../modules/freelancers';
import { newPictureBase, pictureKeys, processPicture, PICTURE_TYPE } from '../modules/profile';
import { hashPassword } from '../services/passwords';
import type { Storage } from '../services/storage';

/**
 * The demo freelancers (DEMO_DATA=1): varied, realistic Indian profiles made by a seeded generator,
 * so every start (and every machine) gets the same people. Their accounts sign in with the README's
 * password; their avatars are drawn here (DiceBear "Notionists", CC0) and stored as profile pictures
 * are, so no image comes from outside. The bench uses the same generator for its 5,000 freelancers.
 */

export const DEMO_FREELANCER_PASSWORD = 'Freelancer@1234';
export const DEMO_FREELANCER_EMAIL_DOMAIN = 'freelancers.talentindia.dev';
/** Twelve of each developer type. */
export const DEMO_FREELANCER_COUNT = 48;
const DEMO_SEED = 20_250_901;
/**
 * The day the generated histories are written from (employments, degrees, member since): a fixed
 * date, not the clock, so the data is the same on every start.
 */
const REFERENCE_DATE = Date.UTC(2025, 8, 1);
const DAY = 24 * 60 * 60 * 1000;

export interface GeneratedFreelancer {
  /** 1-based, in the order generated; part of the email, so addresses never collide. */
  number: number;
  firstName: string;
  lastName: string;
  sex: 'female' | 'male';
  email: string;
  developerType: DeveloperType;
  title: string;
  description: string;
  hourlyRateMinor: number;
  hoursPerWeek: number;
  city: string;
  state: string;
  country: string;
  skills: string[];
  languages: { name: string; fluency: string }[];
  identityVerifiedAt: Date | null;
  memberSince: Date;
  employments: { title: string; companyName: string; startedAt: string; endedAt: string | null }[];
  educations: { institutionName: string; degree: string; startedAt: string; endedAt: string | null }[];
  portfolio: { title: string; description: string; url: string | null; skills: string[]; completedAt: string }[];
}

// ─── What profiles are made of ───────────────────────────────────────────────────────────────

/** Cities with their state and the language spoken there besides English (and often Hindi). */
const PLACES = [
  ['Bengaluru', 'Karnataka', 'Kannada'],
  ['Mysuru', 'Karnataka', 'Kannada'],
  ['Chennai', 'Tamil Nadu', 'Tamil'],
  ['Coimbatore', 'Tamil Nadu', 'Tamil'],
  ['Madurai', 'Tamil Nadu', 'Tamil'],
  ['Hyderabad', 'Telangana', 'Telugu'],
  ['Warangal', 'Telangana', 'Telugu'],
  ['Visakhapatnam', 'Andhra Pradesh', 'Telugu'],
  ['Vijayawada', 'Andhra Pradesh', 'Telugu'],
  ['Pune', 'Maharashtra', 'Marathi'],
  ['Mumbai', 'Maharashtra', 'Marathi'],
  ['Nagpur', 'Maharashtra', 'Marathi'],
  ['Ahmedabad', 'Gujarat', 'Gujarati'],
  ['Surat', 'Gujarat', 'Gujarati'],
  ['Vadodara', 'Gujarat', 'Gujarati'],
  ['Kolkata', 'West Bengal', 'Bengali'],
  ['Kochi', 'Kerala', 'Malayalam'],
  ['Thiruvananthapuram', 'Kerala', 'Malayalam'],
  ['Bhubaneswar', 'Odisha', 'Odia'],
  ['Guwahati', 'Assam', 'Assamese'],
  ['Chandigarh', 'Chandigarh', 'Punjabi'],
  ['Ludhiana', 'Punjab', 'Punjabi'],
  ['New Delhi', 'Delhi', 'Hindi'],
  ['Noida', 'Uttar Pradesh', 'Hindi'],
  ['Lucknow', 'Uttar Pradesh', 'Hindi'],
  ['Gurugram', 'Haryana', 'Hindi'],
  ['Jaipur', 'Rajasthan', 'Hindi'],
  ['Indore', 'Madhya Pradesh', 'Hindi'],
  ['Bhopal', 'Madhya Pradesh', 'Hindi'],
  ['Dehradun', 'Uttarakhand', 'Hindi'],
  ['Patna', 'Bihar', 'Hindi'],
] as const;

/** Titles of each type, with the skills that title always lists (the rest come from the type's pool). */
const TITLES: Record<DeveloperType, readonly { title: string; core: readonly string[] }[]> = {
  full_stack: [
    { title: 'Full Stack Developer (React & Node.js)', core: ['React', 'Node.js', 'TypeScript'] },
    { title: 'MERN Stack Developer', core: ['MongoDB', 'Express', 'React', 'Node.js'] },
    { title: 'Full Stack Engineer – Django & React', core: ['Python', 'Django', 'React', 'PostgreSQL'] },
    { title: 'Senior Full Stack Developer (Next.js & PostgreSQL)', core: ['Next.js', 'PostgreSQL', 'TypeScript'] },
    { title: 'Full Stack Developer – Laravel & Vue.js', core: ['Laravel', 'PHP', 'Vue.js', 'MySQL'] },
    { title: 'Java Full Stack Developer (Spring Boot & Angular)', core: ['Java', 'Spring Boot', 'Angular'] },
    { title: 'Full Stack TypeScript Engineer', core: ['TypeScript', 'Node.js', 'React', 'GraphQL'] },
  ],
  front_end: [
    { title: 'Senior React Developer', core: ['React', 'TypeScript', 'Redux'] },
    { title: 'Front End Developer (React & TypeScript)', core: ['React', 'TypeScript', 'CSS3'] },
    { title: 'Angular Developer', core: ['Angular', 'TypeScript', 'Sass'] },
    { title: 'Vue.js Front End Engineer', core: ['Vue.js', 'JavaScript', 'Tailwind CSS'] },
    { title: 'UI Developer – HTML, CSS & Accessibility', core: ['HTML5', 'CSS3', 'Accessibility'] },
    { title: 'Next.js Front End Developer', core: ['Next.js', 'React', 'Tailwind CSS'] },
    { title: 'Front End Engineer (Design Systems)', core: ['React', 'Storybook', 'Figma'] },
  ],
  web: [
    { title: 'WordPress Developer', core: ['WordPress', 'PHP', 'CSS3'] },
    { title: 'Shopify Expert', core: ['Shopify', 'JavaScript', 'CSS3'] },
    { title: 'PHP & Laravel Web Developer', core: ['PHP', 'Laravel', 'MySQL'] },
    { title: 'Webflow Developer', core: ['Webflow', 'Figma', 'HTML5'] },
    { title: 'Web Developer – HTML, CSS & JavaScript', core: ['HTML5', 'CSS3', 'JavaScript'] },
    { title: 'Django Web Developer', core: ['Python', 'Django', 'MySQL'] },
    { title: 'E-commerce Web Developer (WooCommerce)', core: ['WooCommerce', 'WordPress', 'PHP'] },
  ],
  mobile: [
    { title: 'React Native Developer', core: ['React Native', 'TypeScript', 'Redux'] },
    { title: 'Flutter Developer', core: ['Flutter', 'Dart', 'Firebase'] },
    { title: 'Android Developer (Kotlin)', core: ['Android', 'Kotlin', 'Jetpack Compose'] },
    { title: 'iOS Developer (Swift)', core: ['iOS', 'Swift', 'SwiftUI'] },
    { title: 'Mobile App Developer – Flutter & Firebase', core: ['Flutter', 'Firebase', 'Dart'] },
    { title: 'Cross-platform Mobile Developer', core: ['React Native', 'Flutter', 'Firebase'] },
  ],
};

/** What each type builds, for descriptions and portfolios: [project, its one-line description]. */
const PROJECTS: Record<DeveloperType, readonly (readonly [string, string])[]> = {
  full_stack: [
    ['Clinic appointment platform', 'Booking, reminders over SMS and a doctor’s dashboard for a chain of clinics.'],
    ['Logistics tracking portal', 'Live shipment tracking and invoicing for a freight company’s customers.'],
    ['Multi-tenant SaaS billing', 'Plans, usage metering and invoices with role-based access for each tenant.'],
    ['Online learning platform', 'Courses, video lessons, quizzes and certificates for an edtech startup.'],
    ['Real estate listings site', 'Search with map filters, enquiries and an agent back office.'],
    ['Restaurant ordering system', 'QR-code menus, kitchen display and daily sales reports.'],
  ],
  front_end: [
    [
      'Fintech analytics dashboard',
      'Charts, filters and exports over a million transactions, fast on low-end laptops.',
    ],
    [
      'Design system and component library',
      'Forty accessible components with documentation, used by five product teams.',
    ],
    ['Travel booking front end', 'Flight and hotel search with a checkout that works on 3G.'],
    ['Admin console redesign', 'A faster, keyboard-friendly console for a support team of 200 agents.'],
    ['Marketing site migration', 'Moved a legacy site to a modern framework and halved its load time.'],
    ['Healthcare patient portal', 'Appointments, reports and prescriptions, WCAG 2.1 AA compliant.'],
  ],
  web: [
    ['Boutique clothing store', 'An online store with size guides, COD and GST invoices.'],
    ['School website and admissions', 'Admissions forms, fee payments and a news section the staff update.'],
    ['Corporate website', 'A multilingual company site with a careers page and a CMS.'],
    ['Food blog with recipes', 'Recipe cards, search and a newsletter, ranking on the first page for its niche.'],
    ['Hotel booking website', 'Room availability, online payments and reviews for a heritage hotel.'],
    ['NGO donation site', 'Donations with 80G receipts and campaign pages.'],
  ],
  mobile: [
    ['Grocery delivery app', 'Ordering, live delivery tracking and UPI payments for a local chain.'],
    ['Fitness tracking app', 'Workouts, step counting and weekly goals with reminders.'],
    ['Field sales app', 'Offline-first orders and visit check-ins for a sales team of 300.'],
    ['Ride booking app', 'Booking, fare estimates and driver tracking on Android and iOS.'],
    ['Banking companion app', 'Balances, statements and card controls with biometric login.'],
    ['Event ticketing app', 'Tickets with QR codes, seat maps and push notifications.'],
  ],
};

const DOMAINS = [
  'fintech',
  'e-commerce',
  'healthcare',
  'edtech',
  'logistics',
  'travel',
  'SaaS',
  'media',
  'real estate',
];

const WORKING_NOTES = [
  'I overlap four to five hours with US mornings and the whole UK working day.',
  'I write tests, document what I build and send a short progress note every day.',
  'Available for long-term work; I reply within a few hours on weekdays (IST).',
  'I am comfortable joining your stand-ups and working in your tools (Jira, Slack, GitHub).',
  'Clear estimates, small pull requests and no surprises at the end of the week.',
  'Happy to start with a small paid task so you can see how I work.',
];

const COMPANIES = [
  'Tata Consultancy Services',
  'Infosys',
  'Wipro',
  'HCLTech',
  'Tech Mahindra',
  'LTIMindtree',
  'Cognizant',
  'Accenture',
  'Zoho',
  'Freshworks',
  'Flipkart',
  'Swiggy',
  'Razorpay',
  'Zomato',
  'Paytm',
  'PhonePe',
  'Ola',
  'Postman',
  'BrowserStack',
  'InMobi',
  'Meesho',
  'Nykaa',
  'Thoughtworks',
  'Persistent Systems',
  'Mphasis',
];

/** Job titles of each type, from the first job up (a longer career starts one step higher). */
const JOB_TITLES: Record<DeveloperType, readonly string[]> = {
  full_stack: ['Associate Software Engineer', 'Software Engineer', 'Full Stack Developer', 'Senior Software Engineer'],
  front_end: ['UI Developer', 'Front End Engineer', 'Senior Front End Engineer', 'Lead Front End Engineer'],
  web: ['Junior Web Developer', 'Web Developer', 'Senior Web Developer', 'Lead Web Developer'],
  mobile: ['Mobile Developer', 'Mobile Engineer', 'Senior Mobile Engineer', 'Lead Mobile Engineer'],
};

/** Engineering institutes (B.Tech, B.E., M.Tech) and universities (BCA, B.Sc, MCA, M.Sc). */
const INSTITUTES = [
  'IIT Bombay',
  'IIT Delhi',
  'IIT Madras',
  'IIT Kharagpur',
  'IIT Kanpur',
  'IIT Roorkee',
  'IIT Guwahati',
  'NIT Tiruchirappalli',
  'NIT Karnataka, Surathkal',
  'NIT Warangal',
  'NIT Calicut',
  'BITS Pilani',
  'IIIT Hyderabad',
  'IIIT Bangalore',
  'VIT Vellore',
  'Anna University',
  'Jadavpur University',
  'College of Engineering Pune',
  'Delhi Technological University',
  'Manipal Institute of Technology',
  'PSG College of Technology',
  'SRM Institute of Science and Technology',
];
const UNIVERSITIES = [
  'University of Delhi',
  'University of Mumbai',
  'Christ University, Bengaluru',
  'Loyola College, Chennai',
  'St. Xavier’s College, Kolkata',
  'Symbiosis Institute of Computer Studies and Research',
  'Osmania University',
  'University of Pune',
  'Amity University',
  'Banaras Hindu University',
];
const institutionFor = (degree: string) => (/^(B\.Tech|B\.E\.|M\.Tech)/.test(degree) ? INSTITUTES : UNIVERSITIES);
const BACHELORS = [
  'B.Tech, Computer Science and Engineering',
  'B.E., Information Technology',
  'B.Tech, Electronics and Communication',
  'B.E., Computer Engineering',
  'B.Sc, Computer Science',
  'BCA',
];
const MASTERS = ['M.Tech, Software Engineering', 'MCA', 'M.Tech, Computer Science', 'M.Sc, Data Science'];

const HOURS_PER_WEEK = [10, 20, 25, 30, 40];
const ENGLISH_FLUENCY = ['Fluent', 'Fluent', 'Native or Bilingual', 'Conversational'];
const HINDI_FLUENCY = ['Fluent', 'Conversational', 'Basic'];

// ─── The generator ──────────────────────────────────────────────────────────────────────────

const monthDate = (time: number) => new Date(time).toISOString().slice(0, 8) + '01';
const yearsBefore = (years: number, month = 6) => Date.UTC(new Date(REFERENCE_DATE).getUTCFullYear() - years, month, 1);
/** "Priya" → "priya"; accents and anything but letters dropped, for the email's local part. */
const emailPart = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `count` freelancer profiles, the same ones for the same seed (types in turn: full stack, front
 * end, web, mobile, so any multiple of four has as many of each). Pure: no clock, no I/O.
 */
export function generateFreelancers(count: number, seed = DEMO_SEED): GeneratedFreelancer[] {
  // An instance of its own: seeding the shared `fakerEN_IN` would change what other code gets from it.
  const faker = new Faker({ locale: [en_IN, en, base], seed });
  const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
  const people: GeneratedFreelancer[] = [];
  for (let index = 0; index < count; index += 1) {
    const developerType = DEVELOPER_TYPES[index % DEVELOPER_TYPES.length]!;
    const sex = faker.person.sexType() === 'female' ? 'female' : 'male';
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const [city, state, regional] = pick(PLACES);
    const years = faker.number.int({ min: 2, max: 12 });
    // "Senior" titles only from five years of experience.
    const { title, core } = pick(TITLES[developerType].filter((t) => years >= 5 || !t.title.startsWith('Senior')));
    const extra = faker.helpers.arrayElements(
      DEVELOPER_TYPE_SKILLS[developerType].filter((skill) => !core.includes(skill)),
      { min: 2, max: 5 },
    );
    const skills = [...core, ...extra];
    // Experience sets the rate, within $15–$80 an hour, in whole dollars.
    const rate = Math.min(80, Math.max(15, 12 + years * 5 + faker.number.int({ min: -4, max: 12 })));
    const projects = faker.helpers.arrayElements(PROJECTS[developerType], { min: 2, max: 3 });
    const domain = pick(DOMAINS);

    const description = [
      `${title.replace(/ [(–].*$/, '')} with ${years} years of experience, mostly in ${domain}.`,
      `I work with ${core.slice(0, -1).join(', ')} and ${core.at(-1)}, and care about clean, tested code that is easy to hand over.`,
      `Recently: ${projects[0]![0].toLowerCase()} – ${projects[0]![1].charAt(0).toLowerCase()}${projects[0]![1].slice(1)}`,
      pick(WORKING_NOTES),
    ].join(' ');

    const languages = [{ name: 'English', fluency: pick(ENGLISH_FLUENCY) }];
    if (regional === 'Hindi') languages.push({ name: 'Hindi', fluency: 'Native or Bilingual' });
    else {
      languages.push({ name: regional, fluency: 'Native or Bilingual' });
      if (faker.datatype.boolean({ probability: 0.6 })) languages.push({ name: 'Hindi', fluency: pick(HINDI_FLUENCY) });
    }

    // Career: a degree ending the year work started, then one to three jobs up to now.
    const careerStart = yearsBefore(years, faker.number.int({ min: 5, max: 7 }));
    const degree = pick(BACHELORS);
    const degreeLength = degree.startsWith('B.Tech') || degree.startsWith('B.E.') ? 4 : 3;
    const educations: GeneratedFreelancer['educations'] = [];
    const withMasters = faker.datatype.boolean({ probability: 0.3 });
    const studiesEnd = careerStart - 2 * 30 * DAY;
    if (withMasters) {
      const masters = pick(MASTERS);
      educations.push({
        institutionName: pick(institutionFor(masters)),
        degree: masters,
        startedAt: monthDate(studiesEnd - 2 * 365 * DAY),
        endedAt: monthDate(studiesEnd),
      });
    }
    const bachelorsEnd = withMasters ? studiesEnd - 2 * 365 * DAY - 60 * DAY : studiesEnd;
    educations.push({
      institutionName: pick(institutionFor(degree)),
      degree,
      startedAt: monthDate(bachelorsEnd - degreeLength * 365 * DAY),
      endedAt: monthDate(bachelorsEnd),
    });

    const jobsCount = Math.min(years >= 6 ? 3 : years >= 3 ? 2 : 1, faker.number.int({ min: 1, max: 3 }));
    const companies = faker.helpers.arrayElements(COMPANIES, jobsCount);
    const stillEmployed = faker.datatype.boolean({ probability: 0.6 });
    // Jobs end where the next begins; the last one is current ("Present") or ended a few months ago.
    const lastEnd = stillEmployed ? null : REFERENCE_DATE - faker.number.int({ min: 2, max: 14 }) * 30 * DAY;
    const span = (lastEnd ?? REFERENCE_DATE) - careerStart;
    const employments: GeneratedFreelancer['employments'] = companies.map((companyName, position) => {
      const start = careerStart + (span * position) / jobsCount;
      const end = position === jobsCount - 1 ? lastEnd : careerStart + (span * (position + 1)) / jobsCount;
      const titles = JOB_TITLES[developerType];
      return {
        title: titles[Math.min(position + (years > 7 ? 1 : 0), titles.length - 1)]!,
        companyName,
        startedAt: monthDate(start),
        endedAt: end === null ? null : monthDate(end),
      };
    });
    employments.reverse();

    const handle = `${emailPart(firstName)}${emailPart(lastName)}`;
    const portfolio = projects.map(([projectTitle, projectDescription], position) => ({
      title: projectTitle,
      description: projectDescription,
      // Links stay on the reserved example domain: demo data never points at someone's real site.
      url: faker.datatype.boolean({ probability: 0.6 }) ? `https://example.com/${handle}/${slug(projectTitle)}` : null,
      skills: faker.helpers.arrayElements(skills, { min: 2, max: Math.min(4, skills.length) }),
      completedAt: monthDate(REFERENCE_DATE - (position * 9 + faker.number.int({ min: 1, max: 8 })) * 30 * DAY),
    }));

    const memberSince = new Date(REFERENCE_DATE - faker.number.int({ min: 60, max: 1500 }) * DAY);
    const verified = faker.datatype.boolean({ probability: 0.7 });
    people.push({
      number: index + 1,
      firstName,
      lastName,
      sex,
      email: `${emailPart(firstName)}.${emailPart(lastName)}.${index + 1}@${DEMO_FREELANCER_EMAIL_DOMAIN}`,
      developerType,
      title,
      description,
      hourlyRateMinor: rate * 100,
      hoursPerWeek: pick(HOURS_PER_WEEK),
      city,
      state,
      country: 'India',
      skills,
      languages,
      identityVerifiedAt: verified
        ? new Date(memberSince.getTime() + faker.number.int({ min: 1, max: 30 }) * DAY)
        : null,
      memberSince,
      employments,
      educations,
      portfolio,
    });
  }
  return people;
}

// ─── Writing them ──────────────────────────────────────────────────────────────────────────

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Inserts generated freelancers (accounts, profiles, employments, educations, portfolios) with bulk
 * INSERTs in one transaction: the demo's 48 and the bench's 5,000 alike. Every account gets the
 * same password hash (made once by the caller: hashing is deliberately slow). Returns their ids.
 */
export async function insertFreelancers(
  db: Database,
  people: readonly GeneratedFreelancer[],
  options: { passwordHash: string; imageKeys?: ReadonlyMap<string, string> },
): Promise<{ id: number; email: string }[]> {
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const part of chunks(people)) {
      const rows = await tx
        .insert(users)
        .values(
          part.map((person) => ({
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            passwordHash: options.passwordHash,
            emailVerifiedAt: person.memberSince,
            passwordChangedAt: person.memberSince,
            timezone: 'Asia/Kolkata',
            currency: 'USD' as const,
            imageKey: options.imageKeys?.get(person.email) ?? null,
            role: 'freelancer' as const,
            createdAt: person.memberSince,
          })),
        )
        .returning({ id: users.id, email: users.email });
      for (const row of rows) ids.set(row.email, row.id);
    }
    const idOf = (person: GeneratedFreelancer) => ids.get(person.email)!;
    for (const part of chunks(people)) {
      await tx.insert(freelancerProfiles).values(
        part.map((person) => ({
          userId: idOf(person),
          developerType: person.developerType,
          title: person.title,
          description: person.description,
          hourlyRateMinor: person.hourlyRateMinor,
          currency: 'USD' as const,
          hoursPerWeek: person.hoursPerWeek,
          city: person.city,
          state: person.state,
          country: person.country,
          skills: person.skills,
          languages: person.languages,
          identityVerifiedAt: person.identityVerifiedAt,
          searchText: freelancerSearchText(person),
          createdAt: person.memberSince,
          updatedAt: person.memberSince,
        })),
      );
    }
    const employments = people.flatMap((person) =>
      person.employments.map((item) => ({ userId: idOf(person), ...item })),
    );
    for (const part of chunks(employments)) await tx.insert(freelancerEmployments).values(part);
    const educations = people.flatMap((person) => person.educations.map((item) => ({ userId: idOf(person), ...item })));
    for (const part of chunks(educations)) await tx.insert(freelancerEducations).values(part);
    const portfolio = people.flatMap((person) => person.portfolio.map((item) => ({ userId: idOf(person), ...item })));
    for (const part of chunks(portfolio)) await tx.insert(freelancerPortfolioItems).values(part);
    return people.map((person) => ({ id: idOf(person), email: person.email }));
  });
}

/** Soft backgrounds behind the line-drawn avatars. */
const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'fde68a'];

/**
 * A freelancer's avatar, drawn from their name and number (the same picture every time), as the
 * WebP sizes of an uploaded profile picture (the SVG is rendered to PNG, then goes through the same
 * `processPicture`).
 */
export async function drawAvatar(person: GeneratedFreelancer): Promise<{ size: number; bytes: Buffer }[]> {
  const svg = createAvatar(notionists, {
    seed: `${person.firstName} ${person.lastName} ${person.number}`,
    size: 512,
    backgroundColor: AVATAR_BACKGROUNDS,
    beardProbability: person.sex === 'female' ? 0 : 35,
  }).toString();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return processPicture(png);
}

/** Draws and stores the avatars, a few at a time (sharp works on libuv's small thread pool). */
async function storeAvatars(storage: Storage, people: readonly GeneratedFreelancer[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  const queue = [...people];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      const sizes = await drawAvatar(person);
      const base = newPictureBase();
      await Promise.all(sizes.map((size, i) => storage.put(pictureKeys(base)[i]!, size.bytes, PICTURE_TYPE)));
      keys.set(person.email, base);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return keys;
}

export interface DemoFreelancer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  developerType: DeveloperType;
}

/**
 * Creates the demo freelancers that are not there yet (by email), with their avatars, and returns
 * all of them in the generator's order: the marketplace demo signs in as them (README password).
 * A second start finds them all and writes nothing.
 */
export async function seedDemoFreelancers(app: FastifyInstance): Promise<DemoFreelancer[]> {
  const people = generateFreelancers(DEMO_FREELANCER_COUNT);
  const emails = people.map((person) => person.email);
  const existing = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const ids = new Map(existing.map((row) => [row.email.toLowerCase(), row.id]));
  const missing = people.filter((person) => !ids.has(person.email));
  if (missing.length > 0) {
    const [passwordHash, imageKeys] = await Promise.all([
      hashPassword(DEMO_FREELANCER_PASSWORD),
      storeAvatars(app.storage, missing),
    ]);
    for (const row of await insertFreelancers(app.db, missing, { passwordHash, imageKeys })) ids.set(row.email, row.id);
  }
  return people.map((person) => ({
    id: ids.get(person.email)!,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    developerType: person.developerType,
  }));
}
