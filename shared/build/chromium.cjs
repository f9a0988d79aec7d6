// @ts-check
/**
 * The Chromium the browser tests and the web benchmark drive (Debian's packages unless CHROME_PATH
 * says otherwise), started with the flags this machine needs (no sandbox as root; no network beyond
 * loopback, whose refused connections would otherwise slow every start).
 *
 * The browser tests run in Chromium's headless shell (package chromium-headless-shell), the build
 * Playwright itself runs headless tests in: the same engine without the desktop browser around it,
 * it ran the whole e2e suite on half the CPU of a headless full Chromium (692 s against 1,321 s on
 * 2 cores, ADR 018). Where only the full Chromium is installed, the tests run in that. The web
 * benchmark measures what a visitor's browser does, so it always drives the full Chromium.
 */
const { existsSync } = require('node:fs');

const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full Chromium (the web benchmark). */
const chromiumPath = process.env.CHROME_PATH || FULL_CHROMIUM;

/** The browser tests' Chromium: CHROME_PATH, else the headless shell when installed, else the full one. */
const testChromiumPath = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { chromiumPath, testChromiumPath, chromiumFlags, HEADLESS_SHELL };
