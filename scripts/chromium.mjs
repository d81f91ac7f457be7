// Where the browser tests find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import fs from 'node:fs';

export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const assertChromium = () => {
  const exe = chromiumPath();
  if (!fs.existsSync(exe)) {
    console.error(
      `\nChromium was not found at ${exe}.\n` +
        'The browser tests drive a real Chromium. Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.\n',
    );
    process.exit(1);
  }
  return exe;
};
