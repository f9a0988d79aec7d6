import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, remoteUrl } from './browser';

const { e2ePorts } = require('../harness/ports.cjs') as { e2ePorts: Record<string, number> };
// The harness's way of running the api (scripts/api-process.mjs), for a second api of its own.
const { startApi } = require('../../scripts/api-process.mjs') as {
  startApi: (env: Record<string, string | undefined>) => Promise<{ url: string; close: () => Promise<void> }>;
};
// The keys the harness gives the web servers (their policy allows Stripe's hosts), shared with this api.
const { E2E_STRIPE_PUBLISHABLE_KEY, E2E_STRIPE_SECRET_KEY } = require('../harness/stripe.cjs') as {
  E2E_STRIPE_PUBLISHABLE_KEY: string;
  E2E_STRIPE_SECRET_KEY: string;
};

const LOOPBACK = '127.0.0.1';
const apiDir = path.join(__dirname, '..', '..', 'api');

export const STRIPE_STAND_IN_URL = `http://${LOOPBACK}:${e2ePorts.stripeServer}`;
export const STRIPE_API_URL = `http://localhost:${e2ePorts.stripeApi}`;
export { E2E_STRIPE_PUBLISHABLE_KEY, E2E_STRIPE_SECRET_KEY };

/** One request the stand-in of Stripe's api received, as it records them (card numbers redacted). */
export interface StandInRequest {
  method: string;
  path: string;
  auth: 'secret' | 'publishable' | 'none' | 'wrong';
  params: Record<string, unknown>;
  status: number;
}

/** Runs api/src/testing/stripe-server.ts (h-pay-api's stand-in of Stripe's endpoints) on its e2e port. */
async function startStripeServer(): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/testing/stripe-server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      STRIPE_STANDIN_PORT: String(e2ePorts.stripeServer),
      STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_PUBLISHABLE_KEY,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The Stripe stand-in did not start within 60 s.')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`The Stripe stand-in exited with code ${code}.`)));
  });
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * The Stripe setup of payment-methods.e2e.ts: the stand-in of Stripe's api and a second api on its
 * own in-memory database, configured with Stripe keys and pointed at the stand-in (the suite's api
 * stays on the built-in test provider). Started for one describe block; returns its stop.
 */
export async function startStripeBackend(): Promise<() => Promise<void>> {
  const stopStripe = await startStripeServer();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'talentindia-e2e-stripe-uploads-'));
  const origins = [HOST_URL, remoteUrl('settings')];
  let api: { close: () => Promise<void> };
  try {
    api = await startApi({
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: LOOPBACK,
      API_PORT: String(e2ePorts.stripeApi),
      PGLITE_DATA_DIR: 'memory://',
      UPLOADS_DIR: uploadsDir,
      APP_URL: HOST_URL,
      CORS_ORIGINS: origins.join(','),
      RATE_LIMIT_SCALE: '100',
      STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: E2E_STRIPE_PUBLISHABLE_KEY,
      STRIPE_API_URL: STRIPE_STAND_IN_URL,
      LOG_LEVEL: 'warn',
    });
  } catch (error) {
    await stopStripe();
    throw error;
  }
  return async () => {
    await api.close();
    await stopStripe();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
}

