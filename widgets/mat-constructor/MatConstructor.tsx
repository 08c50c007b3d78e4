import { safeImageUrl } from '@portal/core/kit';
import {
  createMatSelection,
  hasNoMats,
  MAT_MAX_QUANTITY,
  type MatAccess,
  type MatAddToBasketDetail,
  type MatConstructorData,
  matAccessOf,
  matsMessages,
  type ParsedMatLink,
  readPartnerKey,
  resolveMatConfiguration,
} from '@portal/core/mats';
import { loginPage } from '@portal/core/paths';
import { commonMessages, readPortalConfig } from '@portal/core/session';
import {
  framedFailure,
  loadOnDemand,
  Notice,
  PortalLink,
  RetryLine,
  StatusLine,
  useSession,
  useStore,
} from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { MatCarSelect } from './MatCarSelect';
import { MatConfigurator } from './MatConfigurator';
import * as css from './MatConstructor.css';
import { type MatLocation, useMatLocation } from './useMatLocation';

interface MatConstructorProps {
  /**
   * The portal path the page shows (the portal's route /opt/carpetelli/… ); the widget reads the
   * configuration from it and asks `onPathChange` for a new one. Absent (a partner's page): the
   * configuration lives in the URL hash. Defaults to absent.
   */
  path?: string;
  /** Called with the path to show: a pattern opened (`replace: false`) or a choice made (`replace: true`). */
  onPathChange?: (path: string, options: { replace: boolean }) => void;
  /**
   * 'В корзину' (element: `portal-add-to-basket`): in the portal the payload of doc 2 §7; on a
   * partner's page the set, its quantities and the retail total, without a wholesale figure. When it
   * returns a promise (the portal sends the set to the basket), the widget shows it under way, then
   * its outcome.
   */
  onAddToBasket?: (detail: MatAddToBasketDetail) => unknown;
}

/** A failed call: its message with 'Повторить', or alone when the server refused the partner key. */
function Failure({ message, refused, onRetry }: { message: string; refused?: true; onRetry: () => void }) {
  if (refused)
    return (
      <Notice tone="error" className={framedFailure} part="error">
        {message}
      </Notice>
    );
  return <RetryLine message={message} onRetry={onRetry} className={framedFailure} part="error" />;
}

/**
 * The VIN search is the portal's only (a partner's key reads the mat catalogue alone): its field
 * and its lookup with the online catalogue's calls are fetched when it first shows, and never on a
 * partner's page.
 */
const vinSearchPart = () => import('./MatVinSearch');

const MatVinSearch = loadOnDemand(() => vinSearchPart().then((part) => part.MatVinSearch), {
  failed: ({ retry }) => <Failure message={commonMessages.genericError} onRetry={retry} />,
});

function Banners({ banners }: { banners: { id: string; name: string; picture: string }[] }) {
  const config = readPortalConfig();
  return (
    <ul className={css.banners} part="banners">
      {banners.flatMap((banner) => {
        const src = safeImageUrl(banner.picture, { config });
        return src ? (
          <li key={banner.id}>
            <img className={css.banner} src={src} alt={banner.name} loading="lazy" width={600} height={300} />
          </li>
        ) : (
          []
        );
      })}
    </ul>
  );
}

interface PatternProps extends Omit<MatConstructorProps, 'path' | 'onPathChange'> {
  access: MatAccess;
  data: MatConstructorData;
  link: ParsedMatLink;
  location: MatLocation;
}

