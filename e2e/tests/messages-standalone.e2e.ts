import { API_URL, createAccount, remoteUrl, withPagePerTest } from '../support/browser';
import { signInFreelancer } from '../support/freelancer';

const page = withPagePerTest();

/** A call to the real api as a signed-in user: its parsed body, or an error naming its answer. */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

describe('remote-messages on its own (QA, `npm run standalone -- messages`)', () => {
  it('logs in against the real api, shows the account’s real conversation and sends into it', async () => {
    const client = await createAccount('Kavya');
    const freelancer = await signInFreelancer(1);
    const name = `${freelancer.firstName} ${freelancer.lastName}`;
    const directory = await fetch(`${API_URL}/freelancers?q=${encodeURIComponent(name)}&per_page=50`);
    const { data: cards } = (await directory.json()) as {
      data: { id: number; first_name: string; last_name: string }[];
    };
    const freelancerId = cards.find((card) => `${card.first_name} ${card.last_name}` === name)!.id;
    const { data: opened } = await api<{ data: { thread_id: number } }>(client.accessToken, 'POST', '/threads', {
      freelancer_id: freelancerId,
    });
    await api(freelancer.token, 'POST', `/threads/${opened.thread_id}/messages`, { body: 'Hello from the api.' });

    await page().goto(`${remoteUrl('messages')}/messages`);
    // Without a session the signed-in page sends the visitor to the shell's home.
    await page().getByRole('heading', { level: 1, name: 'The messages remote, on its own' }).waitFor();
    const login = page().getByRole('form', { name: 'QA login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill(client.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page().getByRole('button', { name: 'Log out' }).waitFor();

    await page().getByRole('navigation', { name: 'Remote pages' }).getByRole('link', { name: '/messages' }).click();
    await page().getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    // The page names itself in an effect after its first render: wait for it rather than race it.
    await page().waitForFunction((expected) => document.title === expected, 'Messages | TalentIndia');
    const conversation = page().getByRole('region', { name: `Conversation with ${name}` });
    await conversation.getByText('Hello from the api.').waitFor();
    expect(new URL(page().url()).searchParams.get('thread')).toBe(String(opened.thread_id));

    await conversation.getByRole('textbox', { name: 'Message' }).fill('Sent from the standalone remote.');
    await conversation.getByRole('textbox', { name: 'Message' }).press('Enter');
    await conversation.getByText('Sent from the standalone remote.').waitFor();
    await conversation
      .getByText('Sent', { exact: true })
      .or(conversation.getByText(/^Seen /))
      .waitFor();
    const { data: stored } = await api<{ data: { body: string; mine: boolean }[] }>(
      freelancer.token,
      'GET',
      `/threads/${opened.thread_id}/messages`,
    );
    expect(stored.map((message) => [message.body, message.mine])).toEqual([
      ['Hello from the api.', true],
      ['Sent from the standalone remote.', false],
    ]);
  });
});
