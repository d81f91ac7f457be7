import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGate } from '../../../components/can';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { productHref } from '../../../lib/product-href';
import type { CaseDetail } from '../api/visualization-api';
import { logEvent, projectsQuery, useAddToProject } from '../api/visualization-api';

type Product = CaseDetail['case_detail_list'][number]['products'][number];

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The cart's own add, given by the app (features do not import each other): one line of `sku`. */
export type AddToCart = (sku: string) => Promise<unknown>;

/**
 * The products of a variant: price as the caller's role shows it, add to cart (through the cart
 * feature's add, so the header count follows) or to a project.
 */
export function SchemeProducts({
  products,
  addToCart,
}: {
  products: Product[];
  addToCart?: AddToCart | undefined;
}) {
  const can = useGate();
  const projects = useQuery({ ...projectsQuery(), enabled: can('designer_project') });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {products.map((p) => (
        <ProductRow
          key={p.sku_number}
          product={p}
          addToCart={can('shopping_cart') ? addToCart : undefined}
          projects={can('designer_project') ? (projects.data ?? []) : null}
        />
      ))}
    </SimpleGrid>
  );
}

function ProductRow({
  product,
  addToCart,
  projects,
}: {
  product: Product;
  addToCart: AddToCart | undefined;
  projects: { ID: number; name: string; customer_name: string }[] | null;
}) {
  const addCart = useMutation({
    mutationFn: (sku: string) => addToCart?.(sku) ?? Promise.resolve(),
  });
  const addProject = useAddToProject();
  const [project, setProject] = useState<string | null>(null);
  const price = product.product_price_about?.final_price;
  return (
    <Card withBorder padding="sm" data-testid="scheme-product">
      <Group wrap="nowrap" align="flex-start">
        <img src={product.image} alt="" width={96} height={72} />
        <Stack gap={4} style={{ flex: 1 }}>
          <SmartLink to={productHref(BRAND, product.sku_number)}>{product.name}</SmartLink>
          <Text size="xs" c="dimmed">
            {product.sku_number}
          </Text>
          {price !== undefined && <Text fw={600}>{money(price)}</Text>}
          {addToCart && (
            <Button
              size="xs"
              onClick={() =>
                addCart.mutate(product.sku_number, {
                  onSuccess: () => logEvent('replacement_sku', product.sku_number),
                })
              }
              loading={addCart.isPending}
            >
              Add to cart
            </Button>
          )}
          <MutationOutcome mutation={addCart} done="Added to your cart" />
          {projects && projects.length > 0 && (
            <Group gap="xs" align="flex-end">
              <Select
                size="xs"
                label="Project"
                placeholder="Choose a project"
                data={projects.map((p) => ({
                  value: String(p.ID),
                  label: `${p.name} (${p.customer_name})`,
                }))}
                value={project}
                onChange={setProject}
              />
              <Button
                size="xs"
                variant="default"
                disabled={!project}
                loading={addProject.isPending}
                onClick={() =>
                  project &&
                  addProject.mutate({ sku_number: product.sku_number, project_id: Number(project) })
                }
              >
                Add to project
              </Button>
            </Group>
          )}
          <MutationOutcome mutation={addProject} done="Added to the project" />
        </Stack>
      </Group>
    </Card>
  );
}

/** What became of an add: a short note once done, or the failure's message. */
function MutationOutcome({
  mutation,
  done,
}: {
  mutation: { isSuccess: boolean; error: Error | null };
  done: string;
}) {
  if (mutation.isSuccess)
    return (
      <Text size="sm" c="teal.9" role="status">
        {done}
      </Text>
    );
  return mutation.error && <Alert color="red">{mutation.error.message}</Alert>;
}
