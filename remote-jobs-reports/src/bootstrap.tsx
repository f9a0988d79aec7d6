import '@talentindia/ui/tokens.css';
import '@talentindia/ui/base.css';
import { mountStandalone } from '@talentindia/ui';
import { routes } from './routes';

void mountStandalone({ remoteName: 'jobs-reports', routes, signedIn: true });
