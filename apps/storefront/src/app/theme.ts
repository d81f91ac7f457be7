import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { Layout } from '@portal/contract';
import type { BrandConfig } from '../brands/brand-config';
import { paletteFrom } from '../lib/palette';

const em = (px: number) => `${px / 16}em`;
const [xs = 640, sm = 992, , md = 1024, lg = 1200] = Layout.breakpoints;

/** The brand's Mantine theme: its own primary palette, fonts, radius and heading style. */
export function brandTheme(config: BrandConfig) {
  const { theme } = config;
  return createTheme({
    colors: { brand: paletteFrom(theme.primary) as unknown as MantineColorsTuple },
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
    fontFamily: theme.fontFamily,
    headings: { fontFamily: theme.fontFamily, ...theme.headings },
    defaultRadius: theme.radius,
    breakpoints: { xs: em(xs), sm: em(sm), md: em(md), lg: em(lg), xl: em(1408) },
  });
}

/** Brand colours as CSS variables for the shell's own styles. */
export const brandCssVariables =
  (config: BrandConfig): CSSVariablesResolver =>
  () => {
    // Text in capitals gets the fallback face matched on capitals (font-face-css.ts).
    const caps = config.theme.fontFamily.replace(/ Fallback'/, " Caps Fallback'");
    return {
      variables: {
        '--brand-ink': config.theme.ink,
        '--brand-paper': config.theme.paper,
        '--brand-heading-transform': config.theme.capsHeadings ? 'uppercase' : 'none',
        '--brand-heading-spacing': config.theme.headingSpacing,
        '--brand-caps-font': caps,
        '--brand-heading-font': config.theme.capsHeadings
          ? caps
          : 'var(--mantine-font-family-headings)',
      },
      // Mantine's dimmed grey is 3.3:1 on white; this one is 6:1 (WCAG AA for secondary text).
      // Field errors: Mantine's red 6 is 3.3:1 on white; red 9 is 5.6:1, for the message beside a
      // field and the invalid field's own text.
      light: {
        '--mantine-color-dimmed': '#5c636a',
        '--mantine-color-error': 'var(--mantine-color-red-9)',
      },
      dark: {},
    };
  };
