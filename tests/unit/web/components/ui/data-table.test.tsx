// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTable } from '@web/components/ui/data-table';
import { tableColumn } from '@web/components/ui/table-columns';
import { useDataTable } from '@web/components/ui/use-data-table';
import { renderWithQueries, type Rendered } from '@tests/support/jsdom-render';
// jsdom has no ResizeObserver; the table's scrolling region only needs one to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

interface Item {
  id: string;
  name: string;
}

/** Names of the rows whose cell was drawn, in drawing order. */
const drawn: string[] = [];

interface TableProps {
  items: Item[];
  marked: string;
  keyed: boolean;
}

/** Sets the table's props from the test (a re-render of the same table). */
let show: (props: TableProps) => void = () => undefined;

/** The table with the props last shown. */
function Harness({ initial }: { initial: TableProps }) {
  const [props, setProps] = useState(initial);
  show = setProps;
  return <Table {...props} />;
}

function Table({ items, marked, keyed }: TableProps) {
  const columns = [
    tableColumn<Item>({
      id: 'name',
      label: 'Nombre',
      cell: (item) => {
        drawn.push(item.name);
        return `${item.name}${item.id === marked ? ' *' : ''}`;
      },
    }),
  ];
  const { table, paging } = useDataTable({ rows: items, columns, rowId: (item) => item.id });
  return (
    <DataTable
      table={table}
      rows={paging.pageRows}
      label="Filas"
      rowRenderKey={keyed ? (item) => String(item.id === marked) : undefined}
    />
  );
}

const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };
const c = { id: 'c', name: 'C' };

/** DataTable's rowRenderKey (web/src/components/ui/data-table.tsx): a list growing page by page. */
describe('DataTable rows with a render key', () => {
  let rendered: Rendered | null = null;

  beforeEach(() => {
    drawn.length = 0;
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = null;
  });

  const render = async (items: Item[], marked = '', keyed = true) => {
    if (rendered) act(() => show({ items, marked, keyed }));
    else rendered = await renderWithQueries(<Harness initial={{ items, marked, keyed }} />);
  };
  const cells = () => [...rendered!.container.querySelectorAll('tbody td')].map((td) => td.textContent);

  it('draws only the new rows when the list grows with the same row objects', async () => {
    await render([a, b]);
    drawn.length = 0;
    await render([a, b, c]);
    expect(drawn).toEqual(['C']);
    expect(cells()).toEqual(['A', 'B', 'C']);
  });

  it('draws a row again when its key changes, and a row whose object was replaced', async () => {
    await render([a, b]);
    drawn.length = 0;
    await render([a, { ...b }], 'a');
    expect(drawn.sort()).toEqual(['A', 'B']);
    expect(cells()).toEqual(['A *', 'B']);
  });

  it('draws every row on every render without a key', async () => {
    await render([a, b], '', false);
    drawn.length = 0;
    await render([a, b, c], '', false);
    expect(drawn).toEqual(['A', 'B', 'C']);
  });
});
