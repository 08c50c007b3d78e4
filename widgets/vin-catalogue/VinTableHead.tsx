/** A table's header row: one column header per title. */
export function VinTableHead({
  titles,
  className,
  cellClassName,
}: {
  titles: readonly string[];
  className: string;
  cellClassName: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {titles.map((title) => (
          <th key={title} className={cellClassName} scope="col">
            {title}
          </th>
        ))}
      </tr>
    </thead>
  );
}
