import type { PrefixRoute } from '@talentindia/core';
import { lazyPage } from '@talentindia/ui/page-parts';

// The page is named after its prefix (`route-messages`), so the host's server preloads it with
// /messages (ADR 008); the gallery is a chunk of its own, fetched when first opened.
const MessagesPage = lazyPage(() =>
  import(/* webpackChunkName: "route-messages" */ './features/chat/messages-page').then((m) => m.MessagesPage),
);

/** What this remote exposes (`./routes`): the /messages prefix, relative to it. */
export const routes: PrefixRoute[] = [{ path: '/messages', children: [{ index: true, element: <MessagesPage /> }] }];
