/**
 * jsdom lays nothing out and draws nothing: every box measures 0 × 0 and a canvas has no 2D context
 * (`getContext` is "not implemented"). This gives boxes a size and the canvas a context that takes
 * every call Chart.js makes and draws nothing, so Chart.js builds its whole chart (the registered
 * controller, elements and scales, the ticks, the tooltip) as in a browser. Call it in a
 * `beforeEach`: jest's `restoreMocks` takes it away after each test.
 */
export function fakeChartCanvas() {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 640, height: 320, top: 0, left: 0, right: 640, bottom: 320, x: 0, y: 0 } as DOMRect);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const state: Record<PropertyKey, unknown> = {
      canvas: this,
      measureText: (text: string) => ({ width: text.length * 6 }),
      getImageData: () => ({ data: new Uint8ClampedArray(4) }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
      getLineDash: () => [],
    };
    // Any other method is a no-op; a property (fillStyle, font) keeps what was set.
    return new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
}
