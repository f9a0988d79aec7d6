import { useEffect } from 'react';

export const PRODUCT_NAME = 'TalentIndia';

/** `<Title> | TalentIndia`, the title format of every page (spec §1). */
export function formatPageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
