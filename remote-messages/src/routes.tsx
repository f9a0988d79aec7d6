import type { PrefixRoute } from '@talentindia/core';
import { MessagesPage } from './features/chat/messages-page';

/** What this remote exposes (`./routes`): the /messages prefix, relative to it. */
export const routes: PrefixRoute[] = [{ path: '/messages', children: [{ index: true, element: <MessagesPage /> }] }];
