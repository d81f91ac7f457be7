import { DeviceTypes } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { browserName, deviceType } from './device';

const agents = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
};

describe('deviceType', () => {
  it.each([
    ['windowsChrome', DeviceTypes.windows],
    ['macSafari', DeviceTypes.mac],
    ['linuxFirefox', DeviceTypes.linux],
    ['iphone', DeviceTypes.ios],
    ['ipad', DeviceTypes.ipad],
    ['androidPhone', DeviceTypes.android],
    ['androidTablet', DeviceTypes.androidTablet],
    ['chromebook', DeviceTypes.chromeOs],
  ] as const)('%s → %i', (agent, code) => {
    expect(deviceType(agents[agent])).toBe(code);
  });

  it('an iPad that reports itself as a Mac is told apart by touch', () => {
    expect(deviceType(agents.macSafari, 5)).toBe(DeviceTypes.ipad);
  });

  it('anything else is "other"', () => {
    expect(deviceType('curl/8.5.0')).toBe(DeviceTypes.other);
  });
});

describe('browserName', () => {
  it.each([
    ['windowsChrome', 'Chrome'],
    ['macSafari', 'Safari'],
    ['linuxFirefox', 'Firefox'],
    ['edge', 'Edge'],
    ['ipad', 'Chrome'],
  ] as const)('%s → %s', (agent, name) => {
    expect(browserName(agents[agent])).toBe(name);
  });
});
