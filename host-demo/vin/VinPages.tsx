import { VinCatalogue } from '@portal/widgets/vin-catalogue';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as page from '../pages/Page.css';
import { usePageName } from '../shell/usePageName';

type OnPageName = (name: string | null) => void;

/**
 * Every page of the online catalogues: its heading and title, naming the catalogue, the car or the
 * unit and its car as the widget tells them, and the widget showing the route's view.
 */
function VinPage({ children }: { children: (onPageName: OnPageName) => ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  const heading = usePageName(name);
  return (
    <>
      <h1 className={page.title}>{heading}</h1>
      {children(setName)}
    </>
  );
}

/** /laximo-catalogs/ (doc 2 §2.1): the catalogues and the VIN/frame field. */
export function VinCataloguesPage() {
  return <VinPage>{(onPageName) => <VinCatalogue onPageName={onPageName} view="catalogues" />}</VinPage>;
}

/** /laximo-catalog/{code}/ and /laximo-catalog/{code}/{ssd}/: the vehicle selection. */
export function VinCataloguePage() {
  const { code, ssd } = useParams();
  return (
    <VinPage>
      {(onPageName) => <VinCatalogue onPageName={onPageName} view="catalogue" code={code} ssd={ssd} />}
    </VinPage>
  );
}

/** /laximo-vehicles/{code}/{ssd}/: the vehicles of a selection. */
export function VinVehiclesPage() {
  const { code, ssd } = useParams();
  return (
    <VinPage>
      {(onPageName) => <VinCatalogue onPageName={onPageName} view="vehicles" code={code} ssd={ssd} />}
    </VinPage>
  );
}

/** /laximo-vin/{identstring}/: the vehicles a VIN or frame number identifies. */
export function VinByVinPage() {
  const { identstring } = useParams();
  return (
    <VinPage>
      {(onPageName) => <VinCatalogue onPageName={onPageName} view="vin" identstring={identstring} />}
    </VinPage>
  );
}

/** /laximo-qgroups/{code}/{vid}/{ssd}/?gid=…: the quick groups, and the chosen group's parts. */
export function VinGroupsPage() {
  const { code, vid, ssd } = useParams();
  const [query] = useSearchParams();
  return (
    <VinPage>
      {(onPageName) => (
        <VinCatalogue
          onPageName={onPageName}
          view="groups"
          code={code}
          vid={vid}
          ssd={ssd}
          gid={query.get('gid') ?? undefined}
        />
      )}
    </VinPage>
  );
}

/**
 * /laximo-unit/{code}/{vid}/{uid}/{gid}/{cid}/{ssd}/?coi=…&callout=…: a unit's diagram and parts,
 * the quick group's callouts lit and the locked one kept in the link.
 */
export function VinUnitPage() {
  const { code, vid, uid, gid, ssd } = useParams();
  const [query, setQuery] = useSearchParams();
  return (
    <VinPage>
      {(onPageName) => (
        <VinCatalogue
          onPageName={onPageName}
          view="unit"
          code={code}
          vid={vid}
          uid={uid}
          gid={gid}
          ssd={ssd}
          coi={query.get('coi') ?? undefined}
          callout={query.get('callout') ?? undefined}
          onCalloutChange={(callout) =>
            setQuery(
              (now) => {
                const next = new URLSearchParams(now);
                if (callout === null) next.delete('callout');
                else next.set('callout', callout);
                return next;
              },
              { replace: true },
            )
          }
        />
      )}
    </VinPage>
  );
}
