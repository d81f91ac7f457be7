import { Policy } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { ContentPage, cardClass, Facts } from '../shared/content-page';
import { ContactForm } from './contact-form';

/** /contactUs: the contact form, with how and when customer service answers. */
export function ContactScreen() {
  const [params] = useSearchParams();
  // The shell's Contact dialog hands over the name and email it took.
  const initial = {
    full_name: params.get('full_name') ?? '',
    email: params.get('email') ?? '',
  };
  return (
    <ContentPage
      eyebrow="Customer service"
      title="Contact Us"
      lead="Questions about an order, a product or your trade account? Send us a message and the team that handles your account will answer."
      aside={
        <Facts
          items={[
            { title: 'Phone support', text: `Monday to Friday, ${Policy.phoneSupportHours}` },
            { title: 'Email replies', text: 'Within one business day' },
            {
              title: 'Have your order number ready',
              text: 'It is on your order confirmation and under My Orders.',
            },
          ]}
        />
      }
    >
      <div className={cardClass}>
        <ContactForm initial={initial} />
      </div>
    </ContentPage>
  );
}
