import '@testing-library/jest-dom';

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