/** What the stand-in of Stripe's api was asked, in order (its request log, read with the secret key). */
export async function standInRequests(): Promise<StandInRequest[]> {
  const response = await fetch(`${STRIPE_STAND_IN_URL}/_standin/requests`, {
    headers: { Authorization: `Bearer ${E2E_STRIPE_SECRET_KEY}` },
  });
  const body = (await response.json()) as { data?: StandInRequest[] } | StandInRequest[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

/**
 * Sends the page's api calls to the Stripe-configured api instead of the suite's: the page still
 * calls the address its remotes.json names (and its policy allows); the browser never sees the swap.
 */
export async function routeApiToStripeBackend(page: Page) {
  await page.route(`${API_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_URL, STRIPE_API_URL) }),
  );
}

/**
 * Stripe.js cannot load here (no internet), so the page gets a stand-in at Stripe's address, the way
 * Google's script is stood in (google.ts). It implements what the page uses: `Stripe(key)`, an
 * Elements group made with the setup intent's client secret, a Payment Element drawing labelled card
 * fields where the page mounts it (in the page, not in a frame), and `confirmSetup`, which confirms
 * the setup intent as Stripe.js does: one form-encoded call to https://api.stripe.com with the
 * publishable key and the client secret, answered here by the stand-in of Stripe's api. Returns how
 * many times the script was asked for.
 */
export async function stubStripeJs(page: Page): Promise<{ scriptRequests: () => number }> {
  let scriptRequests = 0;
  await page.route('https://js.stripe.com/**', (route) => {
    scriptRequests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const response = await route.fetch({
      url: route.request().url().replace('https://api.stripe.com', STRIPE_STAND_IN_URL),
    });
    await route.fulfill({ response });
  });
  return { scriptRequests: () => scriptRequests };
}

const STRIPE_JS_STAND_IN = `
(function () {
  function field(parent, labelText, autocomplete, placeholder) {
    var label = document.createElement('label');
    label.style.display = 'grid';
    label.style.gap = '4px';
    var caption = document.createElement('span');
    caption.textContent = labelText;
    var input = document.createElement('input');
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.placeholder = placeholder;
    label.appendChild(caption);
    label.appendChild(input);
    parent.appendChild(label);
    return input;
  }

  function Stripe(publishableKey) {
    var stripe = {};
    stripe.elements = function (options) {
      var clientSecret = options && options.clientSecret;
      var created = null;
      var group = {
        create: function (type) {
          var listeners = {};
          var inputs = null;
          var root = null;
          var element = {
            mount: function (target) {
              root = typeof target === 'string' ? document.querySelector(target) : target;
              var box = document.createElement('div');
              box.style.display = 'grid';
              box.style.gap = '12px';
              inputs = {
                number: field(box, 'Card number', 'cc-number', '1234 1234 1234 1234'),
                expiry: field(box, 'Expiration date', 'cc-exp', 'MM / YY'),
                cvc: field(box, 'Security code', 'cc-csc', 'CVC'),
              };
              Object.keys(inputs).forEach(function (name) {
                inputs[name].addEventListener('input', function () {
                  (listeners.change || []).forEach(function (listener) {
                    listener({ elementType: type, empty: false, complete: false });
                  });
                });
              });
              root.appendChild(box);
              setTimeout(function () {
                (listeners.ready || []).forEach(function (listener) { listener({ elementType: type }); });
              }, 0);
            },
            on: function (name, listener) {
              (listeners[name] = listeners[name] || []).push(listener);
              return element;
            },
            off: function (name, listener) {
              listeners[name] = (listeners[name] || []).filter(function (each) { return each !== listener; });
              return element;
            },
            update: function () {},
            focus: function () { if (inputs) inputs.number.focus(); },
            blur: function () {},
            clear: function () {},
            collapse: function () {},
            unmount: function () { if (root) root.replaceChildren(); },
            destroy: function () { if (root) root.replaceChildren(); },
            _values: function () {
              return inputs && { number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
            },
          };
          created = element;
          return element;
        },
        getElement: function () { return created; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        submit: function () { return Promise.resolve({}); },
        _clientSecret: function () { return clientSecret; },
        _element: function () { return created; },
      };
      return group;
    };

    function confirm(clientSecret, values) {
      var expiry = /^\\s*(\\d{1,2})\\s*\\/?\\s*(\\d{2})\\s*$/.exec(values.expiry) || [];
      var body = new URLSearchParams();
      body.set('key', publishableKey);
      body.set('client_secret', clientSecret);
      body.set('payment_method_data[type]', 'card');
      body.set('payment_method_data[card][number]', values.number.replace(/\\s/g, ''));
      body.set('payment_method_data[card][exp_month]', expiry[1] || '');
      body.set('payment_method_data[card][exp_year]', expiry[2] ? String(2000 + Number(expiry[2])) : '');
      body.set('payment_method_data[card][cvc]', values.cvc);
      var id = clientSecret.split('_secret_')[0];
      return fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', { method: 'POST', body: body })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          return answer.error ? { error: answer.error } : { setupIntent: answer };
        });
    }

    stripe.confirmSetup = function (params) {
      var group = params.elements;
      return confirm(params.clientSecret || group._clientSecret(), group._element()._values());
    };
    stripe.confirmCardSetup = function (clientSecret, data) {
      return confirm(clientSecret, data.payment_method.card._values());
    };
    stripe.createToken = function () { return Promise.reject(new Error('not in the stand-in')); };
    stripe.createPaymentMethod = function () { return Promise.reject(new Error('not in the stand-in')); };
    stripe.confirmCardPayment = function () { return Promise.reject(new Error('not in the stand-in')); };
    stripe._registerWrapper = function () {};
    stripe.registerAppInfo = function () {};
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
