/** One column of a ranking table: its translated label, and the class that aligns it (numbers to the end). */
export interface Column {
  label: string;
  className?: string | undefined;
}

/** Props of {@link ColumnHeaders}. */
export interface ColumnHeadersProps {
  columns: readonly Column[];
}

/** The header row of a ranking table: one column header (`scope="col"`) per column, in order. */
export function ColumnHeaders({ columns }: ColumnHeadersProps) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
