import { Alert, Anchor, Badge, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { CaseStatus, VisualizationMessages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { caseDetailQuery, caseListQuery } from '../api/visualization-api';
import { type AddToCart, SchemeProducts } from './scheme-products';
import { useCaseNotices } from './use-case-notices';
import classes from './visualization.module.css';

/**
 * /AISchemeDetails?case_id=: one case, its four variants and the products in each. `addToCart`
 * is the cart feature's add (app/ composes it in), so the header count follows an add.
 */
export function SchemeDetailsScreen({ addToCart }: { addToCart?: AddToCart | undefined }) {
  const [params] = useSearchParams();
  const id = Number(params.get('case_id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery(caseDetailQuery(valid ? id : 0));
  const [chosen, setChosen] = useState(0);
  // Cases started from scheme details (source 3) are announced here.
  const list = useQuery({ ...caseListQuery(), enabled: valid });
  useCaseNotices(list.data?.case_list, 'scheme');

  const variants = detail.data?.case_detail_list ?? [];
  const variant = variants[Math.min(chosen, variants.length - 1)];
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/visualizations">
          ← My Visualizations
        </Anchor>
        <PageHeading>Visualization details</PageHeading>
        {!valid && <Alert color="red">{VisualizationMessages.caseNotFound}</Alert>}
        {valid && detail.isPending && <Loader aria-label="Loading the visualization" />}
        {detail.isError && (
          <Alert color="red" role="alert">
            {detail.error.message}
          </Alert>
        )}
        {detail.data?.status === CaseStatus.pending && (
          <Alert color="blue" title="Generating">
            Your room is being furnished; this page updates by itself.
          </Alert>
        )}
        {detail.data && detail.data.status < 0 && (
          <Alert color="red" role="alert">
            {detail.data.errmsg ?? VisualizationMessages.generationFailed}
          </Alert>
        )}
        {variant && (
          <>
            <fieldset className={classes.thumbs}>
              <legend className={classes.legend}>Variations</legend>
              {variants.map((v, i) => (
                <button
                  key={v.id}
                  type="button"
                  className={classes.thumb}
                  aria-pressed={v === variant}
                  aria-label={`Variation ${i + 1}`}
                  onClick={() => setChosen(i)}
                  data-testid="variant-thumb"
                >
                  <img src={v.low_definition_image} alt="" width={120} height={68} />
                </button>
              ))}
            </fieldset>
            <img
              className={classes.hero}
              src={variant.high_definition_image}
              alt={`Your room, variation ${variants.indexOf(variant) + 1}`}
              width={1600}
              height={900}
            />
            <Group gap="xs">
              <Badge variant="light">
                Variation {variants.indexOf(variant) + 1} of {variants.length}
              </Badge>
              <Text size="sm" c="dimmed">
                Pieces used in this variation:
              </Text>
            </Group>
            <SchemeProducts products={variant.products} addToCart={addToCart} />
          </>
        )}
      </Stack>
    </Container>
  );
}
