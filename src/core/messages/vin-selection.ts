/**
 * Texts of the VIN field, the vehicles of a VIN, the step-by-step selection and its vehicles
 * (doc 2 §2.18, §5): fetched with those pages' code only, not by a unit's or a quick group's page.
 * The spec quotes only the VIN field's hint in English ('enter VIN or body number').
 */
export const vinSelectionMessages = {
  vinLabel: 'VIN или номер кузова',
  vinHint: 'Введите VIN или номер кузова',
  vinExample: 'Например, XW8ZZZ61ZBG123456 или ACV40-0123456',
  vinInvalid:
    'Это не VIN и не номер кузова: VIN — 17 латинских букв и цифр, номер кузова — например ACV40-0123456.',
  search: 'Найти',
  byVinTitle: (identstring: string) => `Автомобили по VIN или номеру кузова ${identstring}`,
  vinNothingFound: 'По этому VIN или номеру кузова автомобиль не найден.',
  vinNothingFoundAdvice: 'Проверьте номер или подберите автомобиль по параметрам в каталоге его марки.',
  wizardTitle: (catalogue: string) => `Подбор автомобиля: ${catalogue}`,
  wizardHint: 'Выберите параметры автомобиля: каждый выбор сужает остальные списки.',
  change: (condition: string) => `Изменить: ${condition}`,
  changeShort: 'Изменить',
  showVehicles: 'Показать автомобили',
  wizardNarrower: 'Уточните параметры, чтобы показать автомобили.',
  vehiclesTitle: (catalogue: string) => `Автомобили: ${catalogue}`,
  vehicle: 'Автомобиль',
  brand: 'Марка',
  catalogue: 'Каталог',
  attributes: 'Характеристики',
  noVehicles: 'Автомобили с такими параметрами не найдены.',
} as const;
