import { SampleRequestScreen } from '../../features/content/sample/sample-request-screen';

/** /sample-request: finish and fabric swatches. */
export function Component() {
  return <SampleRequestScreen />;
}
