import { act, screen, waitFor, within } from '@testing-library/react';
import { FREELANCERS_PAGE_SIZE, marketplaceMessages, type FreelancerCard } from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { freelancerCard, pageOf } from '../../testing/freelancers';
import { renderRoute } from '../../testing/render-route';

/** Thirteen freelancers: a full first page and one on the second. */
const everyone: FreelancerCard[] = Array.from({ length: FREELANCERS_PAGE_SIZE + 1 }, (_, index) =>
  freelancerCard({
    id: 100 + index,
    first_name: index === 0 ? 'Priya' : `Dev${index}`,
    last_name: index === 0 ? 'Sharma' : 'Kumar',
    image: index === 0 ? 'http://localhost:4000/files/pictures/priya/256.webp' : null,
    skills: index === 0 ? ['React Native', 'TypeScript', 'Firebase', 'Redux', 'Jest', 'GraphQL', 'Expo'] : ['Flutter'],
    identity_verified: index === 0,
    rating: index === 0 ? 4.7 : null,
    reviews_count: index === 0 ? 2 : 0,
  }),
);

const queryOf = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.query));
const directoryCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === 'freelancers').map(queryOf);

/** The api's directory over `everyone`: pages of FREELANCERS_PAGE_SIZE; `q` matches names (enough for the page). */
function directoryApi(handler?: MockHandler) {
  return mockApi({
    'GET freelancers':
      handler ??
      ((call) => {
        const { q = '', page = '1' } = queryOf(call);
        const found = everyone.filter((card) => `${card.first_name} ${card.last_name}`.toLowerCase().includes(q));
        const number = Number(page);
        const slice = found.slice((number - 1) * FREELANCERS_PAGE_SIZE, number * FREELANCERS_PAGE_SIZE);
        return { body: pageOf(slice, number, found.length, FREELANCERS_PAGE_SIZE) };
      }),
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Freelancers' })).getAllByRole('heading', { level: 2 });
const field = (name: string) => screen.getByRole('textbox', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search freelancers' });
const typeSelect = () => screen.getByRole('combobox', { name: 'Developer type' });

beforeEach(signInForTest);

describe('Find Freelancers', () => {
  it('lists the first page of freelancers as cards that open their profiles', async () => {
    const api = directoryApi();
    renderRoute('/freelancers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Freelancers' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Find Freelancers | TalentIndia'));
    expect(await screen.findByText(`${FREELANCERS_PAGE_SIZE + 1} freelancers found`)).toBeInTheDocument();
    expect(cards()).toHaveLength(FREELANCERS_PAGE_SIZE);

    const priya = screen.getByRole('link', { name: 'Priya Sharma' });
    expect(priya).toHaveAttribute('href', '/freelancers/100');
    const card = priya.closest('li')!;
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/files/pictures/priya/256.webp');
    expect(card).toHaveTextContent('Senior React Native Developer');
    expect(card).toHaveTextContent('Pune, Maharashtra');
    expect(card).toHaveTextContent('Mobile App Developer');
    expect(card).toHaveTextContent('$35.00/hr');
    expect(card).toHaveTextContent('ID: Verified');
    expect(card).toHaveTextContent('★ 4.7 (2 reviews) · 3 jobs');
    expect(
      within(within(card).getByRole('list', { name: 'Skills of Priya Sharma' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React Native', 'TypeScript', 'Firebase', 'Redux', 'Jest', '+2 more']);

    const other = screen.getByRole('link', { name: 'Dev1 Kumar' }).closest('li')!;
    expect(other).not.toHaveTextContent('ID: Verified');
    expect(other).toHaveTextContent('No reviews yet');

    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(directoryCalls(api.calls)).toEqual([{}]);
    expect(api.calls[0]?.authorization).toBe('Bearer session-token');
  });

  it('reads every filter and the page from the address, and sends them to the api', async () => {
    const api = directoryApi(() => ({
      body: pageOf([everyone[0]!], 2, FREELANCERS_PAGE_SIZE + 1, FREELANCERS_PAGE_SIZE),
    }));
    renderRoute(
      '/freelancers?q=priya&type=mobile&skills=react%20native,%20TypeScript,,&min_rate=20&max_rate=50&page=2',
    );
    await screen.findByRole('link', { name: 'Priya Sharma' });

    expect(searchBox()).toHaveValue('priya');
    expect(typeSelect()).toHaveDisplayValue('Mobile App Developer');
    expect(field('Skills')).toHaveValue('react native, TypeScript,,');
    expect(field('Minimum rate ($/hr)')).toHaveValue('20');
    expect(field('Maximum rate ($/hr)')).toHaveValue('50');
    expect(directoryCalls(api.calls)).toEqual([
      { q: 'priya', type: 'mobile', skills: 'react native,TypeScript', min_rate: '20', max_rate: '50', page: '2' },
    ]);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/freelancers?q=priya&type=mobile&skills=react+native%2C+TypeScript%2C%2C&min_rate=20&max_rate=50',
    );
    expect(within(pagination).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, keeps the search in the address and starts again from page 1', async () => {
    const api = directoryApi();
    const { user, router } = renderRoute('/freelancers?page=2');
    await screen.findByText('Page 2 of 2');

    await user.type(searchBox(), 'priya');
    await waitFor(() => expect(router.state.location.search).toBe('?q=priya'));
    expect(await screen.findByText('1 freelancer found')).toBeInTheDocument();
    expect(cards().map((heading) => heading.textContent)).toEqual(['Priya Sharma']);
    // One request for the pause, not one per letter.
    expect(directoryCalls(api.calls)).toEqual([{ page: '2' }, { q: 'priya' }]);
  });

  it('applies the developer type at once, and Clear Filter empties every filter', async () => {
    const api = directoryApi();
    const { user, router } = renderRoute('/freelancers?skills=Flutter&min_rate=10');
    await screen.findByText(`${FREELANCERS_PAGE_SIZE + 1} freelancers found`);

    await user.selectOptions(typeSelect(), 'Web Developer');
    await waitFor(() => expect(router.state.location.search).toBe('?skills=Flutter&min_rate=10&type=web'));
    await waitFor(() =>
      expect(directoryCalls(api.calls).at(-1)).toEqual({ skills: 'Flutter', min_rate: '10', type: 'web' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field('Skills')).toHaveValue('');
    expect(field('Minimum rate ($/hr)')).toHaveValue('');
    expect(typeSelect()).toHaveDisplayValue('All Types');
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeDisabled();
  });

  it('follows the address back: the previous search shows in the field again', async () => {
    directoryApi();
    const { user, router } = renderRoute('/freelancers');
    await screen.findByText(`${FREELANCERS_PAGE_SIZE + 1} freelancers found`);
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    await act(() => router.navigate('/freelancers?q=dev1'));
    await waitFor(() => expect(searchBox()).toHaveValue('dev1'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('refuses rates the api would refuse, with its messages, and sends nothing meanwhile', async () => {
    const api = directoryApi();
    const { user } = renderRoute('/freelancers');
    await screen.findByText(`${FREELANCERS_PAGE_SIZE + 1} freelancers found`);

    await user.type(field('Minimum rate ($/hr)'), '50');
    await user.type(field('Maximum rate ($/hr)'), '20{Enter}');
    expect(await screen.findByText(marketplaceMessages.rateRangeInvalid)).toBeInTheDocument();
    expect(field('Maximum rate ($/hr)')).toHaveAccessibleDescription(marketplaceMessages.rateRangeInvalid);
    expect(screen.getByText('Correct the filters above to see freelancers.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Freelancers' })).not.toBeInTheDocument();

    await user.clear(field('Maximum rate ($/hr)'));
    await user.type(field('Maximum rate ($/hr)'), 'lots{Enter}');
    expect(await screen.findByText(marketplaceMessages.rateFilterInvalid)).toBeInTheDocument();

    await user.clear(field('Maximum rate ($/hr)'));
    await user.type(field('Maximum rate ($/hr)'), '80{Enter}');
    await waitFor(() => expect(directoryCalls(api.calls).at(-1)).toEqual({ min_rate: '50', max_rate: '80' }));
    expect(directoryCalls(api.calls).some((query) => query.max_rate === '20' || query.max_rate === 'lots')).toBe(false);
  });

  it('says when nothing matches', async () => {
    directoryApi(() => ({ body: pageOf([], 1, 0, FREELANCERS_PAGE_SIZE) }));
    renderRoute('/freelancers?skills=COBOL');
    expect(
      await screen.findByText('No freelancers match these filters. Try fewer skills or a wider rate range.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 freelancers found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers the first page for a page past the end', async () => {
    directoryApi();
    const { user } = renderRoute('/freelancers?page=9');
    expect(await screen.findByText(/There is no page 9 of these results/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('says why the list did not load and tries again', async () => {
    let failures = 1;
    directoryApi(() => {
      if (failures-- > 0) return { status: 500, body: { status: false, message: 'Something went wrong on our side.' } };
      return { body: pageOf(everyone.slice(0, 1), 1, 1, FREELANCERS_PAGE_SIZE) };
    });
    const { user } = renderRoute('/freelancers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
  });
});
