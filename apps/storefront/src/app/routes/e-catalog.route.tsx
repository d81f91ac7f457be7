import { PublicationsScreen } from '../../features/content/publications/publications-screen';

/** /eCatalog: the catalogue as PDFs, whole or by category. */
export function Component() {
  return <PublicationsScreen kind="catalog" />;
}