/** A pattern's configurator at the link's configuration; a wrong link falls back to the defaults and says so. */
function MatPattern({ access, data, link, location, onAddToBasket }: PatternProps) {
  const { configuration, valid, capped } = resolveMatConfiguration(link.draft, data);
  const linkValid = link.valid && valid;
  // What the link asked that is not shown: the link is then written as applied, and says why.
  const [wrongLink, setWrongLink] = useState<string | null>(null);
  const showRef = useRef(location.show);
  showRef.current = location.show;
  useEffect(() => {
    if (linkValid && !capped) return;
    setWrongLink(linkValid ? matsMessages.linkQuantityCapped(MAT_MAX_QUANTITY) : matsMessages.invalidLink);
    showRef.current(resolveMatConfiguration(link.draft, data).configuration);
  }, [linkValid, capped, link.draft, data]);

  if (hasNoMats(data)) {
    const car = [data.pattern.make.name, data.pattern.model.name, data.pattern.generation.name].join(' ');
    return (
      <Notice part="unavailable">
        <p className={css.paragraph}>{matsMessages.unavailable(car)}</p>
        <p className={css.paragraph}>
          {access.kind === 'partner' ? matsMessages.unavailableAdvicePartner : matsMessages.unavailableAdvice}
        </p>
      </Notice>
    );
  }
  return (
    <>
      {wrongLink && (
        <Notice tone="warning" part="invalid-link">
          {wrongLink}
        </Notice>
      )}
      <MatConfigurator
        access={access}
        data={data}
        configuration={configuration}
        onChange={(next) => {
          setWrongLink(null);
          location.show(next);
        }}
        onAddToBasket={onAddToBasket}
      />
    </>
  );
}

interface WithAccessProps extends Omit<MatConstructorProps, 'path' | 'onPathChange'> {
  access: MatAccess;
  location: MatLocation;
}

function MatConstructorWith({ access, location, ...rest }: WithAccessProps) {
  const session = useSession();
  const openRef = useRef(location.open);
  openRef.current = location.open;
  const closeRef = useRef(location.close);
  closeRef.current = location.close;
  const [selection] = useState(() =>
    createMatSelection(
      session.api,
      access,
      (dec) => openRef.current(dec),
      () => closeRef.current(),
      access.kind === 'session'
        ? (request, signal) =>
            vinSearchPart().then((part) => part.lookUpVin(session, access, request, signal))
        : undefined,
    ),
  );
  const state = useStore(selection.$state);
  const link = location.link;
  const dec = link?.draft.dec ?? null;
  const startRef = useRef(dec);

  useEffect(() => {
    selection.start(startRef.current);
    return () => selection.stop();
  }, [selection]);
  useEffect(() => {
    selection.open(dec);
  }, [selection, dec]);

  const failure = (['start', 'models', 'generations', 'code'] as const)
    .map((load) => state[load])
    .find((load) => load.status === 'failed');
  const data = state.data.status === 'ready' && state.dec === dec ? state.data.value : null;

  return (
    <>
      {access.kind === 'session' && (
        <MatVinSearch
          vin={state.vin}
          disabled={state.start.status !== 'ready'}
          onSearch={selection.findByVin}
        />
      )}
      <MatCarSelect state={state} selection={selection} />
      {failure?.status === 'failed' && (
        <Failure message={failure.message} refused={failure.refused} onRetry={selection.retry} />
      )}
      {state.code.status === 'loading' && <StatusLine>{matsMessages.loading}</StatusLine>}
      {link === null && state.start.status === 'ready' && <Banners banners={state.start.value.banners} />}
      {link !== null && state.data.status === 'loading' && <StatusLine>{matsMessages.loading}</StatusLine>}
      {link !== null && state.data.status === 'failed' && (
        <Failure message={state.data.message} refused={state.data.refused} onRetry={selection.retry} />
      )}
      {link !== null && data && (
        <MatPattern access={access} data={data} link={link} location={location} {...rest} />
      )}
    </>
  );
}

/**
 * `<portal-mat-constructor>` (doc 2 §2.17, §4): the car-mat configurator of partner sites and of
 * the portal's /opt/carpetelli/ pages. On a partner's site it reads the catalogue with the page's
 * partner key; in the portal, with the client's session; with neither it says what is missing.
 */
export function MatConstructor({ path, onPathChange, ...rest }: MatConstructorProps) {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const access = matAccessOf(readPartnerKey(), signedIn);
  const location = useMatLocation(path, onPathChange);
  return (
    <section className={css.root} aria-label={matsMessages.title} part="mat-constructor">
      {access ? (
        <MatConstructorWith key={access.kind} access={access} location={location} {...rest} />
      ) : (
        <Notice tone="warning" part="missing-access">
          <p className={css.paragraph}>{matsMessages.missingAccess}</p>
          <PortalLink path={loginPage.pattern}>{matsMessages.signIn}</PortalLink>
        </Notice>
      )}
    </section>
  );
}
