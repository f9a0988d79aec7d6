import { renderHook } from '@testing-library/react';
import { formatPageTitle, usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('sets the document title with the product name as suffix', () => {
    renderHook(() => usePageTitle('Dashboard'));
    expect(document.title).toBe('Dashboard | TalentIndia');
  });

  it('follows a changed title', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'All Jobs' } });
    rerender({ title: 'Transaction History' });
    expect(document.title).toBe('Transaction History | TalentIndia');
  });

  it('uses the product name alone for an empty title', () => {
    expect(formatPageTitle('')).toBe('TalentIndia');
  });
});
