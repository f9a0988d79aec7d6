import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from '@talentindia/router';
import { freelancersQuerySchema, marketplaceMessages } from '@talentindia/contracts';
import type { FreelancersRequest } from '@talentindia/core/api/get-freelancers';

/** The directory's filters, named as in the address bar and in the api's query. */
export const FILTER_KEYS = ['q', 'type', 'skills', 'min_rate', 'max_rate'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type DirectoryFilters = Record<FilterKey, string>;
export type FilterErrors = Partial<Record<FilterKey, string>>;

/** "react,  Node.js ,,react" → "react,Node.js": what the api matches (every skill must match). */
export function normaliseSkills(text: string): string {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills.join(',');
}

function readPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters as the api will read them: the same contract the api validates with, so a rate the
 * api would refuse is refused here first, with the api's message, and nothing is sent.
 */
export function toRequest(
  filters: DirectoryFilters,
  page: number,
): { request: FreelancersRequest; errors: FilterErrors } {
  const values: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = key === 'skills' ? normaliseSkills(filters.skills) : filters[key].trim();
    if (value) values[key] = value;
  }
  const errors: FilterErrors = {};
  const parsed = freelancersQuerySchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as FilterKey;
      errors[key] ??= issue.message;
    }
  } else if (
    parsed.data.min_rate !== undefined &&
    parsed.data.max_rate !== undefined &&
    parsed.data.min_rate > parsed.data.max_rate
  ) {
    errors.max_rate = marketplaceMessages.rateRangeInvalid;
  }
  if (page > 1) values.page = String(page);
  return { request: values, errors };
}

/**
 * The filters live in the address (`/freelancers?q=react&type=mobile&page=2`), so a reload, the
 * Back button and a shared link all show the same list. Changing a filter goes back to page 1.
 */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as DirectoryFilters;
  const page = readPage(params.get('page'));

  // The address as last written: react-router's setter reads the one of the last render, so two
  // writes before the next render (two fields' pauses ending together) would lose the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const setFilters = (changes: Partial<DirectoryFilters>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    next.delete('page');
    latest.current = next;
    // Typing refines one search: it replaces the entry rather than adding one per pause.
    setParams(next, { replace: true });
  };
  const clear = () => setParams(new URLSearchParams());
  /** The address of another page of the same results. */
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const hasFilters = FILTER_KEYS.some((key) => filters[key].trim() !== '');
  return { filters, page, setFilters, clear, pageHref, hasFilters };
}
