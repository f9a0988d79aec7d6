import { screen, waitFor, within } from '@testing-library/react';
import { FIND_TALENT_LIST_SIZE, type FreelancerCard } from '@talentindia/contracts';
import { mockApi, resetSession, signInForTest, type ApiCall, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../../testing/render-page';

function card(id: number, changes: Partial<FreelancerCard> = {}): FreelancerCard {
  return {
    id,
    first_name: 'Priya',
    last_name: `Sharma${id}`,
    image: `http://localhost:4000/files/pictures/p${id}/256.webp`,
    title: 'Senior React Native Developer',
    developer_type: 'mobile',
    hourly_rate: { currency: 'USD', amount: 3500 },
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    skills: ['React Native', 'TypeScript', 'Firebase', 'Redux'],
    identity_verified: true,
    total_jobs: 3,
    rating: 4.7,
    reviews_count: 2,
    ...changes,
  };
}

const listReply = (cards: FreelancerCard[]): MockReply => ({
  body: { status: true, data: cards, meta: { page: 1, per_page: FIND_TALENT_LIST_SIZE, total: 40, has_more: true } },
});
const six = Array.from({ length: FIND_TALENT_LIST_SIZE }, (_, index) => card(index + 1));
const directoryCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === 'freelancers');

const talentList = () => screen.findByRole('list', { name: 'Meet our Mobile App Developers' });

beforeEach(resetSession);

describe('Find Talent: real freelancers on the service pages', () => {
  it("lists freelancers of the page's type for a visitor, each leading to sign-up", async () => {
    const api = mockApi({ 'GET freelancers': listReply(six) });
    renderRoute('/services/mobile-app-development');

    const list = await talentList();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(six.map((one) => `Priya ${one.last_name}`));
    for (const [index, link] of links.entries()) {
      // Sign-up, which then opens this freelancer's profile.
      expect(link).toHaveAttribute('href', `/signup?next=%2Ffreelancers%2F${six[index]!.id}`);
      expect(link).toHaveAccessibleDescription('Create a free account to see their full profiles and hire them.');
    }
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/files/pictures/p1/256.webp');
    expect(first).toHaveTextContent('Senior React Native Developer');
    expect(first).toHaveTextContent('$35.00/hr · ID: Verified');
    expect(
      within(within(first).getByRole('list', { name: 'Skills of Priya Sharma1' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React Native', 'TypeScript', 'Firebase']);

    const [call] = directoryCalls(api.calls);
    expect(Object.fromEntries(new URLSearchParams(call!.query))).toEqual({ type: 'mobile', per_page: '6' });
    expect(call!.authorization).toBeNull();
  });

  it("leads a signed-in user to the freelancer's profile", async () => {
    signInForTest();
    const api = mockApi({ 'GET freelancers': listReply(six.slice(0, 2)) });
    renderRoute('/services/mobile-app-development');

    const list = await talentList();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/freelancers/1', '/freelancers/2']);
    expect(screen.getByText('Open a profile to see their work history, reviews and rates.')).toBeInTheDocument();
    expect(directoryCalls(api.calls)[0]?.authorization).toBe('Bearer session-token');
  });

  it.each([
    ['/services/full-stack-development', 'full_stack', 'Meet our Full Stack Developers'],
    ['/services/front-end-development', 'front_end', 'Meet our Front End Developers'],
    ['/services/web-development', 'web', 'Meet our Web Developers'],
    ['/services/mobile-app-development', 'mobile', 'Meet our Mobile App Developers'],
  ])('%s asks for freelancers of type %s', async (path, type, heading) => {
    const api = mockApi({
      'GET freelancers': listReply([card(9, { developer_type: type as FreelancerCard['developer_type'] })]),
    });
    renderRoute(path);
    expect(await screen.findByRole('list', { name: heading })).toBeInTheDocument();
    expect(new URLSearchParams(directoryCalls(api.calls)[0]!.query).get('type')).toBe(type);
  });

  it("keeps the list's place while it loads, then leaves it out when the api fails or finds no one", async () => {
    mockApi({ 'GET freelancers': { status: 500, body: { status: false, message: 'Something went wrong.' } } });
    renderRoute('/services/mobile-app-development');
    expect(await screen.findByRole('list', { name: 'Loading Mobile App Developers' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Meet our Mobile App Developers' })).not.toBeInTheDocument(),
    );
    // The rest of the page is all there.
    expect(screen.getByRole('heading', { level: 1, name: 'Hire Mobile App Developers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the list out when there is no freelancer of the type yet', async () => {
    const api = mockApi({ 'GET freelancers': listReply([]) });
    renderRoute('/services/web-development');
    await screen.findByRole('heading', { level: 1, name: 'Hire Web Developers' });
    await waitFor(() => expect(directoryCalls(api.calls)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Meet our Web Developers' })).not.toBeInTheDocument(),
    );
  });

  it('is not on the services overview', async () => {
    const api = mockApi({ 'GET freelancers': listReply(six) });
    renderRoute('/services');
    await screen.findByRole('heading', { level: 1, name: /Services|Hire/ });
    expect(directoryCalls(api.calls)).toHaveLength(0);
  });
});
