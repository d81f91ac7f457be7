import { Container, Text } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { CURRENT_BRAND } from '../../../lib/current-brand';
import { isLoggedIn } from '../../../lib/session';
import classes from './free-wifi.module.css';

/**
 * /freeWiFi-landingpage: where the showroom's guest Wi-Fi lands a visitor once connected.
 * `collectionTo`: where the brand's collection starts (app/ reads it from the brand's config).
 */
export function FreeWifiScreen({ collectionTo }: { collectionTo: string }) {
  const links = [
    {
      to: collectionTo,
      title: 'Browse the collection',
      text: 'Every piece on the floor and more, with sizes and finishes.',
    },
    {
      to: '/magazines',
      title: 'Read the magazine',
      text: 'This season’s rooms, ready to save as a PDF.',
    },
    isLoggedIn()
      ? {
          to: '/personalCenter?type=projects',
          title: 'Open your projects',
          text: 'Add what you see today to a client’s project.',
        }
      : {
          to: '/login',
          title: 'Sign in for trade prices',
          text: 'Designers see their pricing and projects here too.',
        },
    {
      to: '/contactUs',
      title: 'Ask our team',
      text: 'A question about a piece? Send it and we will reply.',
    },
  ];
  return (
    <>
      <section className={classes.hero}>
        <Container size="sm">
          <span className={classes.signal} aria-hidden="true">
            <svg
              width="34"
              height="34"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <title>Wi-Fi</title>
              <path d="M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M2 9a15 15 0 0 1 20 0" />
              <circle cx="12" cy="19.5" r="1" fill="currentColor" />
            </svg>
          </span>
          <PageHeading c="white">You are connected</PageHeading>
          <Text size="lg" mt="sm" opacity={0.9}>
            Welcome to the {CURRENT_BRAND.name} showroom. Enjoy the free Wi-Fi while you look
            around: the whole collection is a tap away.
          </Text>
        </Container>
      </section>
      <Container size="lg">
        <ul className={classes.links}>
          {links.map((link) => (
            <li key={link.to}>
              <SmartLink to={link.to} className={classes.link}>
                <Text fw={700} size="lg">
                  {link.title}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {link.text}
                </Text>
              </SmartLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
