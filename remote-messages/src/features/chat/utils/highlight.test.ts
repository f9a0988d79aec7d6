import { highlight } from './highlight';

describe('highlight', () => {
  it('marks words that start with a searched term, in any case, and nothing inside a word', () => {
    expect(highlight('Design the dashboard; redesign later', ['des', 'dash'])).toEqual([
      { text: 'Des', match: true },
      { text: 'ign the ', match: false },
      { text: 'dash', match: true },
      { text: 'board; redesign later', match: false },
    ]);
  });

  it('treats the terms as text, not patterns', () => {
    expect(highlight('Costs $20.00 (net)', ['$20.00', '(net'])).toEqual([
      { text: 'Costs ', match: false },
      { text: '$20.00', match: true },
      { text: ' ', match: false },
      { text: '(net', match: true },
      { text: ')', match: false },
    ]);
  });
});
