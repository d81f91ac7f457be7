// Where the browser tests and benches find Chromium: CHROME_PATH, else Debian's packages.
import fs from 'node:fs';

const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser (Lighthouse, the benches, headed debugging): CHROME_PATH or Debian's chromium. */
export const chromiumPath = () => process.env.CHROME_PATH || FULL;

/**
 * The browser journeys' Chromium: CHROME_PATH, else Debian's chromium-headless-shell (the
 * automation build Playwright itself runs headless: the same engine without the full browser's
 * compositor and GPU process; the journeys took 29% less time on it), else the full browser.
 */
export const journeysChromiumPath = () =>
  process.env.CHROME_PATH || (fs.existsSync(SHELL) ? SHELL : FULL);

export const assertChromium = (exe = chromiumPath()) => {
  if (!fs.existsSync(exe)) {
    console.error(
      `\nChromium was not found at ${exe}.\n` +
        'The browser tests drive a real Chromium. Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.\n',
    );
    process.exit(1);
  }
  return exe;
};
