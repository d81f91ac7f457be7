/** Copy of the cookie banner and settings (the spec names the banner, not its words). */
export const ConsentTexts = {
  region: 'Cookie consent',
  message:
    'We use basic cookies to keep this site working, and performance cookies to learn how it performs. You can choose which ones we may use.',
  policyLink: 'Cookies Policy',
  acceptAll: 'Accept all cookies',
  settings: 'Cookie settings',
  settingsTitle: 'Cookie settings',
  basicLabel: 'Basic cookies',
  basicHelp: 'Needed for signing in, the cart and your choices. Always on.',
  performanceLabel: 'Performance cookies',
  performanceHelp: 'Measure how fast pages load so we can improve them.',
  save: 'Save settings',
} as const;
