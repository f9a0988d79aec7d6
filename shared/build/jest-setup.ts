import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

// jsdom leaves out parts of the platform that react-router uses: the encoders (read when it loads)
// and the fetch classes (a data router builds a Request for every navigation). Node has them all;
// its fetch classes live only on Node's own global, outside the test's sandbox, hence the vm call.
// fetch itself is left out on purpose: a test that talks to a server mocks it.
const platform: Record<string, unknown> = {
  TextEncoder,
  TextDecoder,
  ...(runInThisContext('({ Request, Response, Headers })') as Record<string, unknown>),
};
for (const [name, value] of Object.entries(platform)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}

// jsdom has no layout to scroll; React Router's ScrollRestoration calls this on every navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has no media queries; the toaster asks for prefers-reduced-motion. Nothing matches here.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
