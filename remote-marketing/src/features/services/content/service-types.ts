import type { DeveloperTypeSlug } from '../../../content/developer-types';
import { frontEndDevelopment } from './front-end-development';
import { fullStackDevelopment } from './full-stack-development';
import { mobileAppDevelopment } from './mobile-app-development';
import type { ServicePageContent } from './service-page-content';
import { webDevelopment } from './web-development';

/** The page content of each developer type: the record's type makes a missing type a compile error. */
export const serviceTypePages: Record<DeveloperTypeSlug, ServicePageContent> = {
  'full-stack-development': fullStackDevelopment,
  'front-end-development': frontEndDevelopment,
  'web-development': webDevelopment,
  'mobile-app-development': mobileAppDevelopment,
};
