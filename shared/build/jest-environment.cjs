// The test environment of every web package: jsdom, plus the parts of the platform jsdom leaves out
// and that the code under test and MSW (the network mock of component tests) need, taken from
// Node's own globals (this file runs outside the test's sandbox, where they live): the fetch
// classes, FormData, Blob and File (so a multipart body is one Node's fetch can send and read),
// streams, encoders, AbortController (what Node's Request accepts as a signal), structuredClone and
// BroadcastChannel. This is what msw's docs ask of a jsdom environment (the jest-fixed-jsdom recipe).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

/**
 * No test reaches a real server: MSW (`mockApi` of @talentindia/core/testing) answers the requests
 * it is given, and this answers the rest, as a network that is down.
 */
function offlineFetch(input) {
  const url = typeof input === 'string' ? input : (input.url ?? String(input));
  return Promise.reject(
    new TypeError(`fetch ${url}: tests have no network; answer it with mockApi (@talentindia/core/testing)`),
  );
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  // Packages resolve as in Node, not as in a browser: msw/node (and the interceptors under it)
  // export nothing under the "browser" condition jsdom's default picks.
  customExportConditions = [''];

  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.fetch = offlineFetch;
  }
}

module.exports = JsdomWithFetchEnvironment;
