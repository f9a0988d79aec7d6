// @ts-check
/**
 * The Chromium the browser tests and the web benchmark drive: the system one (Debian's package) unless
 * CHROME_PATH says otherwise, started with the flags this machine needs (no sandbox as root; no
 * network beyond loopback, whose refused connections would otherwise slow every start).
 */
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

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

module.exports = { chromiumPath, chromiumFlags };
