import {
  companyMessages,
  formatDate,
  instructionsMessages as instructions,
  priceListsMessages as priceLists,
  telHref,
  termsMessages as terms,
  contentTitles as titles,
} from '@portal/core/content';
import { cataloguePage } from '@portal/core/paths';
import { assetUrl } from '@portal/core/session';
import { Link } from 'react-router';
import * as css from './ContentPage.css';
import { PriceListDownload } from './PriceListDownload';

function Phone({ phone }: { phone: string }) {
  return (
    <a className={css.link} href={telHref(phone)}>
      {phone}
    </a>
  );
}

/** /opt/instructions/: how to use the portal, section by section. */
export function InstructionsPage() {
  return (
    <article className={css.page}>
      <h1 className={css.title}>{titles.instructions}</h1>
      <p className={css.lead}>{instructions.intro}</p>
      <div className={css.grid}>
        {instructions.items.map((item) => (
          <section key={item.title} className={css.card}>
            <h2 className={css.heading}>{item.title}</h2>
            <p>{item.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

/** /opt/docs/ (doc 2 §2.13): the sales rules, the documents for a supply contract, the sales phone. */
export function TermsPage() {
  return (
    <article className={css.page}>
      <h1 className={css.title}>{titles.terms}</h1>
      <p className={css.lead}>{terms.intro}</p>
      <section className={css.card}>
        <a className={css.link} href={assetUrl(terms.rulesFile)}>
          {terms.rules}
        </a>
      </section>
      <section className={css.card}>
        <h2 className={css.heading}>{terms.documentsTitle}</h2>
        <ul className={css.list}>
          {terms.documents.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </section>
      <section className={css.card}>
        <h2 className={css.heading}>{terms.salesPhone}</h2>
        <Phone phone={companyMessages.salesPhone} />
      </section>
    </article>
  );
}

/**
 * /opt/price/ (doc 2 §2.13): the partner portal (its catalogue, with live prices and stocks), the
 * price lists of the day as zip archives, the electronic-ordering program and the phones.
 */
export function PriceListsPage() {
  const today = formatDate(new Date());
  return (
    <article className={css.page}>
      <h1 className={css.title}>{titles.priceLists}</h1>
      <p className={css.lead}>{priceLists.intro}</p>
      <section className={css.card}>
        <h2 className={css.heading}>{priceLists.partnerPortal}</h2>
        <p>{priceLists.partnerPortalText}</p>
        <Link className={css.link} to={cataloguePage.pattern}>
          {priceLists.partnerPortalLink}
        </Link>
      </section>
      <section className={css.card}>
        <h2 className={css.heading}>{priceLists.listsTitle}</h2>
        <ul className={css.plainList}>
          {priceLists.lists.map((list) => (
            <li key={list.id}>
              <PriceListDownload
                id={list.id}
                label={`${list.title} ${priceLists.from} ${today} ${priceLists.formats}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className={css.card}>
        <h2 className={css.heading}>{priceLists.programTitle}</h2>
        <p>{priceLists.programText}</p>
        <a className={css.link} href={assetUrl(priceLists.programFile)} download>
          {priceLists.program}
        </a>
      </section>
      <section className={css.card}>
        <h2 className={css.heading}>{priceLists.phones}</h2>
        <ul className={css.plainList}>
          <li>
            <Phone phone={companyMessages.phone} />
          </li>
          <li>
            <Phone phone={companyMessages.salesPhone} />
          </li>
        </ul>
      </section>
    </article>
  );
}
