import { Alert, Badge, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TableHead } from '../../../components/table-head';
import { certificatesQueryOptions } from '../api/account-api';
import { errorText } from '../api/error-text';

const KIND = { sales_tax: 'Sales tax certificate', reseller: 'Reseller certificate' } as const;

/** The company's resale certificates (the certificate tab of /accountSettings). */
export function CertificatesPanel() {
  const query = useQuery(certificatesQueryOptions());
  if (query.isPending) return <Loader size="sm" aria-label="Loading certificates" />;
  if (query.isError) return <Alert color="red">{errorText(query.error)}</Alert>;
  const { list } = query.data;
  if (!list.length) {
    return (
      <Text c="dimmed" data-testid="no-certificates">
        No certificates have been uploaded yet. Certificates from your trade application appear here
        once it is approved.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <TableHead columns={['Certificate', 'State', 'Number', 'Valid', 'Status']} />
        <Table.Tbody>
          {list.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{KIND[c.kind]}</Table.Td>
              <Table.Td>{c.registration_state}</Table.Td>
              <Table.Td>{c.certificate_number}</Table.Td>
              <Table.Td>
                {c.valid_from ?? '—'} to {c.valid_to ?? '—'}
              </Table.Td>
              <Table.Td>
                <Badge color={c.expired ? 'red' : 'green'} variant="light">
                  {c.expired ? 'Expired' : 'Valid'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
