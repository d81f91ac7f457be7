import { Table } from '@mantine/core';

/** A table's header row; a column given as `false` is left out (shown to some callers only). */
export function TableHead({ columns }: { columns: readonly (string | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => column && <Table.Th key={column}>{column}</Table.Th>)}
      </Table.Tr>
    </Table.Thead>
  );
}
