import { Policy } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { ContentPage, cardClass, Facts } from '../shared/content-page';
import { SampleRequestForm } from './sample-request-form';

/** /sample-request: finish and fabric swatches for a product (?sku_number= fills the item). */
export function SampleRequestScreen() {
  const [params] = useSearchParams();
  return (
    <ContentPage
      eyebrow="Finishes and fabrics"
      title="Sample Request"
      lead="See the finish in your client's light before you order. Tell us the item and the finish and we will send a swatch."
      aside={
        <Facts
          items={[
            {
              title: 'Delivery',
              text: `${Policy.sampleDays.min}-${Policy.sampleDays.max} days to the address you give`,
            },
            {
              title: 'Dye lots',
              text: `Production can vary up to ${Policy.dyeLotPercent}% from a swatch.`,
            },
            { title: 'Item number', text: 'Shown on every product page under the name.' },
          ]}
        />
      }
    >
      <div className={cardClass}>
        <SampleRequestForm initial={{ item_number: params.get('sku_number') ?? '' }} />
      </div>
    </ContentPage>
  );
}
