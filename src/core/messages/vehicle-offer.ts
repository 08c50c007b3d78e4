/**
 * A VIN or frame number typed into the quick search: the online catalogue for that car (issue 23).
 * Apart from the box's texts, as it comes with the suggestions' code.
 */
export const vehicleOfferMessage = (kind: 'vin' | 'frame', value: string) =>
  `Найти автомобиль по ${kind === 'vin' ? 'VIN' : 'номеру кузова'} ${value} в оригинальных каталогах`;
