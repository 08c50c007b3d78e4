import {
  addressMapUrl,
  companyMessages,
  contactsMessages as contacts,
  OFFICE_SCHEMATIC,
} from '@portal/core/content';
import { useScrollsSideways } from '@portal/ui';
import { useEffect, useId, useRef } from 'react';
import * as own from './OfficeMap.css';

/**
 * The office on a schematic of the streets around it (DESIGN: no map service; the spec's zoom 16
 * is this street level), labelled as one, with a link that opens the address on a public map site.
 * A schematic has nothing more to show closer, nor anything round it farther out (issue 44: its
 * zoom showed bare stripes, or names piled up): it is drawn whole at a fixed scale, never smaller
 * than its own units in pixels, so its names (12 and 14 units) are never below 12 px and never
 * crowd; a screen narrower than that scrolls it sideways, opening at the office. The external map
 * is there to zoom. No openly licensed street data of Voronezh is on the package registries (OSM
 * parsers and API clients only), so the real streets are the external map's.
 */
export function OfficeMap() {
  const id = useId();
  const { size, office, streets } = OFFICE_SCHEMATIC;
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);
  // Opens with the office in the middle of a frame narrower than the map.
  useEffect(() => {
    const element = frame.current;
    if (element) element.scrollLeft = office.x - element.clientWidth / 2;
  }, []);

  return (
    <figure className={own.figure}>
      {/* A frame that scrolls is a Tab stop, so that the keyboard can scroll it (WCAG 2.1.1). */}
      <div ref={frame} className={own.frame} tabIndex={scrolls ? 0 : undefined}>
        <svg
          className={own.map}
          viewBox={`0 0 ${size.width} ${size.height}`}
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
              <text fontSize={12} className={own.streetName} dy={-6}>
                <textPath href={`#${id}-street-${index}`} startOffset={street.labelAt}>
                  {street.name}
                </textPath>
              </text>
            </g>
          ))}
          <g transform={`translate(${office.x} ${office.y})`}>
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
