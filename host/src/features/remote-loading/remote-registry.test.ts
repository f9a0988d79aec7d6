import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemote, loadRemoteRoutes, registerRemoteManifests } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerRemotes: jest.fn() };
  return { getInstance: jest.fn(() => instance), loadRemote: jest.fn(), registerRemotes: jest.fn() };
});

const mockLoadRemote = jest.mocked(loadRemote);
const instanceRegisterRemotes = jest.mocked(getInstance()!.registerRemotes);

const settingsManifest = 'http://localhost:3002/mf-manifest.json';

describe('remote registry', () => {
  beforeEach(() => {
    registerRemoteManifests({ settings: settingsManifest });
  });

  it('registers each configured remote with the federation runtime', () => {
    registerRemoteManifests({ settings: settingsManifest, messages: 'http://localhost:3003/mf-manifest.json' });

    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'settings', entry: settingsManifest },
      { name: 'messages', entry: 'http://localhost:3003/mf-manifest.json' },
    ]);
  });

  it('loads the routes a remote exposes', async () => {
    const module = { routes: [{ path: '/settings' }] };
    mockLoadRemote.mockResolvedValue(module);

    await expect(loadRemoteRoutes('settings')).resolves.toBe(module);

    expect(mockLoadRemote).toHaveBeenCalledWith('settings/routes');
  });

  it('rejects for a remote remotes.json does not name, without loading anything', async () => {
    await expect(loadRemoteRoutes('messages')).rejects.toThrow('No address is configured for the "messages" remote');
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('rejects when the remote provides no routes', async () => {
    mockLoadRemote.mockResolvedValue({ default: {} });

    await expect(loadRemoteRoutes('settings')).rejects.toThrow('The "settings" remote did not provide its routes.');
  });

  it('rejects with the runtime’s error when the remote is down', async () => {
    const failure = new TypeError('Failed to fetch');
    mockLoadRemote.mockRejectedValue(failure);

    await expect(loadRemoteRoutes('settings')).rejects.toBe(failure);
  });

  it('forgets a remote by registering it again with force', () => {
    forgetRemote('settings');

    expect(instanceRegisterRemotes).toHaveBeenCalledWith([{ name: 'settings', entry: settingsManifest }], {
      force: true,
    });
  });
});
