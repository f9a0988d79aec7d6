import { screen, waitFor } from '@testing-library/react';
import { signInForTest } from '@talentindia/core/testing';
import { chatApi } from './testing/chat-api';
import { renderRoute } from './testing/render-route';

beforeEach(signInForTest);

describe('messages routes', () => {
  it('shows the Messages page at /messages', async () => {
    chatApi();
    renderRoute('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Messages | TalentIndia'));
  });
});
