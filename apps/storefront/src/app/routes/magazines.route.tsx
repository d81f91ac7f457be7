import { PublicationsScreen } from '../../features/content/publications/publications-screen';

/** /magazines: seasonal issues drawn from the catalogue. */
export function Component() {
  return <PublicationsScreen kind="magazine" />;
}
