import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { dealersQueryOptions } from '../api/content-api';
import { ContentPage, cardClass } from '../shared/content-page';
import { loadError } from '../shared/submit-error';
import { DealerList, DealerListSkeleton } from './dealer-list';
import { type DealerQuery, DealerSearchForm } from './dealer-search-form';

const queryOf = (params: URLSearchParams): DealerQuery | null => {
  const zip = params.get('zip')?.trim();
  if (zip) return { zip };
  const state = params.get('state')?.trim().toUpperCase();
  return state ? { state } : null;
};

/** /dealerLocator (ART): showrooms near a ZIP code, nearest first, or in a state. The search lives in the URL. */
export function DealerLocatorScreen() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const result = useQuery(dealersQueryOptions(query));
  const error = result.error ? loadError(result.error) : null;

  return (
    <ContentPage
      eyebrow="Showrooms"
      title="Dealer Locator"
      lead="Find an authorized dealer near you or your client. Search by ZIP code to see the nearest showrooms first, or list every showroom in a state."
      aside={
        <div className={cardClass} style={{ marginTop: 28 }}>
          <DealerSearchForm
            key={JSON.stringify(query)}
            initial={query}
            error={error}
            onSearch={(q) => setParams(new URLSearchParams(q))}
          />
        </div>
      }
    >
      <section aria-live="polite" aria-busy={result.isFetching}>
        {!query && (
          <Text c="dimmed" py="xl">
            Enter a ZIP code or choose a state to see dealers.
          </Text>
        )}
        {query && result.isPending && <DealerListSkeleton />}
        {query && result.data && (
          <>
            <Text size="sm" c="dimmed" mb="sm" data-testid="dealer-summary">
              {'zip' in query
                ? `${result.data.length} dealers nearest to ${query.zip}`
                : `${result.data.length} dealers in ${query.state}`}
            </Text>
            <DealerList dealers={result.data} />
          </>
        )}
      </section>
    </ContentPage>
  );
}
