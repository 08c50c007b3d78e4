import {
  addressMapUrl,
  companyMessages,
  contactsMessages as contacts,
  MAP_ZOOM,
  OFFICE_SCHEMATIC,
  zoomedViewBox,
} from '@portal/core/content';
import { useId, useState } from 'react';
import * as css from './DeliveryMap.css';
import * as own from './OfficeMap.css';
import { ZoomButtons } from './ZoomButtons';

/**
 * The office on a schematic of the streets around it (DESIGN: no map service; default zoom 16),
 * labelled as one, with a link that opens the address on a public map site. No openly licensed
 * street data of Voronezh is on the package registries (OSM parsers and API clients only), so the
 * real streets are the external map's.
 */
export function OfficeMap() {
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.contacts);
  const id = useId();
  const { size, office, streets } = OFFICE_SCHEMATIC;
  const box = zoomedViewBox(size, zoom, MAP_ZOOM.contacts, office);
  const unit = box.width / size.width;

  return (
    <figure className={own.figure}>
      <div className={css.frame}>
        <svg
          className={own.map}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          role="img"
          aria-labelledby={`${id}-title`}
        >
          <title
            id={`${id}-title`}
          >{`${contacts.map}: ${contacts.schematic} ${companyMessages.address}`}</title>
          <rect width={size.width} height={size.height} className={own.ground} />
          {streets.map((street, index) => (
            <g key={street.name}>
              <path
                id={`${id}-street-${index}`}
                d={street.path}
                className={street.major ? own.major : own.street}
              />
              <text fontSize={12 * unit} className={own.streetName} dy={-6 * unit}>
                <textPath href={`#${id}-street-${index}`} startOffset={street.labelAt}>
                  {street.name}
                </textPath>
              </text>
            </g>
          ))}
          <g transform={`translate(${office.x} ${office.y}) scale(${unit})`}>
            <path
              d="M0 0 C-9 -12 -14 -18 -14 -26 A14 14 0 1 1 14 -26 C14 -18 9 -12 0 0Z"
              className={own.pin}
            />
            <circle cy={-26} r={5} className={own.pinDot} />
            <text x={18} y={-24} className={own.officeName} fontSize={14}>
              {companyMessages.name}
            </text>
          </g>
        </svg>
        <ZoomButtons zoom={zoom} onZoom={setZoom} />
      </div>
      <figcaption id={`${id}-caption`} className={own.caption}>
        {contacts.schematic} {companyMessages.address}. {companyMessages.addressNote}.{' '}
        <a
          className={own.link}
          href={addressMapUrl(companyMessages.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {contacts.openMap}
        </a>
      </figcaption>
    </figure>
  );
}
