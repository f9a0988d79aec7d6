import { apiClient } from '../http/api-client';
import { useAuthStore } from '../auth/auth-store';
import { deferredReply, jsonResponse, mockApi, networkError } from './mock-api';

afterEach(() => useAuthStore.getState().signOut());

describe('mockApi', () => {
  it('answers "METHOD path" relative to the api base URL and records the call', async () => {
    const { calls } = mockApi({ 'POST login': { body: { status: true, message: 'Welcome.' } } });
    useAuthStore.getState().signIn({ token: 'token-1', firstName: 'Asha', email: 'asha@example.com' });

    const body = await apiClient()
      .post('login', { json: { email: 'asha@example.com' } })
      .json();

    expect(body).toEqual({ status: true, message: 'Welcome.' });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'login',
        query: '',
        body: { email: 'asha@example.com' },
        contentType: 'application/json',
        authorization: 'Bearer token-1',
      }),
    ]);
  });

  it('answers anything else with the api’s 404 envelope', async () => {
    const { calls } = mockApi({});
    const response = await fetch('http://localhost:4000/settings/profile');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, message: 'Not found.' });
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: 'settings/profile' })]);
  });

  it('gives handlers the query and the :name parts of the path', async () => {
    const { calls } = mockApi({
      'DELETE notifications/:id': ({ params }) => ({
        status: 200,
        body: { status: true, message: `Removed ${params.id}.` },
      }),
      'GET notifications': ({ query }) => ({ body: { status: true, query } }),
    });
    await expect(apiClient().delete('notifications/7').json()).resolves.toEqual({
      status: true,
      message: 'Removed 7.',
    });
    await expect(
      apiClient()
        .get('notifications', { searchParams: { page: 2 } })
        .json(),
    ).resolves.toEqual({
      status: true,
      query: 'page=2',
    });
    expect(calls.map(({ method, path, query, params }) => ({ method, path, query, params }))).toEqual([
      { method: 'DELETE', path: 'notifications/7', query: '', params: { id: '7' } },
      { method: 'GET', path: 'notifications', query: 'page=2', params: {} },
    ]);
  });

  it('reads a multipart body as its fields, files as Files', async () => {
    const { calls } = mockApi({ 'POST settings/profile': { body: { status: true } } });
    const form = new FormData();
    form.append('first_name', 'Asha');
    form.append('image', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));

    await apiClient().post('settings/profile', { body: form }).json();

    const [call] = calls;
    expect(call?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = call?.body as Record<string, unknown>;
    expect(body.first_name).toBe('Asha');
    const image = body.image as File;
    expect(image).toBeInstanceOf(File);
    expect(image.name).toBe('me.jpg');
    expect(image.type).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('passes on a whole Response, and a network failure as a rejected fetch', async () => {
    mockApi({
      'GET nav': () => jsonResponse({ status: true }, 200, { ETag: '"v1"' }),
      'POST logout': () => networkError(),
    });
    const nav = await fetch('http://localhost:4000/nav');
    expect(nav.headers.get('etag')).toBe('"v1"');
    await expect(fetch('http://localhost:4000/logout', { method: 'POST' })).rejects.toThrow(TypeError);
  });

  it('lets a test hold a reply back', async () => {
    const reply = deferredReply({ body: { status: true, message: 'Done.' } });
    mockApi({ 'POST email/verify': reply.handler });
    let settled = false;
    const request = apiClient()
      .post('email/verify')
      .json()
      .then(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    reply.release();
    await request;
    expect(settled).toBe(true);
  });

  it('takes the newest replies when called again', async () => {
    mockApi({ 'GET nav': { body: { status: true, version: 1 } } });
    mockApi({ 'GET nav': { body: { status: true, version: 2 } } });
    await expect(apiClient().get('nav').json()).resolves.toEqual({ status: true, version: 2 });
  });
});

describe('without mockApi', () => {
  it('has no network: a request fails as if offline, saying why', async () => {
    await expect(fetch('http://localhost:4000/nav')).rejects.toThrow(
      'fetch http://localhost:4000/nav: tests have no network; answer it with mockApi (@talentindia/core/testing)',
    );
  });
});
