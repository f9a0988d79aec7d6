import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// A test waits for what it expects to see (`findBy…`, `waitFor`) until it shows, not for a fixed second:
// on a busy machine a page takes longer to draw, and that must not fail a test. These limits only stop
// a test that waits for something that never comes; they are far above any normal run.
configure({ asyncUtilTimeout: 60_000 });
jest.setTimeout(120_000);

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

// jsdom has no layout, so nothing ever resizes; Radix measures a Switch inside a form with this.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
