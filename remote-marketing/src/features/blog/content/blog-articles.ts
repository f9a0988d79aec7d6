import type { BlogArticle } from './blog-article';
import { howToHireFullStackDevelopers } from './how-to-hire-full-stack-developers-in-india';
import { hourlyVsFixedPrice } from './hourly-vs-fixed-price-contracts';
import { workingAcrossTimeZones } from './working-across-time-zones-with-indian-developers';
import { writingAJobPost } from './writing-a-job-post-that-attracts-great-developers';

/** Every article, newest first: the blog index lists them in this order. */
export const blogArticles: BlogArticle[] = [
  howToHireFullStackDevelopers,
  workingAcrossTimeZones,
  hourlyVsFixedPrice,
  writingAJobPost,
];
