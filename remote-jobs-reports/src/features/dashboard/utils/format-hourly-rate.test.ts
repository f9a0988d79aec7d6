import { EXPERT_HOURLY_RATE } from '@talentindia/contracts';
import { formatHourlyRate } from './format-hourly-rate';

describe('formatHourlyRate', () => {
  it('writes whole amounts without cents, as the spec does, and keeps cents that are there', () => {
    expect(formatHourlyRate(EXPERT_HOURLY_RATE)).toBe('$10/hour');
    expect(formatHourlyRate({ currency: 'USD', amount: 1250 })).toBe('$12.50/hour');
    expect(formatHourlyRate({ currency: 'USD', amount: 150000 })).toBe('$1,500/hour');
  });
});
