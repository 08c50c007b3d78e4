import type { AddToBasketDetail } from '@portal/core/basket';
import { productPageBasketAddition } from '@portal/core/basket';
import { portalPath, vinCataloguePage, vinCataloguesPage, vinGroupsPage } from '@portal/core/paths';
import {
  type DiagramSelection,
  linkedHotspots,
  linkedSelection,
  partRows,
  toggleLock,
  type VinUnitPage,
  vinMessages,
} from '@portal/core/vin';
import { Notice, Toast, useAddToBasket } from '@portal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { VinPage } from './useVinPage';
import { VinCalloutChooser } from './VinCalloutChooser';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinDiagram } from './VinDiagram';
import { VinPageStatus } from './VinPageStatus';
import { VinPartsTable } from './VinPartsTable';
import * as unitCss from './VinUnit.css';

/** The unit shown: crumbs and title, the diagram, the parts table and the basket's toast. */
interface UnitProps {
  gid: string;
  onAddToBasket?: (detail: AddToBasketDetail) => void;
  /** The quick group's callouts (`coi`) and the locked callout the link names. */
  coi?: string;
  callout?: string;
  onCalloutChange?: (code: string | null) => void;
}

function VinUnitParts({
  unitPage: page,
  gid,
  onAddToBasket,
  coi,
  callout,
  onCalloutChange,
}: UnitProps & { unitPage: VinUnitPage }) {
  const { catalogue, vehicle, unit } = page;
  const rows = useMemo(() => partRows(unit.parts), [unit]);
  const hotspots = useMemo(() => linkedHotspots(page.hotspots, rows), [page.hotspots, rows]);
  const names = useMemo(() => new Map(rows.map((row) => [row.code, row.part.name])), [rows]);
  // Opened from a quick group, its callouts are lit (Laximo's coi); a link's callout is locked.
  const [selection, setSelection] = useState<DiagramSelection>(() => linkedSelection(rows, coi, callout));
  const [reveal, setReveal] = useState<{ code: string } | null>(null);
  // The chooser opens at a callout locked from the diagram, and closes with any other lock.
  const [chooser, setChooser] = useState(false);
  // The row a part was chosen for in the chooser: singled out until the lock changes.
  const [chosen, setChosen] = useState<string | null>(null);
  const lock = (next: DiagramSelection) => {
    setSelection(next);
    setChosen(null);
    if (next.locked !== selection.locked) onCalloutChange?.(next.locked);
  };
  const table = useRef<HTMLDivElement>(null);
  const diagram = useRef<HTMLDivElement>(null);
  // Opened from a quick group (or a link with a locked callout): its first lit row is brought into
  // sight, once, as the page opens; the least scroll that shows it keeps the most of the picture.
  useEffect(() => {
    table.current?.querySelector('tr[data-highlight]')?.scrollIntoView({ block: 'nearest' });
  }, []);
  const adder = useAddToBasket(onAddToBasket);
  const { put } = adder;

  const onPoint = (code: string | null) => setSelection((now) => ({ ...now, pointed: code }));
  // From the diagram: lock, and its parts show at the callout, each leading to its row. The page
  // stays where it is: on a phone the rows are below the picture.
  const onLockHotspot = (code: string) => {
    const next = toggleLock(selection, code);
    lock(next);
    setChooser(next.locked !== null);
  };
  const closeChooser = (refocus: boolean) => {
    setChooser(false);
    if (refocus) diagram.current?.querySelector<HTMLElement>('[part~="hotspot"][tabindex="0"]')?.focus();
  };

  // From the table: lock, and bring the callout into sight.
  const onLockRow = (code: string) => {
    const next = toggleLock(selection, code);
    lock(next);
    setChooser(false);
    if (next.locked !== null) setReveal({ code });
  };

  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: catalogue.name, path: portalPath(vinCataloguePage, { code: catalogue.code }) },
          {
            label: vehicle.name,
            path: portalPath(
              vinGroupsPage,
              { code: catalogue.code, vid: vehicle.id, ssd: vehicle.ssd },
              { gid: gid || null },
            ),
          },
          { label: unit.name },
        ]}
      />
      <div>
        <h2 className={css.heading}>{unit.name}</h2>
        <p className={css.muted}>
          {vinMessages.unitCode}: {unit.code} · {vehicle.name}
        </p>
      </div>
      {/* Esc anywhere in the diagram or the table releases the locked callout. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keys bubble here from the hotspots and the table's controls */}
      <div
        className={unitCss.layout}
        onKeyDown={(event) => {
          // Toggling the locked callout releases it.
          if (event.key === 'Escape' && selection.locked !== null) {
            lock(toggleLock(selection, selection.locked));
            setChooser(false);
          }
        }}
      >
        <div ref={diagram} className={unitCss.diagram}>
          <VinDiagram
            imageUrl={unit.imageUrl}
            unitName={unit.name}
            hotspots={hotspots}
            names={names}
            selection={selection}
            onPoint={onPoint}
            onLock={onLockHotspot}
            reveal={reveal}
            chooser={
              chooser &&
              selection.locked !== null && (
                <VinCalloutChooser
                  key={selection.locked}
                  code={selection.locked}
                  rows={rows}
                  table={table}
                  onChoose={(row) => setChosen(row.key)}
                  onClose={closeChooser}
                />
              )
            }
          />
        </div>
        <div ref={table} className={unitCss.parts}>
          {rows.length > 0 ? (
            <VinPartsTable
              label={unit.name}
              rows={rows}
              chosen={chosen}
              diagram={{ selection, onPoint, onLock: onLockRow }}
              onAdd={(product, quantity) => put(productPageBasketAddition(product, quantity))}
            />
          ) : (
            <Notice>{vinMessages.noParts}</Notice>
          )}
        </div>
      </div>
      <Toast message={adder.toast} onClose={adder.closeToast} />
    </>
  );
}

/**
 * A unit's diagram beside its parts (doc 2 §2.18): pointing at a callout lights its rows and the
 * reverse; a click locks it; the parts we sell are bought right there. Its code is fetched beside
 * the page's call, so it shows that call's state too.
 */
export function VinUnitView({ page, ...props }: UnitProps & { page: VinPage<VinUnitPage> }) {
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  return <VinUnitParts unitPage={page.value} {...props} />;
}
