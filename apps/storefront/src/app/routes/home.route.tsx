import landing from '@brand-landing';
import { BrandLandingFrame } from '../../brands/brand-landing-frame';

/** /home on every brand: the brand's landing, with the catalogue below the fold. */
export function Component() {
  return <BrandLandingFrame brand={landing} />;
}
